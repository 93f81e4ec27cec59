import { useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { eventsApi } from './eventsApi';
import type { Celebration } from './types';

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const names = (rows: Celebration[], withDate: boolean) => rows.map((row) => `${row.name}${withDate ? ` (${dayMonth(row.date)})` : ''}${row.years ? `, ${row.years} yr` : ''}`).join('; ');

/** The dashboard's card: today's and this week's birthdays and work anniversaries. */
export function CelebrationsCard() {
  const [data, setData] = useState<Awaited<ReturnType<typeof eventsApi.celebrations>> | null>(null);
  useEffect(() => {
    eventsApi.celebrations().then(setData, () => undefined);
  }, []);
  const line = (label: string, rows: Celebration[] | undefined, withDate: boolean) => (
    <Typography variant="body2">
      <strong>{label}:</strong> {rows?.length ? names(rows, withDate) : 'None'}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby="celebrations-card-title" variant="outlined">
      <CardContent>
        <Typography id="celebrations-card-title" variant="h6" component="h2" gutterBottom>
          Celebrations
        </Typography>
        {line("Today's birthdays", data?.today.birthdays, false)}
        {line("Today's work anniversaries", data?.today.anniversaries, false)}
        {line('Birthdays this week', data?.week.birthdays, true)}
        {line('Work anniversaries this week', data?.week.anniversaries, true)}
      </CardContent>
    </Card>
  );
}
