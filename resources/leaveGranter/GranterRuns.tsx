import { Button, Chip, Typography } from '@mui/material';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import type { GranterRun } from './types';

const COLOR = { Running: 'info', Done: 'success', Failed: 'error' } as const;

/** The runs, newest first; a finished run may be run again (it writes only what is still missing). */
export function GranterRuns({ runs, onAgain, disabled }: { runs: GranterRun[]; onAgain(id: number): void; disabled: boolean }) {
  if (!runs.length) return <Typography color="text.secondary">No runs yet.</Typography>;
  const columns: DataColumn<GranterRun>[] = [
    { label: 'Period', value: (run) => run.period },
    { label: 'Types', value: (run) => run.leaveTypes.join(', ') },
    { label: 'Employees', value: (run) => run.selectedEmployees ?? 'All' },
    { label: 'Status', value: (run) => <Chip size="small" label={run.status} color={COLOR[run.status]} /> },
    { label: 'Entries', align: 'right', value: (run) => run.entriesWritten },
    { label: 'Days', align: 'right', value: (run) => run.daysGranted },
    { label: 'By', value: (run) => run.createdBy },
    {
      label: 'Actions',
      value: (run) =>
        run.status !== 'Running' && (
          <Button size="small" onClick={() => onAgain(run.id)} disabled={disabled}>
            Run again
          </Button>
        ),
    },
  ];
  return <DataTable label="Granter runs" columns={columns} rows={runs} rowKey={(run) => run.id} />;
}
