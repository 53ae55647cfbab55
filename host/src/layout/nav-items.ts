import {
  BarChartIcon,
  BuildingIcon,
  CpuIcon,
  FolderIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  SettingsIcon,
  UsersIcon,
  type Icon,
} from '@portfolio/ui';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
}

/** The sidebar, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/', icon: LayoutDashboardIcon },
  { label: 'All Projects', path: '/projects', icon: FolderIcon },
  { label: 'By Department', path: '/by-department', icon: BuildingIcon },
  { label: 'By Status', path: '/by-status', icon: BarChartIcon },
  { label: 'Team Members', path: '/team', icon: UsersIcon },
  { label: 'LLMs', path: '/llm-models', icon: CpuIcon },
  { label: 'Settings', path: '/settings', icon: SettingsIcon },
];

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
