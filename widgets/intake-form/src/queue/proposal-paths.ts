/** The shell's paths the queue links to (on another site's page they become `navigate` events). */
export const QUEUE_PATH = '/proposals';
export const NEW_PROPOSAL_PATH = '/proposals/new';
