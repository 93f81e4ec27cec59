import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A page's title (its one h1) and its actions beside it, wrapping under it on a phone. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children ? (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
}
