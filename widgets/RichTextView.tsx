import Box from '@mui/material/Box';

/**
 * A stored rich text shown as formatted text. The server keeps only its allow-list of tags
 * (src/server/http/richText.ts: no script, handler or javascript: address), so it is set as HTML.
 */
export function RichTextView({ html }: { html: string }) {
  return <Box sx={{ '& p': { my: 0 }, '& ul, & ol': { my: 0, pl: 2.5 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
