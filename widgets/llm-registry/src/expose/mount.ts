import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import LlmRegistry from './LlmRegistry';
import ProjectModels from './ProjectModels';

export interface LlmRegistryMountOptions extends MountOptions {
  /** The registry page (default), or the LLM Models card of one project. */
  view?: 'registry' | 'project-models';
  /** The project whose models the `project-models` view shows. */
  projectId?: string;
}

/**
 * Mounts the registry, or a project's LLM Models card, into an element or shadow root of any
 * page; returns unmount.
 *
 * `mount(el, { view: 'project-models', projectId })`
 */
export function mount(element: Element | ShadowRoot, options: LlmRegistryMountOptions = {}) {
  const { view = 'registry', projectId, ...rest } = options;
  if (view === 'project-models') {
    if (!projectId) throw new Error('The project-models view needs a projectId.');
    return mountWidget(element, ProjectModels, {
      name: 'LLM Models',
      ...rest,
      props: { ...rest.props, projectId },
    });
  }
  return mountWidget(element, LlmRegistry, { name: 'LLM Models', ...rest });
}
export default mount;
