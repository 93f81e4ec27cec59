import { Box, Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link } from 'react-router-dom';

export const NO_PERMISSION_TEXT = 'Your role does not have permission to access this page.';

/** Spec 002 §2: the 'no permission' page. */
export default function NoPermission() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <BlockIcon sx={{ fontSize: 56, color: 'neutral.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Access denied
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{NO_PERMISSION_TEXT}</Typography>
      <Button component={Link} to="/dashboard" variant="contained" sx={{ mt: 3 }}>
        Go to Dashboard
      </Button>
    </Box>
  );
}
