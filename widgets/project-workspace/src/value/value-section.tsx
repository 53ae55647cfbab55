import type { Project } from '@portfolio/contracts';
import { FinancialAnalysisCard } from '../shared/project-facts';
import { Slot, Stack } from '../shared/layout';
import { ValueCard } from './value-card';

/** `/projects/{id}/value`: every figure in full, and what the project really delivers. */
export function ValueSection({ project }: { project: Project }) {
  return (
    <Stack>
      <FinancialAnalysisCard project={project} />
      <Slot id="value">
        <ValueCard project={project} />
      </Slot>
    </Stack>
  );
}
