import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { format } from 'date-fns';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { CountTabs } from '../../widgets/CountTabs';
import { ImportErrorGrid } from '../../widgets/ImportErrorGrid';
import { PageHeader } from '../../widgets/PageHeader';
import { SheetFileChooser } from '../../widgets/SheetFileChooser';
import { ReportPanel } from '../attendanceReport/ReportPanel';
import { ONSITE_REPORT_COLUMNS, ONSITE_REPORT_SOURCE } from '../attendanceReport/reportColumns';
import { onsiteProcessApi } from './onsiteProcessApi';
import { createOnsiteProcessStore, type UploadType } from './onsiteProcessStore';
import { OnsiteOverridePanel } from './OnsiteOverridePanel';

type ProcessTab = 'process' | 'override' | 'report';

function ProcessPanel() {
  const view = usePageStore(
    () => createOnsiteProcessStore(onsiteProcessApi),
    async () => undefined,
  );
  const { actions } = view;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          noValidate
          aria-label="Onsite attendance process"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.submit();
          }}
        >
          <RadioGroup row aria-label="Upload type" value={view.uploadType} onChange={(event) => actions.setUploadType(event.target.value as UploadType)}>
            <FormControlLabel value="daywise" control={<Radio />} label="Daywise" />
            <FormControlLabel value="bulkUpload" control={<Radio />} label="Bulk Upload" />
          </RadioGroup>
          {view.uploadType === 'daywise' ? (
            <TextField
              size="small"
              type="date"
              label="Date"
              required
              value={view.date}
              onChange={(event) => actions.setDate(event.target.value)}
              error={Boolean(view.error)}
              helperText={view.error ?? ' '}
              sx={{ maxWidth: 240 }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: format(new Date(), 'yyyy-MM-dd') },
              }}
            />
          ) : (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <SheetFileChooser formats={['csv']} file={view.file} choose={actions.choose} label="Onsite attendance CSV file" disabled={view.busy} />
                <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.downloadSample()}>
                  Sample File
                </Button>
              </Stack>
              {view.error ? (
                <Typography role="alert" color="error" variant="body2">
                  {view.error}
                </Typography>
              ) : null}
            </Stack>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={view.busy}>
              {view.uploadType === 'daywise' ? 'Process' : 'Upload'}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {view.refusal ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Alert severity="error" action={<Button onClick={actions.downloadErrors}>Download error file</Button>}>
              {view.refusal.message}
            </Alert>
            <ImportErrorGrid columns={view.refusal.columns} rows={view.refusal.rows} total={view.refusal.errorCount} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /adminAttendance/onsiteAttendanceProcess: HR's day-wise processing and bulk CSV upload, the override of approvers' decisions, and the onsite Attendance Report. */
export function OnsiteAttendanceProcessPage() {
  const [tab, setTab] = useState<ProcessTab>('process');
  return (
    <Box>
      <PageHeader title="Onsite Attendance Process" />
      <CountTabs<ProcessTab>
        label="Onsite attendance"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'process', label: 'Onsite Attendance Process' },
          { value: 'override', label: 'Override Decisions' },
          { value: 'report', label: 'Attendance Report' },
        ]}
      />
      {tab === 'process' ? (
        <ProcessPanel />
      ) : tab === 'override' ? (
        <OnsiteOverridePanel />
      ) : (
        <ReportPanel
          title="Attendance Report"
          source={ONSITE_REPORT_SOURCE}
          columns={ONSITE_REPORT_COLUMNS}
          rowKey={(row, index) => `${row.empId}-${row.date}-${index}`}
        />
      )}
    </Box>
  );
}

export default OnsiteAttendanceProcessPage;
