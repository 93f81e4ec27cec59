import { Alert, Box, Button, Chip, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatbotActions, ChatbotState } from './chatbotStore';
import type { ChatMessage } from './types';

export type ChatbotView = ChatbotState & { actions: ChatbotActions };

/** Spec 000 §2.5: the conversation (sender, text, timestamp), attachments, the box and the 4 s alert. */
export function ChatbotPanel({ view }: { view: ChatbotView }) {
  const { messages, draft, files, waiting, alert, actions } = view;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an arrow's value: Chromium's scrollIntoView may return a promise, which React would take for a clean-up.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'min(460px, calc(100vh - 180px))' }}>
      <Box role="log" aria-label="Conversation" aria-live="polite" tabIndex={0} sx={{ flex: 1, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} onSuggestion={(text) => void actions.send(text)} disabled={waiting} />
        ))}
        {waiting && (
          <Typography variant="caption" color="text.secondary" role="status">
            Assistant is typing…
          </Typography>
        )}
        <div ref={end} />
      </Box>
      {alert && (
        <Alert severity="error" onClose={actions.dismissAlert} sx={{ mx: 1 }}>
          {alert}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, px: 1, pt: 1 }} aria-label="Attached files">
          {files.map((file, index) => (
            <Chip key={`${file.name}-${index}`} size="small" label={file.name} onDelete={() => actions.removeFile(index)} />
          ))}
        </Stack>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void actions.send();
        }}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <IconButton component="label" aria-label="Attach files" size="small">
          <AttachFileIcon fontSize="small" />
          <input
            hidden
            type="file"
            multiple
            onChange={(event) => {
              actions.addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </IconButton>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          placeholder="Type your message"
          slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
          value={draft}
          onChange={(event) => actions.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void actions.send();
            }
          }}
        />
        <IconButton type="submit" color="primary" aria-label="Send message">
          <SendIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

function MessageBubble({ message, onSuggestion, disabled }: { message: ChatMessage; onSuggestion: (text: string) => void; disabled: boolean }) {
  const mine = message.from === 'user';
  return (
    <Box
      aria-label={mine ? 'You' : 'Assistant'}
      // The assistant's bubble is the page's own background with a border, so its links keep the palette's contrast.
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        p: 1,
        borderRadius: 2,
        border: 1,
        borderColor: mine ? 'primary.main' : 'divider',
        bgcolor: mine ? 'primary.main' : 'background.paper',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {mine ? 'You' : 'Assistant'}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
      {message.files?.length ? <Typography variant="caption" component="div">Attached: {message.files.join(', ')}</Typography> : null}
      {message.links?.map((link) => (
        <Link key={link.path} component={RouterLink} to={link.path} variant="body2" sx={{ display: 'block' }}>
          {link.label}
        </Link>
      ))}
      {message.suggestions?.length ? (
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5 }}>
          {message.suggestions.map((text) => (
            <Button key={text} size="small" variant="outlined" disabled={disabled} onClick={() => onSuggestion(text)}>
              {text}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Typography variant="caption" component="time" dateTime={message.timestamp} sx={{ display: 'block', textAlign: 'right' }}>
        {format(new Date(message.timestamp), 'HH:mm')}
      </Typography>
    </Box>
  );
}
