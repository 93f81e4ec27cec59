import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import LoadingPage from '../../src/app/routes/LoadingPage';
import { showToast } from '../../src/app/toast/toastStore';
import { PROFILE_SCHEMAS, PROFILE_SECTIONS, type ProfileSectionName } from '../../src/shared/profileSections';
import { PageHeader } from '../../widgets/PageHeader';
import { fetchSection, saveSection } from './profileApi';
import { SectionForm } from './SectionForm';
import type { SectionFormApi } from './sectionFormStore';
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
  const api = useMemo<SectionFormApi>(
    () => ({
      read: () => fetchSection(section, empId),
      save: async (changes) => ({ answer: await saveSection(section, changes, empId), message: `${schema.title} updated successfully` }),
      notify: showToast,
    }),
    [section, empId, schema],
  );

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
      ) : (
        <SectionForm key={`${section}-${empId ?? ''}`} api={api} schema={schema} submitText="Save" loading={<LoadingPage />} readOnlyNote="HR keeps this section; it is shown read-only." />
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
