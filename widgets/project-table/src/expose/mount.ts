import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import { ProjectForm } from '../components/project-form';
import { ProjectTable } from '../components/project-table';

export interface ProjectTableMountOptions extends MountOptions<Record<string, unknown>> {
  /** Which screen: the table (default) or the create form. A project's page is project-workspace. */
  view?: 'table' | 'form';
}

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options: ProjectTableMountOptions = {}) => {
  const { view = 'table', ...rest } = options;
  if (view === 'form') return mountWidget(element, ProjectForm, rest);
  return mountWidget(element, ProjectTable, rest);
};
export default mount;
