import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { acceptAttribute, truncateName } from './rules/fileRules';

export interface SheetFileChooserProps {
  /** The extensions accepted (csv, xlsx, …). */
  formats: readonly string[];
  file: File | null;
  choose: (file: File | null) => void;
  disabled?: boolean;
  /** The file input's accessible name. */
  label: string;
}

/** "Choose file" and the chosen file's name, for the imports; choosing the same file again is seen (the input is cleared). */
export function SheetFileChooser({ formats, file, choose, disabled, label }: SheetFileChooserProps) {
  return (
    <>
      <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />} disabled={disabled}>
        Choose file
        <input
          hidden
          type="file"
          accept={acceptAttribute(formats)}
          aria-label={label}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" noWrap title={file?.name} sx={{ minWidth: 0 }}>
        {file ? truncateName(file.name) : 'No file chosen'}
      </Typography>
    </>
  );
}
