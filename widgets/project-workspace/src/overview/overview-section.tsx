import type { Project, Risk, RiskFixField } from '@portfolio/contracts';
import { ComplianceCard, BusinessDetailsCard, NotesCard } from '../shared/project-facts';
import { Columns, Stack } from '../shared/layout';
import type { SectionId } from '../workspace/sections';
import { NextMilestone } from './next-milestone';
import { ProjectRisks } from './project-risks';
import { SectionLink } from './section-link';

/** How many risks the Overview lists before "Show all". */
const RISKS_IN_BRIEF = 3;

/**
 * `/projects/{id}`: the project in brief — its risks, the next milestone, the compliance
 * statuses, its business details and notes — each leading to the section that has the whole.
 * The key figures and status are the banner above every section.
 */
export function OverviewSection({
  project,
  risks,
  onFix,
  onOpen,
}: {
  project: Project;
  risks: readonly Risk[];
  onFix: (field: RiskFixField) => void;
  onOpen: (section: SectionId) => void;
}) {
  return (
    <Stack>
      <ProjectRisks risks={risks} onFix={onFix} brief={RISKS_IN_BRIEF} />
      <Columns>
        <NextMilestone project={project} onOpen={onOpen} />
        <ComplianceCard
          project={project}
          action={<SectionLink section="compliance" onOpen={onOpen} />}
        />
      </Columns>
      <Columns>
        <BusinessDetailsCard project={project} />
        {project.notes ? <NotesCard notes={project.notes} /> : null}
      </Columns>
    </Stack>
  );
}
