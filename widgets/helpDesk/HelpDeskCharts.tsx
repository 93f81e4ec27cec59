import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../visuallyHidden';

export interface CategoryFigure {
  category: string;
  Pending: number;
  Completed: number;
  reopened: number;
  averageHoursToResolve: number | null;
}

export interface MovementPoint {
  period: string;
  raised: number;
  completed: number;
  reopened: number;
}

/** A chart as a figure: a picture to a screen reader, whose text alternative is the list under it. */
function Figure({ title, lines, children }: { title: string; lines: string[]; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <Box aria-hidden="true">{children}</Box>
      <Box component="ul" id={`${id}-text`} sx={visuallyHidden}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}

/** Tickets by category and status (stacked), and the average hours to resolve per category. */
export function CategoryCharts({ figures }: { figures: readonly CategoryFigure[] }) {
  if (figures.length === 0) return null;
  const categories = figures.map((f) => f.category);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Figure title="Tickets by category and status" lines={figures.map((f) => `${f.category}: ${f.Pending} pending, ${f.Completed} completed, ${f.reopened} reopened`)}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: categories, tickLabelStyle: { fontSize: 11 } }]}
          series={[
            { data: figures.map((f) => f.Pending), label: 'Pending', stack: 'status' },
            { data: figures.map((f) => f.Completed), label: 'Completed', stack: 'status' },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      </Figure>
      <Figure title="Average hours to resolve" lines={figures.map((f) => `${f.category}: ${f.averageHoursToResolve ?? 'none completed'}${f.averageHoursToResolve === null ? '' : ' hours'}`)}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: categories, tickLabelStyle: { fontSize: 11 } }]}
          series={[{ data: figures.map((f) => f.averageHoursToResolve ?? 0), label: 'Hours to resolve' }]}
          margin={{ left: 8, right: 8 }}
        />
      </Figure>
    </Box>
  );
}

/** Tickets over time: raised, completed and reopened per day or month. */
export function MovementChart({ points }: { points: readonly MovementPoint[] }) {
  if (points.length === 0) return null;
  return (
    <Figure title="Tickets over time" lines={points.map((p) => `${p.period}: ${p.raised} raised, ${p.completed} completed, ${p.reopened} reopened`)}>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: points.map((p) => p.period), tickLabelStyle: { fontSize: 11 } }]}
        series={[
          { data: points.map((p) => p.raised), label: 'Raised' },
          { data: points.map((p) => p.completed), label: 'Completed' },
          { data: points.map((p) => p.reopened), label: 'Reopened' },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Figure>
  );
}
