import type { CompanyEvent } from '@portfolio/contracts';

/** The colleague whose changes the page's tests and stories announce on the event stream. */
export const COLLEAGUE: CompanyEvent['actor'] = {
  type: 'user',
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  label: 'Grace Hopper',
};

/** The stream's event for a change of `id` (an event `type`, e.g. `milestone.created`) in `project`. */
export function projectEvent(
  type: string,
  id: string,
  project: { id: string; companyId: string },
  actor = COLLEAGUE,
): CompanyEvent {
  return {
    type,
    id,
    companyId: project.companyId,
    projectId: project.id,
    at: '2026-11-25T10:00:00.000Z',
    actor,
  };
}
