import type { LinkedFrameworkId } from '@portfolio/contracts';

/** The built-in frameworks as a column of links names them, short. */
export const LINKED_FRAMEWORK_SHORT_NAMES: Readonly<Record<LinkedFrameworkId, string>> = {
  'eu-ai-act': 'EU AI Act',
  'iso-42001': 'ISO/IEC 42001',
  'nist-ai-rmf': 'NIST AI RMF',
  'nist-ai-600-1': 'NIST AI 600-1',
};
