import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { WeekendStatus, WeekendWeek } from '../src/shared/weekendPolicy';

export interface WeekendWeeksTableProps {
  weeks: readonly WeekendWeek[];
  /** Without it the table only shows the month (a role that may not edit). */
  onSaturdayChange?: (weekName: string, status: WeekendStatus) => void;
  disabled?: boolean;
}

/** Spec 001 §3 DD/MM/YYYY display of a yyyy-MM-dd date; a week without that day shows a dash. */
const shown = (date: string | null) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '—');

/**
 * A month's weekend weeks (spec 001 §2, §4): each Saturday Off or Working, each Sunday fixed Off and
 * disabled.
 */
export function WeekendWeeksTable({ weeks, onSaturdayChange, disabled = false }: WeekendWeeksTableProps) {
  return (
    <Table size="small" aria-label="Weekend weeks">
      <TableHead>
        <TableRow>
          <TableCell>Week</TableCell>
          <TableCell>Saturday</TableCell>
          <TableCell>Saturday Status</TableCell>
          <TableCell>Sunday</TableCell>
          <TableCell>Sunday Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {weeks.map((week) => (
          <TableRow key={week.weekName}>
            <TableCell>{week.weekName}</TableCell>
            <TableCell>{shown(week.satDate)}</TableCell>
            <TableCell>
              {week.satDate ? (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={week.satStatus}
                  disabled={disabled || !onSaturdayChange}
                  aria-label={`${week.weekName} Saturday status`}
                  onChange={(_event, value: WeekendStatus | null) => value && onSaturdayChange?.(week.weekName, value)}
                >
                  <ToggleButton value="Off">Off</ToggleButton>
                  <ToggleButton value="Working">Working</ToggleButton>
                </ToggleButtonGroup>
              ) : null}
            </TableCell>
            <TableCell>{shown(week.sunDate)}</TableCell>
            <TableCell>
              {week.sunDate ? (
                <ToggleButtonGroup size="small" exclusive value={week.sunStatus} disabled aria-label={`${week.weekName} Sunday status`}>
                  <ToggleButton value="Off">Off</ToggleButton>
                </ToggleButtonGroup>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
