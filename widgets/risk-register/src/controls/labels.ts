import {
  ITEM_EVIDENCE_STATE_LABELS,
  type EvidenceState,
  type ItemEvidenceState,
  type LinkedFrameworkId,
  type Tone,
} from '@portfolio/contracts';

/** An item's evidence as a badge's colour: covered green, partly amber, lapsed red. */
export const ITEM_EVIDENCE_TONES: Readonly<Record<ItemEvidenceState, Tone>> = {
  current: 'green',
  partial: 'amber',
  lapsed: 'red',
  none: 'neutral',
};

/** A control's (or a project's) evidence in words: it has no partial state. */
export const EVIDENCE_STATE_LABELS: Readonly<Record<EvidenceState, string>> = {
  current: ITEM_EVIDENCE_STATE_LABELS.current,
  lapsed: ITEM_EVIDENCE_STATE_LABELS.lapsed,
  none: ITEM_EVIDENCE_STATE_LABELS.none,
};

/** The built-in frameworks as a column of links names them, short. */
export const LINKED_FRAMEWORK_SHORT_NAMES: Readonly<Record<LinkedFrameworkId, string>> = {
  'eu-ai-act': 'EU AI Act',
  'iso-42001': 'ISO/IEC 42001',
  'nist-ai-rmf': 'NIST AI RMF',
  'nist-ai-600-1': 'NIST AI 600-1',
};
