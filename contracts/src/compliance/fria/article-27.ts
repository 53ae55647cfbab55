import { AI_ACT_REGULATION, type AiActApplicationDateKey } from '../ai-act/application-dates';

/**
 * Article 27 of the EU AI Act as data: the fundamental rights impact assessment (FRIA) a
 * deployer of some high-risk systems owes before their first use, its six parts, and the
 * paragraphs the product cites. A change of the law is an edit here (with its source and the
 * day it was checked); the requirement, the form and the messages read it.
 */

/** The parts of Article 27(1), (a) to (f): the form's fields and the stored columns. */
export const FRIA_PART_KEYS = [
  'processes',
  'period',
  'affected',
  'risks',
  'oversight',
  'measures',
] as const;
export type FriaPartKey = (typeof FRIA_PART_KEYS)[number];

export interface FriaPartDef {
  key: FriaPartKey;
  /** Its point of Article 27(1). */
  letter: 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
  article: string;
  /** Its name on the form and in the history. */
  title: string;
  /** What the Article asks for, in plain words: the field's hint. */
  asks: string;
}

const part = (
  key: FriaPartKey,
  letter: FriaPartDef['letter'],
  title: string,
  asks: string,
): FriaPartDef => ({ key, letter, article: `Article 27(1)(${letter})`, title, asks });

export const FRIA_PARTS: readonly FriaPartDef[] = [
  part(
    'processes',
    'a',
    'The processes it is used in',
    'Your processes in which the system is used, in line with its intended purpose',
  ),
  part(
    'period',
    'b',
    'Period and frequency of use',
    'Over what period, and how often, the system is meant to be used',
  ),
  part(
    'affected',
    'c',
    'People and groups affected',
    'The categories of people and groups likely to be affected by its use in this context',
  ),
  part(
    'risks',
    'd',
    'Specific risks of harm',
    "The specific risks of harm to those people and groups, taking the provider's instructions for use (Article 13) into account",
  ),
  part(
    'oversight',
    'e',
    'Human oversight measures',
    'How the human oversight measures of the instructions for use are put in place',
  ),
  part(
    'measures',
    'f',
    'When risks materialise',
    'What is done if those risks materialise, including internal governance and how people can complain',
  ),
];

/** A part's definition by its key. */
export const friaPart = (key: FriaPartKey): FriaPartDef =>
  FRIA_PARTS.find((p) => p.key === key) as FriaPartDef;

/** "(c) People and groups affected": how a message names a part. */
export const friaPartName = (key: FriaPartKey): string => {
  const { letter, title } = friaPart(key);
  return `(${letter}) ${title}`;
};

const { publication: AI_ACT, url: AI_ACT_URL } = AI_ACT_REGULATION;

/** The paragraphs of Article 27 the product cites, with the source they were checked against. */
export const ARTICLE_27 = {
  /** Who owes one, for which systems, before first use. */
  duty: 'Article 27(1)',
  /** Public bodies and private entities providing public services. */
  publicService: 'Article 27(1)',
  /** Annex III point 2 (critical infrastructure) is left out. */
  criticalInfrastructure: 'Article 27(1) and Annex III point 2',
  /** Updated when an element of paragraph 1 changes or is no longer up to date. */
  update: 'Article 27(2)',
  /** The results notified to the market surveillance authority. */
  notification: 'Article 27(3)',
  /** It complements the GDPR DPIA where that already meets a duty. */
  dpia: 'Article 27(4)',
  /** The duty applies with the other duties of Annex III high-risk systems. */
  appliesFrom: 'high-risk-annex-iii' satisfies AiActApplicationDateKey,
  source: `${AI_ACT}, Article 27, ${AI_ACT_URL}`,
  checkedOn: '2026-11-29',
} as const;

/** The Annex III area Article 27(1) leaves out: critical infrastructure. */
export const FRIA_EXCLUDED_AREA = 2;
