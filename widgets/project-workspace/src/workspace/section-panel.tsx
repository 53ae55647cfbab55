import { forwardRef, type ReactNode } from 'react';
import type { Project, Risk, RiskFixField } from '@portfolio/contracts';
import { ActivitySection } from '../activity/activity-section';
import { ComplianceSection } from '../compliance/compliance-section';
import { OverviewSection } from '../overview/overview-section';
import { PlanSection } from '../plan/plan-section';
import { ValueSection } from '../value/value-section';
import { panelId, tabId } from './section-tabs';
import type { SectionId } from './sections';

export interface SectionPanelProps {
  section: SectionId;
  idPrefix: string;
  project: Project;
  risks: readonly Risk[];
  navigate: (path: string) => void;
  modelsSlot?: ReactNode;
  openObligation?: string;
  onOpen: (section: SectionId) => void;
  onFix: (field: RiskFixField) => void;
}

/** Each section's content; each takes what it needs of the panel's props. */
const CONTENT = {
  overview: OverviewSection,
  plan: PlanSection,
  compliance: ComplianceSection,
  value: ValueSection,
  activity: ActivitySection,
} satisfies Record<SectionId, unknown>;

/** The tab panel: the one section shown, labelled by its tab. */
export const SectionPanel = forwardRef<HTMLDivElement, SectionPanelProps>(function SectionPanel(
  { section, idPrefix, project, ...props },
  ref,
) {
  const Content = CONTENT[section];
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(idPrefix)}
      aria-labelledby={tabId(idPrefix, section)}
      data-section={section}
    >
      <Content project={project} {...props} />
    </div>
  );
});
