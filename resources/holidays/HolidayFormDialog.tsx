import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { IChangeEvent } from '@rjsf/core';
import { HttpError } from 'react-admin';
import { SchemaForm } from '../../widgets/SchemaForm';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import { showToast } from '../../src/app/toast/toastStore';
import { addHoliday, updateHoliday } from './holidaysApi';
import { formDataOf, holidayFormSchema, holidayFormUiSchema, payloadOf, type HolidayFormData } from './holidayForm';

export interface HolidayFormDialogProps {
  /** The holiday being edited, 'new' to add one, null when closed. */
  editing: HolidayRecord | 'new' | null;
  states: readonly string[];
  locations: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add Holiday / Edit Holiday: spec 002 §3 fields; the server's messages under their fields. */
export function HolidayFormDialog({ editing, states, locations, onClose, onSaved }: HolidayFormDialogProps) {
  const current = editing === 'new' ? null : editing;
  const [data, setData] = useState<HolidayFormData>(() => formDataOf(current));
  const [opened, setOpened] = useState(editing);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ field: string; message: string }[]>([]);
  if (opened !== editing) {
    // A new holiday (or none) opens a fresh form.
    setOpened(editing);
    setData(formDataOf(current));
    setFieldErrors([]);
  }

  const submit = async (formData: HolidayFormData) => {
    setSaving(true);
    try {
      const body = payloadOf(formData, current);
      if (current) await updateHoliday(current.id, body);
      else await addHoliday(body);
      showToast(current ? 'Holiday updated successfully' : 'Holiday added successfully', 'success');
      onSaved();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { fields?: { field: string; message: string }[] } | null)?.fields : undefined;
      setFieldErrors(fields ?? []);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={editing !== null} onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="holiday-form-title">
      <DialogTitle id="holiday-form-title">{current ? 'Edit Holiday' : 'Add Holiday'}</DialogTitle>
      <DialogContent dividers>
        <SchemaForm<HolidayFormData>
          schema={holidayFormSchema(states, locations, data, current)}
          uiSchema={holidayFormUiSchema(current)}
          formData={data}
          onChange={(event: IChangeEvent<HolidayFormData>) => setData(event.formData ?? {})}
          submitting={saving}
          extraErrors={fieldErrors}
          onSubmit={(formData) => submit(formData)}
        >
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </SchemaForm>
      </DialogContent>
    </Dialog>
  );
}
