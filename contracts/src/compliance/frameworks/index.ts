import type { Framework, FrameworkId } from './framework';
import { ISO_42001 } from './iso-42001';
import { NIST_AI_600_1 } from './nist-ai-600-1';
import { NIST_AI_RMF } from './nist-ai-rmf';

export * from './framework';
export { ISO_42001, NIST_AI_RMF, NIST_AI_600_1 };

/** The frameworks the product ships, by id. */
export const FRAMEWORKS: Readonly<Record<FrameworkId, Framework>> = {
  'iso-42001': ISO_42001,
  'nist-ai-rmf': NIST_AI_RMF,
  'nist-ai-600-1': NIST_AI_600_1,
};
