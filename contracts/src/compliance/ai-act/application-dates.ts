/**
 * The EU AI Act's application dates: the one table every due date is computed from. A change of
 * the law is one edit here (the date, its source and the day it was checked); every obligation
 * that applies from that entry follows.
 */

export interface AiActApplicationDate {
  /** What starts to apply on that day, in plain words. */
  appliesTo: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The provision that sets the date. */
  source: string;
  /** The day the date was last checked against its source (`YYYY-MM-DD`). */
  checkedOn: string;
}

/** The Regulation the product's EU AI Act figures are read from: its title and its address. */
export const AI_ACT_REGULATION = {
  publication: 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)',
  url: 'http://data.europa.eu/eli/reg/2024/1689/oj',
} as const;

const { publication: AI_ACT, url: AI_ACT_URL } = AI_ACT_REGULATION;
const OMNIBUS = 'Regulation (EU) 2026/1744 (Digital Omnibus on AI)';
const CHECKED_ON = '2026-11-26';

export const AI_ACT_APPLICATION_DATES = {
  'prohibitions-and-literacy': {
    appliesTo: 'General provisions and prohibited practices (Articles 1 to 5, AI literacy)',
    date: '2025-02-02',
    source: `${AI_ACT}, Article 113(a), ${AI_ACT_URL}`,
    checkedOn: CHECKED_ON,
  },
  'general-purpose-ai': {
    appliesTo: 'Obligations of providers of general-purpose AI models (Chapter V)',
    date: '2025-08-02',
    source: `${AI_ACT}, Article 113(b), ${AI_ACT_URL}`,
    checkedOn: CHECKED_ON,
  },
  'general-application': {
    appliesTo: 'General application of the Act, including transparency duties (Article 50)',
    date: '2026-08-02',
    source: `${AI_ACT}, Article 113, ${AI_ACT_URL}`,
    checkedOn: CHECKED_ON,
  },
  'high-risk-annex-iii': {
    appliesTo: 'High-risk AI systems of the uses listed in Annex III',
    date: '2027-12-02',
    source: `${AI_ACT}, Article 113, as amended by ${OMNIBUS}`,
    checkedOn: CHECKED_ON,
  },
  'high-risk-annex-i': {
    appliesTo: 'High-risk AI systems that are safety components of products under Annex I',
    date: '2028-08-02',
    source: `${AI_ACT}, Article 113(c), as amended by ${OMNIBUS}`,
    checkedOn: CHECKED_ON,
  },
} as const satisfies Record<string, AiActApplicationDate>;

export type AiActApplicationDateKey = keyof typeof AI_ACT_APPLICATION_DATES;

/** A table of the same shape: the one above, or another one a test or a what-if passes in. */
export type AiActApplicationDates = Record<AiActApplicationDateKey, AiActApplicationDate>;

/** The table's keys, in the order of their dates. */
export const AI_ACT_APPLICATION_DATE_KEYS = Object.keys(
  AI_ACT_APPLICATION_DATES,
) as AiActApplicationDateKey[];
