import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { WeekendStatus, WeekendWeek } from '../src/shared/weekendPolicy';
import { DataTable, type DataColumn } from './DataTable';

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
  const columns: DataColumn<WeekendWeek>[] = [
    { label: 'Week', value: (week) => week.weekName },
    { label: 'Saturday', value: (week) => shown(week.satDate) },
    {
      label: 'Saturday Status',
      value: (week) =>
        week.satDate ? (
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
        ) : null,
    },
    { label: 'Sunday', value: (week) => shown(week.sunDate) },
    {
      label: 'Sunday Status',
      value: (week) =>
        week.sunDate ? (
          <ToggleButtonGroup size="small" exclusive value={week.sunStatus} disabled aria-label={`${week.weekName} Sunday status`}>
            <ToggleButton value="Off">Off</ToggleButton>
          </ToggleButtonGroup>
        ) : null,
    },
  ];
  return <DataTable label="Weekend weeks" columns={columns} rows={weeks} rowKey={(week) => week.weekName} />;
}
