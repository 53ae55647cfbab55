import type { Project } from '../portfolio/projects';
import { TEST_COMPANY_ID, numbered } from './numbered';

const next = numbered('P', '8000');

/**
 * A live project as the create form makes it with only what it requires: no figures, dates or
 * notes, planning, nothing assessed. Each one has an id and name of its own (`P1`, `P2`…) and is
 * created a day after the one before; any field can be overridden.
 */
export const testProject = (fields: Partial<Project> = {}): Project => {
  const { seq, basics } = next();
  return {
    ...basics,
    jobsToBeDone: null,
    expectedReturn: null,
    initialCosts: null,
    runningCosts: null,
    roi: null,
    status: 'planning',
    euAiActStatus: 'not_applicable',
    gdprStatus: 'not_applicable',
    doraStatus: 'not_applicable',
    notes: null,
    startDate: null,
    targetDate: null,
    createdBy: TEST_COMPANY_ID,
    createdAt: `2026-01-${String(seq).padStart(2, '0')}T00:00:00.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    archivedAt: null,
    aiActRiskClass: null,
    ...fields,
  };
};
