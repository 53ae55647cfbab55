import {
  ActivityIcon,
  AlertCircleIcon,
  AlertTriangleIcon,
  BarChartIcon,
  BuildingIcon,
  CalendarIcon,
  CpuIcon,
  FolderIcon,
  GaugeIcon,
  InboxIcon,
  LayoutDashboardIcon,
  PieChartIcon,
  MessageSquareIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UsersIcon,
  type Icon,
} from '@portfolio/ui';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
  /** Shown to the company's admins only (the page answers others that it is for admins). */
  adminOnly?: true;
}

/** The sidebar, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/', icon: LayoutDashboardIcon },
  { label: 'All Projects', path: '/projects', icon: FolderIcon },
  { label: 'Proposals', path: '/proposals', icon: InboxIcon },
  { label: 'By Department', path: '/by-department', icon: BuildingIcon },
  { label: 'By Status', path: '/by-status', icon: BarChartIcon },
  { label: 'Timeline', path: '/timeline', icon: CalendarIcon },
  { label: 'Team Members', path: '/team', icon: UsersIcon },
  { label: 'LLMs', path: '/llm-models', icon: CpuIcon },
  { label: 'Risks', path: '/risks', icon: AlertTriangleIcon },
  { label: 'Compliance', path: '/compliance', icon: ShieldCheckIcon },
  { label: 'Incidents', path: '/incidents', icon: AlertCircleIcon },
  { label: 'Capacity', path: '/capacity', icon: GaugeIcon },
  { label: 'Reports', path: '/reports', icon: PieChartIcon },
  { label: 'Activity', path: '/activity', icon: ActivityIcon, adminOnly: true },
  { label: 'Settings', path: '/settings', icon: SettingsIcon },
];

/** The items a person with `role` in their company sees. */
export const navItemsFor = (role: string | undefined) =>
  NAV_ITEMS.filter((item) => !item.adminOnly || role === 'admin');

/** Active by route prefix; the dashboard only on `/` itself. */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** Below the main items, by the user: the feedback form (open to everyone, at its own address). */
export const FEEDBACK_NAV_ITEM: NavItem = {
  label: 'Send Feedback',
  path: '/feedback',
  icon: MessageSquareIcon,
};
