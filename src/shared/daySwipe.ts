/** One swipe of the day as the Swipes table shows it: date, time, door/address and in/out. */
export interface DaySwipe {
  swipeDate: string;
  swipeTime: string;
  doorAddress: string | null;
  direction: 'IN' | 'OUT' | null;
  deviceName: string;
  accessCardNo: string | null;
  source: string;
}
