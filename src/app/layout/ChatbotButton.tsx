import { Box, Fab, IconButton, Paper, Typography, Zoom } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Chatbot } from '../../../resources/chatbot';
import { CHATBOT_GREETING_TEXT, useChatbotButton } from './useChatbotButton';

/**
 * Spec 000 §2.5: the floating chatbot at the bottom right. The window stays mounted while closed
 * (hidden), so the conversation outlives closing it.
 */
export default function ChatbotButton() {
  const chat = useChatbotButton();
  return (
    <Box sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.speedDial }}>
      <Zoom in={chat.greetingVisible} unmountOnExit>
        <Paper
          elevation={6}
          role="status"
          sx={{
            // Taps go through to what it covers (and end it: useChatbotButton).
            pointerEvents: 'none',
            // Beside the button, not above it: the page keeps a bottom margin as high as the button, so a
            // grid's pager and last row menus stay clear of both; above it, the bubble covered them.
            position: 'absolute',
            right: 68,
            bottom: 0,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            width: 'max-content',
            maxWidth: { xs: 'calc(100vw - 100px)', sm: 260 },
            px: 2,
            py: 1,
            borderRadius: 2,
            borderBottomRightRadius: 4,
          }}
        >
          <Typography variant="body2">{CHATBOT_GREETING_TEXT}</Typography>
        </Paper>
      </Zoom>
      <Zoom in={chat.open}>
        <Paper
          elevation={8}
          role="dialog"
          aria-label="Chatbot"
          hidden={!chat.open}
          sx={{ position: 'absolute', right: 0, bottom: 68, width: 'min(360px, calc(100vw - 32px))', overflow: 'hidden', borderRadius: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <SmartToyIcon fontSize="small" aria-hidden />
            <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              HR Assistant
            </Typography>
            <IconButton size="small" aria-label="Close chatbot" onClick={chat.close} sx={{ color: 'inherit' }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
          <Chatbot open={chat.open} />
        </Paper>
      </Zoom>
      <Fab color="primary" aria-label="Open chatbot" aria-expanded={chat.open} onClick={chat.toggle}>
        {chat.open ? <CloseIcon /> : <SmartToyIcon />}
      </Fab>
    </Box>
  );
}
