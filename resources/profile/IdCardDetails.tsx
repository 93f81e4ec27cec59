import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { showToast } from '../../src/app/toast/toastStore';
import { PROFILE_SCHEMAS } from '../../src/shared/profileSections';
import { fetchIdCard, saveIdCard } from './profileApi';
import { SectionForm } from './SectionForm';
import type { SectionFormApi } from './sectionFormStore';

const schema = PROFILE_SCHEMAS.idCard;
const FIELDS = Object.keys(schema.properties);
const valuesOf = (answer: Record<string, unknown>) => Object.fromEntries(FIELDS.filter((name) => answer[name] != null).map((name) => [name, answer[name]]));

/**
 * The ID card details (schemas/profile/idCard.json) under the HR Information tab: HR of the organisation
 * changes them through `update-idCardByHr`; the employee reads their own, read-only (the server answers
 * `editable` empty to them). The ID-card PDF of the top bar prints them.
 */
export function IdCardDetails({ empId }: { empId: string }) {
  const api = useMemo<SectionFormApi>(
    () => ({
      read: async () => {
        const answer = await fetchIdCard(empId);
        return { values: valuesOf(answer), editable: answer.editable };
      },
      save: async (changes) => {
        const saved = await saveIdCard(empId, changes);
        return { answer: { values: valuesOf(saved.data) }, message: saved.message ?? 'Saved' };
      },
      notify: showToast,
    }),
    [empId],
  );
  return (
    <Box component="section" aria-labelledby="id-card-heading" sx={{ mt: 3 }}>
      <Typography id="id-card-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {schema.title}
      </Typography>
      <SectionForm key={empId} api={api} schema={schema} idPrefix="idCard" submitText="Save ID Card Details" loading={<Skeleton variant="rounded" height={120} />} />
    </Box>
  );
}
