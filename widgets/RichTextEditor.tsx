import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * Rich text (bold, italic, lists, paragraphs) with Tiptap, a maintained ProseMirror editor; the value
 * is HTML. Whatever it sends, the server keeps only its allow-list of tags (docs/recognition-and-events.md).
 */
export function RichTextEditor({ label, value, onChange, error, required }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  // A value set from outside (the dialog opened on another note) replaces the text.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const buttons = [
    { key: 'bold', title: 'Bold', icon: <FormatBoldIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', title: 'Italic', icon: <FormatItalicIcon fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'bulletList', title: 'Bulleted list', icon: <FormatListBulletedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', title: 'Numbered list', icon: <FormatListNumberedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <Box>
      <Typography component="span" variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, mt: 0.5 }}>
        <Stack direction="row" role="toolbar" aria-label={`${label} formatting`} sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {buttons.map((button) => (
            <IconButton key={button.key} size="small" aria-label={button.title} aria-pressed={active?.[button.key] ?? false} onClick={button.run} color={active?.[button.key] ? 'primary' : 'default'}>
              {button.icon}
            </IconButton>
          ))}
        </Stack>
        <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight: 120, outline: 'none', py: 1 }, '& .ProseMirror p': { my: 0.5 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
