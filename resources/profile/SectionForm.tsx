import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { RJSFSchema } from '@rjsf/utils';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import type { ProfileSchema } from '../../src/shared/profileSections';
import { SchemaForm } from '../../widgets/SchemaForm';
import { sectionFormSchema, sectionUiSchema } from './profileForm';
import { createSectionFormStore, type SectionFormApi } from './sectionFormStore';

/**
 * A section's schema form over its store (sectionFormStore.ts): the fields the caller may not change
 * read-only, no Save when there is none. Give it a `key` per section and employee: a new one reads anew.
 */
export function SectionForm(props: { api: SectionFormApi; schema: ProfileSchema; submitText: string; loading: ReactNode; readOnlyNote?: string; idPrefix?: string }) {
  const { api, schema, submitText, loading, readOnlyNote, idPrefix } = props;
  const view = usePageStore(() => createSectionFormStore(api), (store) => store.load());
  const { answer } = view;
  const formSchema = useMemo(() => (answer ? sectionFormSchema(schema, answer.editable, answer.options, answer.values) : null), [answer, schema]);
  const uiSchema = useMemo(() => sectionUiSchema(schema), [schema]);
  if (view.failed) return <Alert severity="error">{view.failed}</Alert>;
  if (!answer || !formSchema) return <>{loading}</>;
  const readOnly = answer.editable.length === 0;
  return (
    <>
      {readOnly && readOnlyNote ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnlyNote}
        </Alert>
      ) : null}
      <SchemaForm
        idPrefix={idPrefix}
        schema={formSchema as RJSFSchema}
        uiSchema={uiSchema}
        formData={view.data}
        onChange={(event) => view.actions.change((event.formData as Record<string, unknown>) ?? {})}
        submitting={view.saving}
        extraErrors={view.fieldErrors}
        submitText={submitText}
        hideSubmit={readOnly}
        onSubmit={(formData) => view.actions.submit(formData as Record<string, unknown>)}
      />
    </>
  );
}
