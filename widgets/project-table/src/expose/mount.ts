import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import { ProjectDetail } from '../components/project-detail';
import { ProjectForm } from '../components/project-form';
import { ProjectTable } from '../components/project-table';

export interface ProjectTableMountOptions extends MountOptions<Record<string, unknown>> {
  /** Which screen: the table (default), the create form, or one project's detail. */
  view?: 'table' | 'form' | 'detail';
  /** The project the detail shows (also accepted as `props.projectId`). */
  projectId?: string;
}

/**
 * Mounts the widget into an element or shadow root of any page; returns unmount.
 * `mount(el, { view: 'detail', projectId })` shows one project; the table is the default.
 */
export const mount = (element: Element | ShadowRoot, options: ProjectTableMountOptions = {}) => {
  const { view = 'table', projectId, ...rest } = options;
  if (view === 'form') return mountWidget(element, ProjectForm, rest);
  if (view === 'detail') {
    const id = projectId ?? String(rest.props?.projectId ?? '');
    return mountWidget(element, ProjectDetail, {
      ...rest,
      props: { ...rest.props, projectId: id },
    });
  }
  return mountWidget(element, ProjectTable, rest);
};
export default mount;
