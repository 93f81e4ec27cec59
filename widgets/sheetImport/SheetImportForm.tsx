import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { ImportProgress } from '../ImportProgress';
import { SheetFileChooser } from '../SheetFileChooser';
import type { SheetImportState } from './createSheetImportStore';

/** What the form draws of an import's state (useSheetImport's view). */
export type SheetImportView = Pick<SheetImportState<unknown>, 'file' | 'step' | 'progress' | 'status' | 'problem' | 'refusal' | 'done'>;

export interface SheetImportFormProps {
  state: SheetImportView;
  formats: readonly string[];
  /** The file input's accessible name. */
  fileLabel: string;
  choose(file: File | null): void;
  upload(): void;
  downloadSample(): void;
  /** Offered beside a refusal that lists rows. */
  downloadErrors?: () => void;
  sampleLabel?: string;
  uploadLabel?: string;
  /** The progress bar's accessible name. */
  progressLabel?: string;
  /** Upload waits for a file (else it says 'File is required'). */
  needsFile?: boolean;
  /** The page's own fields, between the sample and the file (the employee upload's operation). */
  children?: ReactNode;
}

/** An import page's row — the sample, the page's fields, the file and Upload — over ImportProgress: what a sheet import draws (docs/frontend.md "A sheet import"). */
export function SheetImportForm(props: SheetImportFormProps) {
  const { state, formats, fileLabel, choose, upload, downloadSample, downloadErrors, sampleLabel = 'Sample Excel', uploadLabel = 'Upload', progressLabel, needsFile, children } = props;
  const busy = state.step !== 'idle';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={downloadSample}>
          {sampleLabel}
        </Button>
        {children}
        <SheetFileChooser formats={formats} file={state.file} choose={choose} disabled={busy} label={fileLabel} />
        <Button variant="contained" disabled={busy || (needsFile && !state.file)} onClick={upload}>
          {uploadLabel}
        </Button>
      </Stack>
      <ImportProgress
        step={state.step}
        progress={state.progress}
        status={state.status}
        label={progressLabel}
        problem={state.problem}
        done={state.done}
        refusal={state.refusal}
        onDownloadErrors={downloadErrors}
      />
    </>
  );
}
