import { useState } from 'react';
import { Box, Button, Popover, Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../DataTable';
import { DAY_TONES } from './dayTones';

export interface AttendanceLegendProps {
  /** Code → meaning, in the order shown (spec 001 §2's Legend codes). */
  codes: Readonly<Record<string, string>>;
}

/**
 * A scroll cue drawn by the paper's background: a shadow along the top or bottom edge while there is more to
 * scroll that way (the white 'local' layers scroll with the content and cover each shadow at its end).
 */
const SCROLL_SHADOWS = [
  'linear-gradient(#fff 30%, rgba(255,255,255,0)) top / 100% 40px no-repeat local',
  'linear-gradient(rgba(255,255,255,0), #fff 70%) bottom / 100% 40px no-repeat local',
  'radial-gradient(farthest-side at 50% 0, rgba(0,0,0,0.25), rgba(0,0,0,0)) top / 100% 14px no-repeat scroll',
  'radial-gradient(farthest-side at 50% 100%, rgba(0,0,0,0.25), rgba(0,0,0,0)) bottom / 100% 14px no-repeat scroll',
  '#fff',
].join(', ');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LEGEND_COLUMNS: DataColumn<[string, string]>[] = [
  { label: 'Code', sx: { fontWeight: 700 }, value: ([code]) => (code === 'A' ? <Box component="span" sx={{ color: 'error.main' }}>{code}</Box> : code) },
  { label: 'Meaning', value: ([, meaning]) => capitalised(meaning) },
];

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
        // No height of its own: the popover's (the window less 32 px) holds every row of the dense table on a
        // 844 px phone and on an 850 px desktop. Shorter windows scroll it, with shadows at the edge that has more.
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Legend', sx: { p: 1.5, background: SCROLL_SHADOWS } } }}
      >
        <DataTable label="Legend codes" columns={LEGEND_COLUMNS} rows={Object.entries(codes)} rowKey={([code]) => code} sx={{ '& .MuiTableCell-root': { py: 0.25 } }} />
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
