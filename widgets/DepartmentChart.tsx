import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { visuallyHidden } from './visuallyHidden';

export interface DepartmentFigure {
  department: string;
  /** Present employee·days. */
  present: number;
  /** Productive hours (decimal). */
  hours: number;
}

/** 'HH:mm' (hours may pass 24) → decimal hours, for a chart. */
export const decimalHours = (text: string) => {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Math.round((Number(hours) + Number(minutes) / 60) * 10) / 10;
};

/**
 * The trackers' chart: presence and productive hours by department, side by side, where a person
 * would rather look than read. The chart is a picture to a screen reader: its text alternative is
 * the list under it (visually hidden), and the page's table holds the same figures.
 */
export function DepartmentChart({ title, figures }: { title: string; figures: readonly DepartmentFigure[] }) {
  const id = useId();
  if (figures.length === 0) return null;
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} sx={{ m: 0 }}>
      <Typography id={`${id}-title`} component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <Box aria-hidden="true">
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: figures.map((f) => f.department),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          series={[
            { data: figures.map((f) => f.present), label: 'Present days' },
            { data: figures.map((f) => f.hours), label: 'Productive hours' },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <Box component="ul" id={`${id}-text`} sx={visuallyHidden}>
        {figures.map((f) => (
          <li key={f.department}>{`${f.department}: ${f.present} present days, ${f.hours} productive hours`}</li>
        ))}
      </Box>
    </Box>
  );
}
