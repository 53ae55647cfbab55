import { proposalPath } from '@portfolio/contracts';

/**
 * The shell's addresses the intake screens link to (on another site's page they become
 * `navigate` events).
 */
export const QUEUE_PATH = '/proposals';
export const NEW_PROPOSAL_PATH = '/proposals/new';

/** The address of a project or a proposal. */
export const pathOf = (kind: 'project' | 'proposal', id: string) =>
  kind === 'project' ? `/projects/${id}` : proposalPath(id);
