import { useState } from 'react';
import { Box } from '@mui/material';
import { CountTabs } from '../../widgets/CountTabs';
import { PageHeader } from '../../widgets/PageHeader';
import { ATTENDANCE_REPORT_COLUMNS, ONSITE_REPORT_COLUMNS, ONSITE_REPORT_SOURCE, REGULARIZATION_REPORT_SOURCE } from './reportColumns';
import { ReportPanel } from './ReportPanel';

type ReportTab = 'regularization' | 'attendance';

/** /attendance/report: the Regularization Report and the (onsite) Attendance Report of the caller's team, or the organisation for HR. */
export function AttendanceReportPage() {
  const [tab, setTab] = useState<ReportTab>('regularization');
  return (
    <Box>
      <PageHeader title="Reports" />
      <CountTabs<ReportTab>
        label="Reports"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'regularization', label: 'Regularization Report' },
          { value: 'attendance', label: 'Attendance Report' },
        ]}
      />
      {tab === 'regularization' ? (
        <ReportPanel
          key="regularization"
          title="Regularization Report"
          source={REGULARIZATION_REPORT_SOURCE}
          columns={ATTENDANCE_REPORT_COLUMNS}
          rowKey={(row, index) => `${row.empId}-${row.attendanceDate}-${index}`}
        />
      ) : (
        <ReportPanel
          key="attendance"
          title="Attendance Report"
          source={ONSITE_REPORT_SOURCE}
          columns={ONSITE_REPORT_COLUMNS}
          rowKey={(row, index) => `${row.empId}-${row.date}-${index}`}
        />
      )}
    </Box>
  );
}

export default AttendanceReportPage;
