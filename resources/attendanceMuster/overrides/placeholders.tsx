import { Button, Typography } from '@mui/material';

/** What every override piece takes: the muster reloads its rows when a piece changed something. */
export interface MusterChangeProps {
  onChanged?: () => void;
}

export function BulkOverrideTab(_props: MusterChangeProps) {
  return <Typography color="text.secondary">Bulk Override comes with the overrides work.</Typography>;
}

export function OverrideHistoryTab(_props: MusterChangeProps) {
  return <Typography color="text.secondary">Override History comes with the overrides work.</Typography>;
}

export function AddLopButton(_props: MusterChangeProps) {
  return (
    <Button variant="outlined" disabled>
      Add LOP
    </Button>
  );
}

export function MusterImportButtons(_props: MusterChangeProps) {
  return (
    <>
      <Button variant="outlined" disabled>
        Sample Excel
      </Button>
      <Button variant="outlined" disabled>
        Import
      </Button>
    </>
  );
}
