import { createElement } from 'react';
import { Typography } from '@mui/material';

/** Placeholder until branch `monthclose` brings the month's close status, reopen and LOP changes after a reopen. */
export function MonthCloseCard({ monthYear }: { monthYear: string; onChanged?: () => void }) {
  return createElement(Typography, { variant: 'body2', color: 'text.secondary' }, `Close status of ${monthYear}`);
}
