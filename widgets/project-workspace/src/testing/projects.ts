import {
  COMPLIANCE_STATUSES,
  DEPARTMENTS,
  PROJECT_STATUSES,
  type Project,
} from '@portfolio/contracts';
import { demoProjects, makeMembership } from '@portfolio/ui/testing/msw';

/** The company of every fixture: the kit's demo membership. */
export const COMPANY_ID = makeMembership().id;

let counter = 0;
/** A uuid that is unique per call and stable across runs (tests compare ids). */
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

/**
 * The first project of the kit's demo portfolio (every card of the detail page filled) with an
 * id of its own per call (lists need distinct ids); every field can be overridden.
 */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return { ...demoProjects()[0]!, aiActRiskClass: null, id: nextId(), ...overrides };
}

/** A portfolio of `count` generated projects, to show how the table copes with a large company. */
export function manyProjects(count: number): Project[] {
  const day = 86_400_000;
  const start = Date.parse('2026-06-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(start - i * (day / 24)).toISOString();
    const initial = ((i * 7919) % 500) * 1000;
    return makeProject({
      name: `AI Initiative ${String(i + 1).padStart(5, '0')}`,
      problemStatement: `Automates step ${(i % 40) + 1} of the ${DEPARTMENTS[i % DEPARTMENTS.length]} workflow.`,
      department: DEPARTMENTS[i % DEPARTMENTS.length]!,
      businessOwner: ['Priya Natarajan', 'Marcus Webb', 'Elena Rossi', 'Hannah Okafor'][i % 4]!,
      status: PROJECT_STATUSES[i % PROJECT_STATUSES.length]!,
      euAiActStatus: COMPLIANCE_STATUSES[i % COMPLIANCE_STATUSES.length]!,
      roi: i % 9 === 0 ? null : `${(i * 37) % 300}.00`,
      initialCosts: `${initial}.00`,
      runningCosts: `${(i % 25) * 500}.00`,
      createdAt,
      updatedAt: createdAt,
    });
  });
}
