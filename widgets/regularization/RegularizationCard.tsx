import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionActions, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { AppliedRegularization, RegularizationRecord } from '../../src/shared/regularizationRecord';
import { WORK_TYPE_LABELS } from '../../src/shared/regularizationRules';
import { displayDate } from './displayDate';

/** The fields of a regularization record (the API contract) the card shows. */
export type RegularizationCardRecord = Pick<
  RegularizationRecord,
  'regularizationCode' | 'empId' | 'employeeName' | 'appliedDate' | 'status' | 'noOfDays' | 'regularizationDates' | 'remarks' | 'employeeRemark'
> &
  Partial<Pick<RegularizationRecord, 'approverName'>> & {
    appliedRegularizations: Pick<AppliedRegularization, 'attendanceDate' | 'regularizationStatus' | 'startTime' | 'endTime' | 'reason' | 'status' | 'approverRemarks'>[];
  };

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  Pending: 'warning',
  Approved: 'success',
  'Partially Approved': 'info',
  Rejected: 'error',
  Withdraw: 'default',
};

/** Spec 000 §4: a pending application's status shows as '-'. */
export const statusLabel = (status: string) => (status === 'Pending' ? '-' : status);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One regularization application as an expandable card (spec 001 §2 Approvals, spec 000 §2.6):
 * 'name (id)' with a status chip, every detail field, and the screen's actions.
 */
export function RegularizationCard({ record, actions, defaultExpanded = false }: { record: RegularizationCardRecord; actions?: ReactNode; defaultExpanded?: boolean }) {
  const workTypes = [...new Set(record.appliedRegularizations.map((row) => WORK_TYPE_LABELS[row.regularizationStatus] ?? row.regularizationStatus))];
  return (
    <Accordion defaultExpanded={defaultExpanded} data-testid={`regularization-${record.regularizationCode}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography fontWeight={600}>{`${record.employeeName} (${record.empId})`}</Typography>
          <Chip size="small" label={statusLabel(record.status)} color={STATUS_COLOR[record.status] ?? 'default'} aria-label={`Status ${record.status}`} />
          <Typography variant="body2" color="text.secondary">
            {record.regularizationCode}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Detail label="Work Type">{workTypes.join(', ')}</Detail>
          <Detail label="No. of days">{record.noOfDays}</Detail>
          <Detail label="Applied On">{displayDate(record.appliedDate)}</Detail>
          <Detail label="Applied For">{record.regularizationDates.map(displayDate).join(', ')}</Detail>
          <Detail label="IN/OUT Time">
            {record.appliedRegularizations.map((row) => (
              <div key={row.attendanceDate}>{`${displayDate(row.attendanceDate)}: ${row.startTime ?? '00:00'} - ${row.endTime ?? '00:00'}`}</div>
            ))}
          </Detail>
          <Detail label="Employee Reason">
            {record.appliedRegularizations.map((row) => (
              <div key={row.attendanceDate}>{`${displayDate(row.attendanceDate)}: ${row.reason}`}</div>
            ))}
          </Detail>
          <Detail label="Employee Remarks">{record.employeeRemark || '-'}</Detail>
          {record.approverName ? <Detail label="Applied To">{record.approverName}</Detail> : null}
          {record.status !== 'Pending' ? (
            <Detail label="Date Status">
              {record.appliedRegularizations.map((row) => (
                <div key={row.attendanceDate}>{`${displayDate(row.attendanceDate)}: ${row.status}${row.approverRemarks ? ` (${row.approverRemarks})` : ''}`}</div>
              ))}
            </Detail>
          ) : null}
        </Box>
      </AccordionDetails>
      {actions ? <AccordionActions>{actions}</AccordionActions> : null}
    </Accordion>
  );
}

export default RegularizationCard;
