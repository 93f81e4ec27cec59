import { Box } from '@mui/material';
import { PageHeader } from '../../widgets/PageHeader';
import { MonthCloseCard } from './close';

/** adminAttendance/monthEndProcess: the month-end cockpit, the two decision tabs and the close (docs/month-end.md). */
export function MonthEndPage() {
  return (
    <Box>
      <PageHeader title="Month End Process" />
      <MonthCloseCard monthYear="" />
    </Box>
  );
}

export default MonthEndPage;
