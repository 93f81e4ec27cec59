import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCreate, useDataProvider, useGetOne, useRefresh, useUpdate } from 'react-admin';
import type { FieldError } from '../../shared/validationMessages';
import { LOOKUP_CONTEXT_KEY, type LookupFormContext } from '../../../widgets/lookupContext';
import { UPLOAD_CONTEXT_KEY, type UploadFormContext } from '../../../widgets/uploadContext';
import { showToast } from '../toast/toastStore';
import { fetchLookup } from './fetchLookup';
import { formDataOf, formSchema, formUiSchema, liveFormData, successMessage, updatedRecord } from './masterSchemaView';
import { recordChanged } from './recordChanges';
import type { MasterSchemaEntry, MasterRecord } from './types';
import { uploadTransport } from './uploadTransport';

type FormData = Record<string, unknown>;

interface HttpFailure {
  status?: number;
  message?: string;
  body?: { message?: string; fields?: FieldError[] } | null;
}

/** How a failed save shows: a 400's fields under the fields, any other message above the form. */
export function saveFailure(error: unknown): { fieldErrors: FieldError[]; formError: string | null } {
  const failure = (error ?? {}) as HttpFailure;
  const fields = failure.body?.fields;
  if (failure.status === 400 && Array.isArray(fields) && fields.length > 0) return { fieldErrors: fields, formError: null };
  const message = failure.body?.message ?? failure.message ?? null;
  return { fieldErrors: [], formError: message };
}

/**
 * The edit dialog's record. The form must start from what the server holds now (its version is what
 * PUT is checked against), so it is ready only when a fetch has finished, not on cached data.
 */
export function useMasterRecord(definition: MasterSchemaEntry, id: number | undefined) {
  const { data, isPending, isFetching, error } = useGetOne<MasterRecord>(
    definition.name,
    { id: id as number },
    { enabled: id !== undefined, refetchOnMount: 'always', refetchOnWindowFocus: false, retry: false },
  );
  return { record: data, ready: id === undefined || (!isPending && !isFetching && data !== undefined), failed: Boolean(error) };
}

/**
 * Add or edit one master row with the form the schema describes. Saves are pessimistic: the dialog
 * waits for the server, keeps what was typed on failure, and shows the server's field errors.
 */
export function useMasterForm(definition: MasterSchemaEntry, record: MasterRecord | undefined, onSaved: () => void) {
  const { name, schema } = definition;
  const title = schema.title;
  const editing = record !== undefined;
  // The record as the server holds it now: an upload (a logo) stores a file at once and may move its version on.
  const [current, setCurrent] = useState<MasterRecord | undefined>(record);
  const jsonSchema = useMemo(() => formSchema(schema, editing), [schema, editing]);
  // The normalised schema is JSON Schema; only its TypeScript type is looser than RJSF's.
  const rjsfSchema = jsonSchema as RJSFSchema;
  const uiSchema = useMemo(() => formUiSchema(jsonSchema) as UiSchema, [jsonSchema]);
  const [formData, setFormData] = useState<FormData>(() => formDataOf(schema, record));
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate<MasterRecord>();
  const [update, { isPending: updating }] = useUpdate<MasterRecord>();

  const change = useCallback((data: FormData | undefined) => setFormData(liveFormData(schema, data ?? {})), [schema]);

  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const uploaded = useRef(false);
  const onUploaded = useCallback(
    async (property: string, value: string) => {
      if (!current) return;
      uploaded.current = true;
      const stored = { ...current, [property]: value };
      setCurrent(stored);
      try {
        // Re-read for what else the upload changed (version, updatedAt), so Update is not refused as stale.
        const { data } = await dataProvider.getOne<MasterRecord>(name, { id: current.id });
        setCurrent(data);
        recordChanged(name, data);
      } catch {
        recordChanged(name, stored);
      }
    },
    [current, dataProvider, name],
  );
  // The list holds the record as it was; closing the dialog after an upload reads it again.
  useEffect(
    () => () => {
      if (uploaded.current) refresh();
    },
    [refresh],
  );
  const formContext = useMemo(
    () => ({
      [UPLOAD_CONTEXT_KEY]: { transport: uploadTransport, record: current, onUploaded: (p, v) => void onUploaded(p, v) } satisfies UploadFormContext,
      [LOOKUP_CONTEXT_KEY]: { fetch: fetchLookup, formData } satisfies LookupFormContext,
    }),
    [current, formData, onUploaded],
  );

  const submit = useCallback(
    async (data: FormData) => {
      setFieldErrors([]);
      setFormError(null);
      try {
        if (current) {
          const saved = await update(
            name,
            { id: current.id, data: updatedRecord(schema, current, data), previousData: current },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          showToast(successMessage(schema, 'update'), 'success');
          if (saved) recordChanged(name, saved);
        } else {
          const saved = await create(name, { data }, { returnPromise: true });
          showToast(successMessage(schema, 'create'), 'success');
          if (saved) recordChanged(name, saved);
        }
        onSaved();
      } catch (error) {
        // httpClient has toasted the message (spec 000 §8); the form shows where it applies.
        const failure = saveFailure(error);
        setFieldErrors(failure.fieldErrors);
        setFormError(failure.formError);
      }
    },
    [create, current, name, onSaved, schema, update],
  );

  return {
    title,
    editing,
    heading: `${editing ? 'Edit' : 'Add'} ${title}`,
    schema: rjsfSchema,
    uiSchema,
    formContext,
    formData,
    change,
    submit,
    saving: creating || updating,
    fieldErrors,
    formError,
  };
}
