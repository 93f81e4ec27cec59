import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { format } from 'date-fns';
import { showToast } from '../../src/app/toast/toastStore';
import { DataTable } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { eventsApi } from './eventsApi';
import type { Celebration } from './types';

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** /colleagueBirthday and /workAnniversary: the month's, from the employees' own dates; on Birthdays, the caller's hide-my-birthday choice. */
function CelebrationsPage({ kind }: { kind: 'birthdays' | 'anniversaries' }) {
  const [month, setMonth] = useState(() => format(new Date(), 'yyyy-MM'));
  const [rows, setRows] = useState<Celebration[]>([]);
  const [hidden, setHidden] = useState<boolean | null>(null);
  useEffect(() => {
    (kind === 'birthdays' ? eventsApi.birthdays(month) : eventsApi.anniversaries(month)).then(setRows, () => setRows([]));
  }, [kind, month]);
  useEffect(() => {
    if (kind === 'birthdays') eventsApi.birthdayPreference().then((answer) => setHidden(answer.hideBirthday), () => undefined);
  }, [kind]);
  const toggle = async (hide: boolean) => {
    try {
      showToast(await eventsApi.setBirthdayPreference(hide), 'success');
      setHidden(hide);
      setRows(await eventsApi.birthdays(month));
    } catch {
      // Toasted.
    }
  };
  const columns = [
    { label: 'Date', value: (row: Celebration) => dayMonth(row.date) },
    { label: 'Employee', value: (row: Celebration) => `${row.name} (${row.empId})` },
    { label: 'Department', value: (row: Celebration) => row.department },
    ...(kind === 'anniversaries' ? [{ label: 'Years', value: (row: Celebration) => String(row.years ?? '') }] : []),
  ];
  const title = kind === 'birthdays' ? 'Colleague Birthdays' : 'Work Anniversaries';
  return (
    <Stack spacing={2}>
      <PageHeader title={title}>
        <TextField label="Month" type="month" size="small" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </PageHeader>
      {kind === 'birthdays' && hidden !== null ? (
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => void toggle(event.target.checked)} />} label="Hide my birthday from colleagues" />
      ) : null}
      <DataTable label={title} columns={columns} rows={rows} rowKey={(row) => `${row.empId}-${row.date}`} emptyText="No data available" />
    </Stack>
  );
}

export const BirthdaysPage = () => <CelebrationsPage kind="birthdays" />;
export const AnniversariesPage = () => <CelebrationsPage kind="anniversaries" />;
