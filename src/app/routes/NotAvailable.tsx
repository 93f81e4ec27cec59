import { Box, Button, Paper, Typography } from '@mui/material';
import ExtensionOffIcon from '@mui/icons-material/ExtensionOff';
import { Link } from 'react-router-dom';
import { useModuleName } from './useModuleName';

export interface NotAvailableProps {
  /** The route path, used to name the module. */
  path: string;
  /** Overrides the name taken from the menu or the path. */
  name?: string;
}

export const notAvailableText = (name: string) => `${name} is not available in this edition`;

/** Shown for catalogue routes whose screens this edition does not implement (never a blank page). */
export default function NotAvailable({ path, name }: NotAvailableProps) {
  const moduleName = useModuleName(path);
  const title = notAvailableText(name ?? moduleName);
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2, maxWidth: 720, mx: 'auto' }}>
      <ExtensionOffIcon sx={{ fontSize: 52, color: 'neutral.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        This module is not part of the current edition of HR Console. Contact your administrator if you need it.
      </Typography>
      <Box sx={{ mt: 3 }}>
        <Button component={Link} to="/dashboard" variant="contained">
          Go to Dashboard
        </Button>
      </Box>
    </Paper>
  );
}
