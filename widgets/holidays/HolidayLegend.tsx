import { Box, Stack, Typography } from '@mui/material';
import { LEGEND } from './holidayEvents';

/** Spec 002 §2: Holiday (H, dark blue on light blue) and Restricted Holiday (L, gold on light yellow). */
export function HolidayLegend() {
  return (
    <Stack direction="row" spacing={2} aria-label="Legend" role="list">
      {[LEGEND.holiday, LEGEND.restricted].map((entry) => (
        <Stack key={entry.label} direction="row" spacing={1} alignItems="center" role="listitem">
          <Box
            component="span"
            sx={{ width: 24, height: 24, borderRadius: 1, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, color: entry.textColor, bgcolor: entry.backgroundColor }}
          >
            {entry.label}
          </Box>
          <Typography variant="body2">{entry.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
