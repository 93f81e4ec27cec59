import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SchemaForm } from '../../../widgets/SchemaForm';
import LoadingPage from '../routes/LoadingPage';
import type { MasterSchemaEntry, MasterRecord } from './types';
import { useMasterForm, useMasterRecord } from './useMasterForm';

export interface MasterFormDialogProps {
  definition: MasterSchemaEntry;
  /** Edit this row; without it the dialog adds one. */
  id?: number;
  /** Show the row without letting it be changed (a role that may view but not edit, a read-only master). */
  viewOnly?: boolean;
  onClose: () => void;
}

/** Add or edit a master row in a dialog; the form is the schema's, rendered by RJSF. */
export function MasterFormDialog({ definition, id, viewOnly = false, onClose }: MasterFormDialogProps) {
  const { record, ready, failed } = useMasterRecord(definition, id);
  const title = definition.schema.title;
  const heading = `${id === undefined ? 'Add' : viewOnly ? 'View' : 'Edit'} ${title}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="master-form-title">
      <DialogTitle id="master-form-title" sx={{ pr: 6 }}>
        {heading}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">This {title} could not be loaded.</Alert>
        ) : !ready ? (
          <LoadingPage />
        ) : (
          // Mounted once the record is here: the form starts from what the server holds.
          <MasterFormBody key={record?.id ?? 'new'} definition={definition} record={record} viewOnly={viewOnly} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MasterFormBody({ definition, record, viewOnly, onClose }: { definition: MasterSchemaEntry; record?: MasterRecord; viewOnly: boolean; onClose: () => void }) {
  const form = useMasterForm(definition, record, onClose);
  return (
    <>
      {form.formError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {form.formError}
        </Alert>
      ) : null}
      <SchemaForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        formContext={form.formContext}
        formData={form.formData}
        onChange={(event) => form.change(event.formData as Record<string, unknown> | undefined)}
        onSubmit={form.submit}
        submitting={form.saving}
        extraErrors={form.fieldErrors}
        disabled={viewOnly}
        hideSubmit={viewOnly}
      >
        <Button onClick={onClose} disabled={form.saving}>
          {viewOnly ? 'Close' : 'Cancel'}
        </Button>
      </SchemaForm>
    </>
  );
}

export default MasterFormDialog;
