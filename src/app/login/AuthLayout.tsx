import type { ReactNode } from 'react';
import { Avatar, Box, Paper, Stack, Typography } from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the public pages (sign-in, forgot and reset password); full width on a phone. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <BadgeOutlined />
          </Avatar>
          <Typography variant="subtitle1" component="div" color="text.secondary" fontWeight={600}>
            HR Console
          </Typography>
        </Stack>
        <Typography variant="h5" component="h1" textAlign="center" fontWeight={600}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" textAlign="center" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}

export default AuthLayout;
