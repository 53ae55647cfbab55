import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import { ProjectWorkspace } from '../workspace/project-workspace';

export interface ProjectWorkspaceMountOptions extends MountOptions<Record<string, unknown>> {
  /** The project shown (also accepted as `props.projectId`, or the element's `project-id`). */
  projectId?: string;
  /** The section opened first: overview (default), plan, compliance, value or activity. */
  section?: string;
}

/**
 * Mounts one project's page into an element or shadow root of any page; returns unmount.
 * Embedded, the section lives in the widget: the host page's address is left alone.
 */
export const mount = (
  element: Element | ShadowRoot,
  options: ProjectWorkspaceMountOptions = {},
) => {
  const { projectId, section, ...rest } = options;
  return mountWidget(element, ProjectWorkspace, {
    ...rest,
    props: {
      ...rest.props,
      projectId: projectId ?? String(rest.props?.projectId ?? ''),
      ...(section ? { section } : {}),
    },
  });
};
export default mount;
