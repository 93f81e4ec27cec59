import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import StorageIcon from '@mui/icons-material/Storage';
import SettingsIcon from '@mui/icons-material/Settings';
import SecurityIcon from '@mui/icons-material/Security';
import PaymentsIcon from '@mui/icons-material/Payments';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import WorkIcon from '@mui/icons-material/Work';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import FlightIcon from '@mui/icons-material/Flight';
import GroupsIcon from '@mui/icons-material/Groups';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import CelebrationIcon from '@mui/icons-material/Celebration';
import TimelineIcon from '@mui/icons-material/Timeline';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import AppsIcon from '@mui/icons-material/Apps';

export type SvgIconComponent = typeof SvgIcon;

/** The icon names a permission entry may carry (the menu master's icon field). */
export const menuIcons = {
  Dashboard: DashboardIcon,
  CalendarMonth: CalendarMonthIcon,
  EventAvailable: EventAvailableIcon,
  BeachAccess: BeachAccessIcon,
  SupportAgent: SupportAgentIcon,
  AccountCircle: AccountCircleIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Storage: StorageIcon,
  Settings: SettingsIcon,
  Security: SecurityIcon,
  Payments: PaymentsIcon,
  ExitToApp: ExitToAppIcon,
  SwapHoriz: SwapHorizIcon,
  HourglassBottom: HourglassBottomIcon,
  TrendingUp: TrendingUpIcon,
  PersonAdd: PersonAddIcon,
  Work: WorkIcon,
  Lightbulb: LightbulbIcon,
  Flight: FlightIcon,
  Groups: GroupsIcon,
  VideoCall: VideoCallIcon,
  Celebration: CelebrationIcon,
  Timeline: TimelineIcon,
  ManageAccounts: ManageAccountsIcon,
  Event: EventIcon,
  People: PeopleIcon,
} as const satisfies Record<string, SvgIconComponent>;

export type MenuIconName = keyof typeof menuIcons;

/** Used for an unknown or missing icon name, so an entry never renders without an icon. */
export const FallbackMenuIcon: SvgIconComponent = AppsIcon;

export function menuIconFor(name: string | null | undefined): SvgIconComponent {
  return name && Object.hasOwn(menuIcons, name) ? menuIcons[name as MenuIconName] : FallbackMenuIcon;
}
