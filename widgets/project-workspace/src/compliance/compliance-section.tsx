import type { ReactNode } from 'react';
import type { Project } from '@portfolio/contracts';
import { ComplianceCard } from '../shared/project-facts';
import { Columns, Slot, Stack } from '../shared/layout';
import { AiActCard } from './ai-act-card';
import { DoraCard } from './dora-card';
import { FriaCard } from './fria/fria-card';
import { GdprCard } from './gdpr-card';
import { IncidentsCard } from './incidents-card';

/**
 * `/projects/{id}/compliance`: the three statuses, the EU AI Act (class, obligations, evidence),
 * the fundamental rights impact assessment, the incidents not closed, GDPR, DORA and the
 * project's LLM models (the host's slot).
 */
export function ComplianceSection({
  project,
  navigate,
  openObligation,
  modelsSlot,
}: {
  project: Project;
  navigate: (path: string) => void;
  openObligation?: string;
  modelsSlot?: ReactNode;
}) {
  return (
    <Stack>
      <ComplianceCard project={project} />
      <Slot id="ai-act">
        <AiActCard project={project} openObligation={openObligation} />
      </Slot>
      <Slot id="fria">
        <FriaCard project={project} />
      </Slot>
      <Slot id="incidents">
        <IncidentsCard project={project} navigate={navigate} />
      </Slot>
      <Columns>
        <GdprCard project={project} navigate={navigate} />
        <DoraCard project={project} navigate={navigate} />
      </Columns>
      {modelsSlot ? <Slot id="llm-models">{modelsSlot}</Slot> : null}
    </Stack>
  );
}
