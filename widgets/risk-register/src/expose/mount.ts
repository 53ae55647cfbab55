import type { FrameworksView } from '@portfolio/contracts';
import { lazyView, viewMount, type MountableView, type ViewMountOptions } from '@portfolio/ui';
import RiskRegister from './RiskRegister';

const frameworks = lazyView(async () => (await import('./Frameworks')).default);
/** The frameworks widget's page of `view`: its own prop of the same name says which. */
const frameworksView = (view: FrameworksView, name: string) => ({
  component: frameworks,
  name,
  props: { view },
});

/** The views of this widget a page can mount; the risks unless said. */
export const VIEWS = {
  risks: { component: RiskRegister, name: 'Risks' },
  compliance: {
    component: lazyView(async () => (await import('./Compliance')).default),
    name: 'EU AI Act compliance',
  },
  incidents: {
    component: lazyView(async () => (await import('./Incidents')).default),
    name: 'Incidents',
  },
  frameworks: frameworksView('frameworks', 'Frameworks'),
  controls: frameworksView('controls', 'Controls'),
  soa: frameworksView('soa', 'Statement of Applicability'),
} satisfies Record<string, MountableView>;

export type RiskRegisterView = keyof typeof VIEWS;

export type RiskRegisterMountOptions = ViewMountOptions<RiskRegisterView>;

/**
 * Mounts the risk register, or another view of the widget (the EU AI Act compliance, the
 * incidents, the frameworks, the controls or the Statement of Applicability), into an element or
 * shadow root of any page; returns unmount.
 *
 * `mount(el, { view: 'soa' })`; one item with its prop: `mount(el, { view: 'frameworks', props: { frameworkId: 'iso-42001' } })`
 */
export const mount = viewMount(VIEWS, 'risks');
export default mount;
