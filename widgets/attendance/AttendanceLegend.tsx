import { useState } from 'react';
import { Box, Button, Popover, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DAY_TONES } from './dayTones';

export interface AttendanceLegendProps {
  /** Code → meaning, in the order shown (spec 001 §2's Legend codes). */
  codes: Readonly<Record<string, string>>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec 001 §2: the Legend button and its popover: every status code with its meaning, then the day colours. */
export function AttendanceLegend({ codes }: AttendanceLegendProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        Legend
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Legend', sx: { p: 1.5, maxHeight: 480 } } }}
      >
        <Table size="small" aria-label="Legend codes">
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Meaning</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(codes).map(([code, meaning]) => (
              <TableRow key={code}>
                <TableCell sx={{ fontWeight: 700, color: code === 'A' ? 'error.main' : undefined }}>{code}</TableCell>
                <TableCell>{capitalised(meaning)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75, alignItems: 'center', mt: 1.5, px: 1 }}>
          {Object.values(DAY_TONES).map(({ label, colour }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colour }} />
              <Typography variant="caption">{label}</Typography>
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
