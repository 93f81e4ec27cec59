import { Suspense } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import DashboardCardView from './DashboardCardView';
import TodayAttendance from '../attendance/TodayAttendance';
import { useDashboard } from './useDashboard';
import { useUpcomingHolidays } from './useUpcomingHolidays';
import { usePendingApprovals } from './usePendingApprovals';
import { PageHeader } from '../../../widgets/PageHeader';
import { useLoginDetails } from '../auth/useLoginDetails';
import { lazyPage } from '../routes/lazyPage';

/** The caller's recognitions (issue 23 §2), loaded with its page's code. */
const RecognitionCard = lazyPage(() => import('../../../resources/recognized/RecognitionCard').then((module) => ({ default: module.RecognitionCard })));
/** Today's and this week's birthdays and work anniversaries (issue 23 §1). */
const CelebrationsCard = lazyPage(() => import('../../../resources/events/CelebrationsCard').then((module) => ({ default: module.CelebrationsCard })));

/** The landing page after sign-in: greeting, organisation and role, and the three summary cards. */
export default function Dashboard() {
  const approvals = usePendingApprovals();
  const dashboard = useDashboard({ holidays: useUpcomingHolidays(), approvals });
  const empId = useLoginDetails()?.userDetails?.empId;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={dashboard.greeting}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {dashboard.organization ? <Chip label={dashboard.organization} color="primary" variant="outlined" aria-label={`Organisation ${dashboard.organization}`} /> : null}
            {dashboard.role ? <Chip label={dashboard.role} color="secondary" variant="outlined" aria-label={`Role ${dashboard.role}`} /> : null}
            {dashboard.designation ? <Chip label={dashboard.designation} variant="outlined" /> : null}
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {dashboard.cards.map((card) => (
          card.id === 'attendance' ? <TodayAttendance key={card.id} /> : <DashboardCardView key={card.id} card={card} />
        ))}
      </Box>
      {empId ? (
        <Suspense fallback={null}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <CelebrationsCard />
            <RecognitionCard empId={empId} />
          </Box>
        </Suspense>
      ) : null}
    </Stack>
  );
}
