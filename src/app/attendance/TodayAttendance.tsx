import TodayAttendanceCard from './TodayAttendanceCard';
import { useTodayAttendance } from './useTodayAttendance';

/** The dashboard's Today's Attendance card, wired to the sign API. */
export default function TodayAttendance() {
  const today = useTodayAttendance();
  return <TodayAttendanceCard state={today.state} status={today.status} busy={today.busy} onSign={(isSign) => void today.sign(isSign)} />;
}
