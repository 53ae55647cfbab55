import type { ReactNode } from 'react';
import { formatDate, type Project } from '@portfolio/contracts';
import { useAiActAssessment, useProjectObligations } from '../api/ai-act';
import { useProjectDora, useProjectGdpr } from '../api/compliance-records';
import { useProjectFria } from '../api/fria';
import { ComplianceCard } from '../shared/project-facts';
import { Columns, Stack } from '../shared/layout';
import { ValueCard } from '../value/value-card';
import { PrintHeading } from '../workspace/workspace-chrome';
import { AiActCard } from './ai-act-card';
import { DoraCard } from './dora-card';
import { FriaCard } from './fria/fria-card';
import { GdprCard } from './gdpr-card';

/** The latest of ISO timestamps (they sort as text); absent ones are skipped. */
const latest = (stamps: readonly (string | null | undefined)[]) =>
  stamps.filter((s): s is string => Boolean(s)).reduce((a, b) => (b > a ? b : a));

/**
 * When the file was last updated: the project, its assessment, its obligations, its FRIA, its
 * GDPR and DORA records, whichever changed last. A board reads a file whose date is older than
 * the assessment inside it as out of date.
 */
export function useComplianceFileUpdatedAt(project: Project) {
  const assessment = useAiActAssessment(project.id).data;
  const obligations = useProjectObligations(project.id).data;
  const gdpr = useProjectGdpr(project.id).data;
  const dora = useProjectDora(project.id).data;
  const fria = useProjectFria(project.id).data;
  return latest([
    project.updatedAt,
    assessment?.assessedAt,
    gdpr?.updatedAt,
    dora?.updatedAt,
    fria?.updatedAt,
    ...(obligations ?? []).map((o) => o.updatedAt),
  ]);
}

/**
 * The compliance file a board reads (print only): the summary, the three statuses, the EU AI
 * Act class, reasons and every obligation with its evidence, the FRIA, GDPR, DORA and value.
 */
export function ComplianceFile({ project, banner }: { project: Project; banner: ReactNode }) {
  const updatedAt = useComplianceFileUpdatedAt(project);
  return (
    <Stack data-compliance-file="">
      <PrintHeading>
        AI Project Portfolio · Compliance file · last updated {formatDate(updatedAt, 'long')}
      </PrintHeading>
      {banner}
      <ComplianceCard project={project} />
      <AiActCard project={project} />
      <FriaCard project={project} />
      <Columns>
        <GdprCard project={project} />
        <DoraCard project={project} />
      </Columns>
      <ValueCard project={project} />
    </Stack>
  );
}
