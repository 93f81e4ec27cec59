import { useState } from 'react';
import { Box, Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { format } from 'date-fns';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { CountTabs } from '../../widgets/CountTabs';
import { ImportProgress } from '../../widgets/ImportProgress';
import { PageHeader } from '../../widgets/PageHeader';
import { SheetFileChooser } from '../../widgets/SheetFileChooser';
import { useSheetImport } from '../../widgets/sheetImport/useSheetImport';
import { ReportPanel } from '../attendanceReport/ReportPanel';
import { ONSITE_REPORT_COLUMNS, ONSITE_REPORT_SOURCE } from '../attendanceReport/reportColumns';
import { onsiteProcessApi } from './onsiteProcessApi';
import { createOnsiteProcessStore, onsiteBulkUpload, type UploadType } from './onsiteProcessStore';
import { OnsiteOverridePanel } from './OnsiteOverridePanel';

type ProcessTab = 'process' | 'override' | 'report';

function ProcessPanel() {
  const view = usePageStore(
    () => createOnsiteProcessStore(onsiteProcessApi),
    async () => undefined,
  );
  const { actions } = view;
  // A bulk upload found running after a reload shows the Bulk Upload form with its progress.
  const upload = useSheetImport(onsiteBulkUpload(onsiteProcessApi, () => actions.setUploadType('bulkUpload')));
  const busy = view.busy || upload.step !== 'idle';
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
            void (view.uploadType === 'daywise' ? actions.submit() : upload.actions.upload());
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
                <SheetFileChooser formats={['csv']} file={upload.file} choose={upload.actions.choose} label="Onsite attendance CSV file" disabled={busy} />
                <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.downloadSample()}>
                  Sample File
                </Button>
              </Stack>
              {upload.problem ? (
                <Typography role="alert" color="error" variant="body2">
                  {upload.problem}
                </Typography>
              ) : null}
            </Stack>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {view.uploadType === 'daywise' ? 'Process' : 'Upload'}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {upload.step !== 'idle' || upload.refusal ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <ImportProgress
              step={upload.step}
              progress={upload.progress}
              status={upload.status}
              label="Upload progress"
              refusal={upload.refusal}
              onDownloadErrors={() => void upload.actions.downloadErrors()}
            />
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
