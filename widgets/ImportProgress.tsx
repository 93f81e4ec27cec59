import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { ImportErrorGrid, type ImportErrorRow } from './ImportErrorGrid';

/** Where an import stands in the browser: nothing running, the file being sent and checked, or its job writing. */
export type ImportStep = 'idle' | 'sending' | 'importing';

/** A refused file as the page shows it: the server's message, and each wrong row as typed (the sheet's columns). */
export interface ImportRefusalView {
  message: string;
  columns: readonly string[];
  rows: readonly ImportErrorRow[];
  /** How many rows had errors, when more than `rows` are listed. */
  total?: number;
}

export interface ImportProgressProps {
  step: ImportStep;
  /** The job's progress, 0–100, and its message (GET /api/jobs/:id), while it writes. */
  progress: number;
  status: string | null;
  /** The progress bar's accessible name. */
  label?: string;
  /** A problem before or after the job (wrong file, a failed job). */
  problem?: string | null;
  /** What a finished job wrote. */
  done?: string | null;
  refusal?: ImportRefusalView | null;
  /** Offered beside a refusal that lists rows. */
  onDownloadErrors?: () => void;
}

/**
 * What every import shows below its file chooser (docs/heavy-work.md, imports validate first): the
 * check and then the background job's progress (followed across reloads by the page's
 * useBackgroundJob), a problem, the success, or the refusal with its error grid and error file.
 */
export function ImportProgress({ step, progress, status, label = 'Import progress', problem, done, refusal, onDownloadErrors }: ImportProgressProps) {
  return (
    <>
      {step !== 'idle' ? (
        <Box>
          <LinearProgress variant={step === 'importing' ? 'determinate' : 'indeterminate'} value={progress} aria-label={label} />
          <Typography variant="caption" color="text.secondary">
            {step === 'sending' ? 'Checking every row...' : `${status ?? 'Importing'}... ${progress}%`}
          </Typography>
        </Box>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {done ? <Alert severity="success">{done}</Alert> : null}
      {refusal ? (
        <>
          <Alert
            severity="error"
            action={
              onDownloadErrors && refusal.rows.length > 0 ? (
                <Button color="inherit" size="small" onClick={onDownloadErrors}>
                  Download error file
                </Button>
              ) : undefined
            }
          >
            {refusal.message}
          </Alert>
          {refusal.rows.length > 0 ? <ImportErrorGrid columns={refusal.columns} total={refusal.total} rows={refusal.rows} /> : null}
        </>
      ) : null}
    </>
  );
}
