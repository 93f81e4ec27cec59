import { useEffect, useState } from 'react';
import { useLoginDetails } from '../auth/useLoginDetails';
import { greetingFor } from './greeting';

export type DashboardCardId = 'attendance' | 'approvals' | 'holidays';

export interface DashboardItem {
  key: string;
  primary: string;
  secondary?: string;
}

export interface DashboardCard {
  id: DashboardCardId;
  title: string;
  /** Shown while the card has no items. */
  emptyText: string;
  /** Where the card's full screen lives. */
  path: string;
  items: DashboardItem[];
}

/**
 * The dashboard's cards. Their data comes with the attendance, approval and holiday features;
 * until then each card shows its honest empty state.
 */
export const DASHBOARD_CARDS: readonly Omit<DashboardCard, 'items'>[] = [
  { id: 'attendance', title: "Today's Attendance", emptyText: 'No attendance recorded today', path: '/attendance/calendar' },
  { id: 'approvals', title: 'Pending Approvals', emptyText: 'Nothing waiting for you', path: '/attendance/approvals' },
  { id: 'holidays', title: 'Upcoming Holidays', emptyText: 'No upcoming holidays', path: '/empHolidays' },
];

/** Re-reads the clock every minute so the greeting follows the time of day. */
function useCurrentHour(): number {
  const [hour, setHour] = useState(() => new Date().getHours());
  useEffect(() => {
    const timer = setInterval(() => setHour(new Date().getHours()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return hour;
}

export function useDashboard(items: Partial<Record<DashboardCardId, DashboardItem[]>> = {}) {
  const userDetails = useLoginDetails()?.userDetails;
  const hour = useCurrentHour();
  const firstName = userDetails?.firstName ?? '';
  const greeting = greetingFor(hour);
  return {
    greeting: firstName ? `${greeting}, ${firstName}` : greeting,
    firstName,
    organization: userDetails?.activeOrganization?.organizationDetail ?? '',
    role: userDetails?.roleType ?? '',
    designation: userDetails?.designation ?? '',
    cards: DASHBOARD_CARDS.map((card) => ({ ...card, items: items[card.id] ?? [] })),
  };
}
