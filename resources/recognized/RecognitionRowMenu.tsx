import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Recognition } from './types';

/** Spec 002 §2: a row's menu, Edit (the author) and Delete (the author or a moderator). */
export function RecognitionRowMenu({ note, onEdit, onDelete }: { note: Recognition; onEdit: () => void; onDelete: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!note.canEdit && !note.canDelete) return null;
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton size="small" aria-label={`Actions for recognition ${note.id}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {note.canEdit ? <MenuItem onClick={pick(onEdit)}>Edit</MenuItem> : null}
        {note.canDelete ? <MenuItem onClick={pick(onDelete)}>Delete</MenuItem> : null}
      </Menu>
    </>
  );
}
