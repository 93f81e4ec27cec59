import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { GranterRun } from './types';

const COLOR = { Running: 'info', Done: 'success', Failed: 'error' } as const;

/** The runs, newest first; a finished run may be run again (it writes only what is still missing). */
export function GranterRuns({ runs, onAgain, disabled }: { runs: GranterRun[]; onAgain(id: number): void; disabled: boolean }) {
  if (!runs.length) return <Typography color="text.secondary">No runs yet.</Typography>;
  return (
    <Table size="small" aria-label="Granter runs">
      <TableHead>
        <TableRow>
          <TableCell>Period</TableCell>
          <TableCell>Types</TableCell>
          <TableCell>Employees</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Entries</TableCell>
          <TableCell align="right">Days</TableCell>
          <TableCell>By</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{run.period}</TableCell>
            <TableCell>{run.leaveTypes.join(', ')}</TableCell>
            <TableCell>{run.selectedEmployees ?? 'All'}</TableCell>
            <TableCell>
              <Chip size="small" label={run.status} color={COLOR[run.status]} />
            </TableCell>
            <TableCell align="right">{run.entriesWritten}</TableCell>
            <TableCell align="right">{run.daysGranted}</TableCell>
            <TableCell>{run.createdBy}</TableCell>
            <TableCell>
              {run.status !== 'Running' && (
                <Button size="small" onClick={() => onAgain(run.id)} disabled={disabled}>
                  Run again
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
