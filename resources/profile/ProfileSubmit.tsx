import { Alert, Box, Button, Typography } from '@mui/material';
import { format } from 'date-fns';
import { apiEnvelope, apiRequest } from '../../src/app/http/httpClient';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { showToast } from '../../src/app/toast/toastStore';
import { createProfileSubmitStore, type ProfileSubmitApi } from './profileSubmitStore';

const api: ProfileSubmitApi = {
  submit: async () => {
    const { data, message } = await apiEnvelope<{ submittedAt: string }>('/employee/updateProfileOverallSubmit', { method: 'POST', body: {} });
    return { submittedAt: data.submittedAt, message };
  },
  submittedAt: async (empId) => (await apiRequest<{ submittedAt: string | null }>(`/employee/getEmployeeProfile/hr/${encodeURIComponent(empId)}`)).submittedAt,
  notify: (message, severity) => void showToast(message, severity),
};

const submittedText = (iso: string) => `Submitted on ${format(new Date(iso), 'dd/MM/yyyy HH:mm')}`;

/** The profile's overall submit: the employee's Submit button on their own profile, or HR's line of when it was submitted. */
export function ProfileSubmit({ empId }: { empId?: string }) {
  const view = usePageStore(() => createProfileSubmitStore(api, empId), (store) => store.load());
  if (empId) {
    if (!view.loaded) return null;
    return (
      <Alert severity={view.submittedAt ? 'success' : 'info'} sx={{ mb: 2 }}>
        {view.submittedAt ? submittedText(view.submittedAt) : 'The employee has not submitted their profile yet.'}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
        {view.submittedAt ? submittedText(view.submittedAt) : 'When every section is complete, submit your profile to HR.'}
      </Typography>
      <Button variant="contained" disabled={view.submitting} onClick={() => void view.actions.submit()}>
        {view.submitting ? 'Submitting...' : 'Submit'}
      </Button>
    </Box>
  );
}
