import { lazyView, viewMount, type MountableView, type ViewMountOptions } from '@portfolio/ui';
import { Dashboard } from '../components/dashboard/dashboard';

/** The views of this widget a page can mount. */
export const VIEWS = {
  dashboard: { component: Dashboard, name: 'Dashboard' },
  'by-department': {
    component: lazyView(
      async () => (await import('../components/by-department/by-department')).ByDepartment,
    ),
    name: 'Projects by Department',
  },
  'by-status': {
    component: lazyView(async () => (await import('../components/by-status/by-status')).ByStatus),
    name: 'Projects by Status',
  },
} satisfies Record<string, MountableView>;

export type DashboardView = keyof typeof VIEWS;

export type DashboardMountOptions = ViewMountOptions<DashboardView>;

/**
 * Mounts the dashboard, or another view of the widget, into an element or shadow root of any
 * page; returns unmount.
 *
 * `mount(el, { apiBaseUrl: 'https://portfolio.example.com', view: 'by-status' })`
 */
export const mount = viewMount(VIEWS, 'dashboard');
export default mount;
