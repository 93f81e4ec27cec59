import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RJSFSchema } from '@rjsf/utils';
import { HttpError } from 'react-admin';
import { showToast } from '../../src/app/toast/toastStore';
import { PROFILE_SCHEMAS } from '../../src/shared/profileSections';
import type { FieldError } from '../../src/shared/validationMessages';
import { SchemaForm } from '../../widgets/SchemaForm';
import { fetchIdCard, saveIdCard } from './profileApi';
import { changedFields, sectionFormSchema, sectionUiSchema } from './profileForm';

const schema = PROFILE_SCHEMAS.idCard;
const FIELDS = Object.keys(schema.properties);
const valuesOf = (answer: Record<string, unknown>) => Object.fromEntries(FIELDS.filter((name) => answer[name] != null).map((name) => [name, answer[name]]));

/**
 * The ID card details (schemas/profile/idCard.json) under the HR Information tab: HR of the organisation
 * changes them through `update-idCardByHr`; the employee reads their own, read-only (the server answers
 * `editable` empty to them). The ID-card PDF of the top bar prints them.
 */
export function IdCardDetails({ empId }: { empId: string }) {
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [editable, setEditable] = useState<string[]>([]);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);

  const load = useCallback(async () => {
    setValues(null);
    setFailed(null);
    try {
      const answer = await fetchIdCard(empId);
      setEditable(answer.editable);
      setValues(valuesOf(answer));
      setData(valuesOf(answer));
    } catch (error) {
      setFailed(error instanceof HttpError ? error.message : 'Something went wrong!');
    }
  }, [empId]);
  useEffect(() => void load(), [load]);

  const formSchema = useMemo(() => sectionFormSchema(schema, editable), [editable]);
  const uiSchema = useMemo(() => sectionUiSchema(schema), []);

  const submit = async (formData: Record<string, unknown>) => {
    if (!values) return;
    const changes = changedFields(values, formData, editable);
    if (Object.keys(changes).length === 0) {
      showToast('Nothing to save', 'info');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveIdCard(empId, changes);
      setValues(valuesOf(saved.data));
      setData(valuesOf(saved.data));
      setFieldErrors([]);
      showToast(saved.message ?? 'Saved', 'success');
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { fields?: FieldError[] } | null)?.fields : undefined;
      setFieldErrors(fields ?? []);
      throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="id-card-heading" sx={{ mt: 3 }}>
      <Typography id="id-card-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {schema.title}
      </Typography>
      {failed ? (
        <Alert severity="error">{failed}</Alert>
      ) : values === null ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <SchemaForm
          key={empId}
          idPrefix="idCard"
          schema={formSchema as RJSFSchema}
          uiSchema={uiSchema}
          formData={data}
          onChange={(event) => setData((event.formData as Record<string, unknown>) ?? {})}
          submitting={saving}
          extraErrors={fieldErrors}
          submitText="Save ID Card Details"
          hideSubmit={editable.length === 0}
          onSubmit={(formData) => submit(formData as Record<string, unknown>)}
        />
      )}
    </Box>
  );
}
