import { DataTable, type DataColumn } from '../../../widgets/DataTable';

/** A row of GET /api/attendance/swipes (docs/swipes.md). */
export interface SwipeLogRow {
  empId: string;
  attendanceDate: string;
  /** yyyy-MM-ddTHH:mm:ss in the organisation's zone. */
  LogDateTime: string;
  DeviceName: string;
  Direction: 'In' | 'Out' | null;
  swipeDate: string;
  swipeTime: string;
  accessCardNo: string | null;
  doorAddress: string | null;
  source: string;
}


/** dd-MM-yyyy, the product's display shape, from yyyy-MM-dd. */
const displayDate = (date: string) => date.split('-').reverse().join('-');

const COLUMNS: DataColumn<SwipeLogRow>[] = [
  { label: 'Employee ID', value: (row) => row.empId },
  { label: 'Swipe Date', value: (row) => displayDate(row.swipeDate) },
  { label: 'Time', value: (row) => row.swipeTime },
  { label: 'In/Out', value: (row) => row.Direction ?? '—' },
  { label: 'Access Card No', value: (row) => row.accessCardNo ?? '—' },
  { label: 'Door', value: (row) => row.doorAddress ?? '—' },
  { label: 'Device', value: (row) => row.DeviceName },
];

/** Spec 001 §2 Swipe Details: employee id, swipe date, time, in/out, access card number and door (and the device). */
export default function SwipeTable({ rows }: { rows: readonly SwipeLogRow[] }) {
  return <DataTable label="Swipe details" maxHeight={360} columns={COLUMNS} rows={rows} rowKey={(row) => `${row.LogDateTime}-${row.DeviceName}`} />;
}
