import { Button, TablePagination } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import type { MusterPage, MusterRow } from '../../src/shared/musterRow';
import { MusterCell } from './MusterCell';
import { PAGE_SIZES, type TotalKind } from './musterStore';

export interface MusterTableProps {
  answer: MusterPage;
  page: number;
  size: number;
  onPage(page: number): void;
  onSize(size: number): void;
  onDay(empId: string, date: string): void;
  /** HR's muster: a total opens what it adds up. */
  onTotal?(empId: string, employeeName: string, kind: TotalKind): void;
}

/** The dates of the payroll month, in order. */
function datesOf({ startDate, endDate }: MusterPage['payrollMonth']): string[] {
  const dates: string[] = [];
  for (let day = parseISO(startDate); format(day, 'yyyy-MM-dd') <= endDate; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) dates.push(format(day, 'yyyy-MM-dd'));
  return dates;
}

/** Spec 001 §3 muster rows: the employee, the totals, a column per leave type and one per date, paged. */
export function MusterTable({ answer, page, size, onPage, onSize, onDay, onTotal }: MusterTableProps) {
  const total = (kind: TotalKind, value: (row: MusterRow) => number, name: string) => (row: MusterRow) =>
    onTotal ? (
      <Button size="small" onClick={() => onTotal(row.employeeId, row.employeeName, kind)} aria-label={`${value(row)} ${name} of ${row.employeeName}: what it adds up`}>
        {value(row)}
      </Button>
    ) : (
      value(row)
    );
  const columns: DataColumn<MusterRow>[] = [
    { label: 'Emp ID', value: (row) => row.employeeId, rowHeader: true },
    { label: 'Employee Name', value: (row) => row.employeeName, sx: { whiteSpace: 'nowrap' } },
    { label: 'Designation', value: (row) => row.designation },
    { label: 'Reporting Manager', value: (row) => (row.repManagerName ? `${row.repManagerName} (${row.repManagerId})` : '-'), sx: { whiteSpace: 'nowrap' } },
    { label: 'DOJ', value: (row) => (row.doj ? format(parseISO(row.doj), 'dd/MM/yyyy') : '-') },
    { label: 'Location', value: (row) => row.location ?? '-' },
    { label: 'Present Days', value: total('present', (row) => row.totalPresentDays, 'present days') },
    { label: 'LOP', value: total('lop', (row) => row.totalLOP, 'LOP days') },
    { label: 'Week Off', value: (row) => row.weekOff },
    { label: 'Holidays', value: (row) => row.totalHolidays },
    { label: 'Leave Days', value: (row) => row.totalLeaveDays },
    { label: 'Total Days', value: (row) => row.totalDays },
    ...answer.leaveTypes.map((type): DataColumn<MusterRow> => ({ label: type.code, header: <abbr title={type.name}>{type.code}</abbr>, value: (row) => row.leaveCounts[type.code] ?? 0 })),
    ...datesOf(answer.payrollMonth).map(
      (date): DataColumn<MusterRow> => ({
        label: format(parseISO(date), 'dd/MM'),
        align: 'center',
        value: (row) => <MusterCell employeeName={row.employeeName} date={date} code={row.attendanceData.find((day) => day.date === date)?.attendanceData ?? null} onOpen={() => onDay(row.employeeId, date)} />,
      }),
    ),
  ];
  return (
    <>
      <DataTable label="Attendance muster" columns={columns} rows={answer.content} rowKey={(row) => row.employeeId} size="small" emptyText="No data available" />
      <TablePagination
        component="div"
        count={answer.totalElements}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => onPage(next)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      />
    </>
  );
}
