import { normalizePath } from '../routes/permittedPaths';

/** A permission entry as the login answer carries it (spec 000 §3: text, path, icon, submenu[]). */
interface AccessLike {
  view?: boolean;
}
export interface PermissionEntryLike {
  text?: string | null;
  path?: string | null;
  icon?: string | null;
  access?: AccessLike | null;
  submenu?: ReadonlyArray<{ text?: string | null; path?: string | null; access?: AccessLike | null }> | null;
}

export interface SubmenuEntry {
  text: string;
  path: string;
}

export interface MenuEntry {
  text: string;
  path: string;
  icon: string;
  submenu: SubmenuEntry[];
}

/** Spec 000 §2.2: the Meeting Calendar entry appears only when Microsoft authentication is stored. */
export const MEETING_CALENDAR_PATH = '/meetingCalendar';
/** Spec 000 §2.2: the Payroll or Salary entry goes to /payroll. */
export const PAYROLL_PATH = '/payroll';

const canView = (access: AccessLike | null | undefined) => !access || access.view !== false;

/** Screens for deciding others' requests: an employee who approves no one is not shown them (issue 17 §5). */
export const APPROVER_PATHS: ReadonlySet<string> = new Set(['/attendance/approvals', '/attendance/onsiteApprovals', '/LeaveApproval']);

export interface VisibleMenuOptions {
  /** Whether a Microsoft sign-in is stored (shows Meeting Calendar). */
  microsoftAuth: boolean;
  /** Whether anyone's requests are the user's to decide (the login details' `approver`): shows APPROVER_PATHS. */
  approver: boolean;
}

/**
 * The menu the user sees: entries they may view (the entry itself or at least one submenu),
 * submenus they may view, normalised paths, Meeting Calendar only after a Microsoft sign-in, and
 * the approval screens only to an approver.
 */
export function visibleMenu(
  permission: ReadonlyArray<PermissionEntryLike> | null | undefined,
  { microsoftAuth, approver }: VisibleMenuOptions,
): MenuEntry[] {
  const allowedPath = (path: string) => (microsoftAuth || path !== MEETING_CALENDAR_PATH) && (approver || !APPROVER_PATHS.has(path));
  const entries: MenuEntry[] = [];
  for (const item of permission ?? []) {
    const text = (item.text ?? '').trim();
    const path = normalizePath(item.path);
    if (!text) continue;
    const submenu: SubmenuEntry[] = [];
    for (const sub of item.submenu ?? []) {
      const subText = (sub.text ?? '').trim();
      const subPath = normalizePath(sub.path);
      if (subText && subPath && canView(sub.access) && allowedPath(subPath)) submenu.push({ text: subText, path: subPath });
    }
    const selfVisible = Boolean(path) && canView(item.access) && allowedPath(path);
    if (!selfVisible && submenu.length === 0) continue;
    if (!allowedPath(path)) continue;
    entries.push({ text, path: selfVisible ? path : '', icon: item.icon ?? '', submenu });
  }
  return entries;
}

/** Where a side-menu entry leads: /payroll for Payroll or Salary, its own path, else its first submenu. */
export function menuTargetPath(entry: Pick<MenuEntry, 'text' | 'path' | 'submenu'>): string {
  if (/^(payroll|salary)$/i.test(entry.text.trim())) return PAYROLL_PATH;
  return entry.path || entry.submenu[0]?.path || '/dashboard';
}
