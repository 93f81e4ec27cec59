import { Accordion, AccordionDetails, AccordionSummary, Box, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { format, parseISO } from 'date-fns';
import { Fragment } from 'react';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { TRACKER_SCHEMAS } from '../../src/shared/attendanceReportRules';
import type { TrackerDateRow, TrackerMember } from '../../src/shared/trackerRecords';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { DepartmentChart, decimalHours } from '../../widgets/DepartmentChart';
import { PageHeader } from '../../widgets/PageHeader';
import { createEmployeeTrackerStore } from './employeeTrackerStore';
import { trackerApi } from './trackerApi';
import { DateRangeFields } from '../../widgets/DateRangeFields';

const DATE_COLUMNS: DataColumn<TrackerDateRow>[] = [
  {
    label: 'Date',
    rowHeader: true,
    value: (row) => format(parseISO(row.date), 'dd/MM/yyyy'),
  },
  { label: 'Status', value: (row) => row.status ?? '' },
  { label: 'In Punches', value: (row) => row.inPunchCount },
  { label: 'Out Punches', value: (row) => row.outPunchCount },
  { label: 'Total Hours', value: (row) => row.totalHrs },
  { label: 'Productive Hours', value: (row) => row.productiveHrs },
  { label: 'Break Hours', value: (row) => row.breakHrs },
];

/** /attendance/employeeTracker: the team's presence, punches and hours by department, member and date. */
export function EmployeeTrackerPage() {
  const view = usePageStore(
    () => createEmployeeTrackerStore(trackerApi),
    (store) => store.submit(),
  );
  const { actions, form, errors } = view;
  const memberColumns: DataColumn<TrackerMember>[] = [
    {
      label: 'Employee',
      rowHeader: true,
      value: (row) => `${row.empName} (${row.empId})`,
    },
    { label: 'Present Days', value: (row) => row.empPresentDayCount },
    { label: 'Regularized', value: (row) => row.empRegularizadCount },
    { label: 'Avg In Punches', value: (row) => row.empAvgInPunch },
    { label: 'Avg Out Punches', value: (row) => row.empAvgOutPunch },
    { label: 'Avg Login Hours', value: (row) => row.empAvgLoginHourse },
    { label: 'Productive Hours', value: (row) => row.empProductiveHousers },
    { label: 'Break Hours', value: (row) => row.empBreakHourse },
    {
      label: 'Dates',
      value: (row) => (
        <Button size="small" aria-expanded={view.member?.empId === row.empId} onClick={() => void actions.toggleMember(row.empId)}>
          {view.member?.empId === row.empId ? 'Hide dates' : `Dates of ${row.empId}`}
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader title="Employee Tracker" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          noValidate
          aria-label="Employee tracker filters"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            void actions.submit();
          }}
        >
          <TextField
            select
            size="small"
            label="Schema"
            required
            value={form.schema}
            onChange={(event) => actions.change('schema', event.target.value)}
            error={Boolean(errors.schema)}
            helperText={errors.schema ?? ' '}
            sx={{ minWidth: 160 }}
          >
            {TRACKER_SCHEMAS.map((schema) => (
              <MenuItem key={schema} value={schema}>
                {schema}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFields fromDate={form.fromDate} toDate={form.toDate} errors={errors} onChange={actions.change} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Submit
            </Button>
            <Button onClick={actions.reset}>Reset</Button>
          </Stack>
        </Stack>
      </Paper>
      {view.loading ? <Skeleton variant="rounded" height={240} /> : null}
      {view.departments && !view.loading ? (
        view.departments.length === 0 ? (
          <Typography sx={{ p: 2 }}>No Records Available</Typography>
        ) : (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <DepartmentChart
                title="Presence and productive hours by department"
                figures={view.departments.map((d) => ({
                  department: d.department,
                  present: d.totalEmployeePresentCount,
                  hours: decimalHours(d.totalProductiveHousers),
                }))}
              />
            </Paper>
            <Box>
              {view.departments.map((department) => (
                <Accordion key={department.department} disableGutters>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {department.department}
                      </Typography>
                      <Typography variant="body2">{`${department.overallEmployeeCount} employees · ${department.totalEmployeePresentCount} present days · ${department.totalEmployeeRegularizationCount} regularized`}</Typography>
                      <Typography variant="body2">{`Avg login ${department.avgLoginHourse} · productive ${department.totalProductiveHousers} · break ${department.totalBreakHousers} · punches in ${department.avgInPunchCount} / out ${department.avgOutPunchCount}`}</Typography>
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails>
                    <DataTable label={`${department.department} employees`} columns={memberColumns} rows={department.members} rowKey={(row) => row.empId} />
                    {department.members.map((member) =>
                      view.member?.empId === member.empId ? (
                        <Fragment key={member.empId}>
                          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>{`Dates of ${member.empName} (${member.empId})`}</Typography>
                          {view.member.rows ? (
                            <DataTable label={`Dates of ${member.empId}`} columns={DATE_COLUMNS} rows={view.member.rows} rowKey={(row) => row.date} />
                          ) : (
                            <Skeleton variant="rounded" height={120} />
                          )}
                        </Fragment>
                      ) : null,
                    )}
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          </Stack>
        )
      ) : null}
    </Box>
  );
}

export default EmployeeTrackerPage;
