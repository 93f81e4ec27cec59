import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** A page's title (its one h1), a line under it if any, and its actions beside it, wrapping under it on a phone. */
export function PageHeader({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle ? <Box sx={{ mt: 0.5 }}>{subtitle}</Box> : null}
      </Box>
      {children ? (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
}
