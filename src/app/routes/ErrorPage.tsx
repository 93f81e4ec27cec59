import type { ErrorInfo } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useNavigate } from 'react-router-dom';

export interface ErrorPageProps {
  /** The error that broke the page; without one the page reads as 'Page not found'. */
  error?: Error | null;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const isChunkLoadError = (error: Error) =>
  /dynamically imported module|Importing a module script failed|Loading chunk|chunk load timed out|Failed to fetch/i.test(
    error.message,
  );

/** Spec 000 §2.1: an unmatched or failing route falls to this page, which always offers a way home. */
export default function ErrorPage({ error, resetErrorBoundary }: ErrorPageProps) {
  const navigate = useNavigate();
  const notFound = !error;
  const chunkError = error ? isChunkLoadError(error) : false;

  const title = notFound ? 'Page not found' : 'Something went wrong';
  const detail = notFound
    ? 'The page you are looking for does not exist or has moved.'
    : chunkError
      ? 'This part of the application could not be loaded. A newer version may be available: reload the page.'
      : 'This page ran into a problem. You can go back to the dashboard or reload the page.';

  const goHome = () => {
    resetErrorBoundary?.();
    navigate('/dashboard');
  };

  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <ErrorOutlineIcon sx={{ fontSize: 56, color: notFound ? 'neutral.main' : 'error.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{detail}</Typography>
      {error && !chunkError && error.message ? (
        <Typography component="pre" variant="body2" sx={{ mt: 2, color: 'text.secondary', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {error.message}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
        <Button variant="contained" onClick={goHome}>
          Go to Dashboard
        </Button>
        {!notFound && (
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        )}
      </Stack>
    </Box>
  );
}
