import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { HttpError } from 'react-admin';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { showToast } from '../../src/app/toast/toastStore';
import { PROFILE_SCHEMAS, PROFILE_SECTIONS, type ProfileSectionName } from '../../src/shared/profileSections';
import type { FieldError } from '../../src/shared/validationMessages';
import { PageHeader } from '../../widgets/PageHeader';
import { SchemaForm } from '../../widgets/SchemaForm';
import { fetchSection, saveSection, type SectionAnswer } from './profileApi';
import { changedFields, sectionFormSchema, sectionUiSchema } from './profileForm';
import { ProfileImages } from './ProfileImages';
import { OtherDocuments } from './OtherDocuments';
import { IdCardDetails } from './IdCardDetails';
import { ProfileSubmit } from './ProfileSubmit';
import { RecognitionCard } from '../recognized/RecognitionCard';

const sectionOfPath = (pathname: string): ProfileSectionName =>
  PROFILE_SECTIONS.find((section) => pathname.startsWith(`/${section}`)) ?? 'basicDetails';

/**
 * The profile (spec 002 §2 'Employee profile'): one tab per section, each section's form rendered from
 * its schema, the fields the caller may not change read-only. `?empId=EMP001` is HR's view of an
 * employee (the /hr/{id} calls); without it, the caller's own profile.
 */
export function ProfilePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const empId = params.get('empId')?.trim().toUpperCase() || undefined;
  const section = sectionOfPath(pathname);
  const ownEmpId = useLoginDetails()?.userDetails?.empId;
  const schema = PROFILE_SCHEMAS[section];
  const [answer, setAnswer] = useState<SectionAnswer | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);

  const load = useCallback(async () => {
    setAnswer(null);
    setFailed(null);
    setFieldErrors([]);
    if (section === 'otherDocuments') return;
    try {
      const read = await fetchSection(section, empId);
      setAnswer(read);
      setData(read.values);
    } catch (error) {
      setFailed(error instanceof HttpError ? error.message : 'Something went wrong!');
    }
  }, [section, empId]);
  useEffect(() => void load(), [load]);

  const formSchema = useMemo(() => (answer ? sectionFormSchema(schema, answer.editable) : null), [answer, schema]);
  const uiSchema = useMemo(() => sectionUiSchema(schema), [schema]);

  const submit = async (formData: Record<string, unknown>) => {
    if (!answer) return;
    const changes = changedFields(answer.values, formData, answer.editable);
    if (Object.keys(changes).length === 0) {
      showToast('Nothing to save', 'info');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSection(section, changes, empId);
      setAnswer(saved);
      setData(saved.values);
      setFieldErrors([]);
      showToast(`${schema.title} updated successfully`, 'success');
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { fields?: FieldError[] } | null)?.fields : undefined;
      setFieldErrors(fields ?? []);
      throw error;
    } finally {
      setSaving(false);
    }
  };

  const query = empId ? `?empId=${encodeURIComponent(empId)}` : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title={empId ? `Profile of ${empId}` : 'My Profile'} subtitle={schema.title} />
      <ProfileImages empId={empId} />
      <ProfileSubmit key={empId ?? ''} empId={empId} />
      <Tabs
        value={section}
        onChange={(_event, next: ProfileSectionName) => navigate(`/${next}${query}`)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Profile sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PROFILE_SECTIONS.map((name) => (
          <Tab key={name} value={name} label={PROFILE_SCHEMAS[name].title} />
        ))}
      </Tabs>
      {section === 'otherDocuments' ? (
        <OtherDocuments empId={empId} />
      ) : failed ? (
        <Alert severity="error">{failed}</Alert>
      ) : !answer || !formSchema ? (
        <LoadingPage />
      ) : (
        <>
          {answer.editable.length === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              HR keeps this section; it is shown read-only.
            </Alert>
          ) : null}
          <SchemaForm
            key={`${section}-${empId ?? ''}`}
            schema={formSchema as RJSFSchema}
            uiSchema={uiSchema}
            formData={data}
            onChange={(event: IChangeEvent) => setData((event.formData as Record<string, unknown>) ?? {})}
            submitting={saving}
            extraErrors={fieldErrors}
            submitText="Save"
            hideSubmit={answer.editable.length === 0}
            onSubmit={(formData) => submit(formData as Record<string, unknown>)}
          />
        </>
      )}
      {/* The ID card details are HR's, like HR Information: HR changes them here, the employee reads their own. */}
      {section === 'hrInformation' && (empId ?? ownEmpId) ? <IdCardDetails empId={(empId ?? ownEmpId)!} /> : null}
      {/* Issue 23 §2: a recognised employee sees it on their profile (and HR on theirs). */}
      {section === 'basicDetails' && (empId ?? ownEmpId) ? (
        <Box sx={{ mt: 2 }}>
          <RecognitionCard empId={(empId ?? ownEmpId)!} />
        </Box>
      ) : null}
    </Paper>
  );
}

export default ProfilePage;
