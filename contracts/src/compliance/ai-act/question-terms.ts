/**
 * The terms the EU AI Act questionnaire is written in (`questions.ts`): the roles a company
 * plays, the groups of questions, the areas of Annex III and the Article 50 duties.
 */

export const AI_ACT_ROLES = ['provider', 'deployer', 'importer', 'distributor'] as const;
export type AiActRole = (typeof AI_ACT_ROLES)[number];

export const AI_ACT_ROLE_LABELS: Record<AiActRole, string> = {
  provider: 'Provider',
  deployer: 'Deployer',
  importer: 'Importer',
  distributor: 'Distributor',
};

export const AI_ACT_QUESTION_GROUPS = [
  'prohibited',
  'annex_iii',
  'exceptions',
  'annex_i',
  'transparency',
  'gpai',
  'deployer',
] as const;
export type AiActQuestionGroup = (typeof AI_ACT_QUESTION_GROUPS)[number];

export const AI_ACT_QUESTION_GROUP_LABELS: Record<AiActQuestionGroup, string> = {
  prohibited: 'Prohibited practices (Article 5)',
  annex_iii: 'High-risk uses (Annex III)',
  exceptions: 'Exceptions for Annex III uses (Article 6(3))',
  annex_i: 'Products under EU safety law (Annex I)',
  transparency: 'Transparency (Article 50)',
  gpai: 'General-purpose AI',
  deployer: 'Your organisation as a deployer (Article 27)',
};

/** The eight areas of Annex III, the headings of its questions. */
export const ANNEX_III_AREAS = [
  { point: 1, title: 'Biometrics' },
  { point: 2, title: 'Critical infrastructure' },
  { point: 3, title: 'Education and vocational training' },
  { point: 4, title: 'Employment, workers management and access to self-employment' },
  { point: 5, title: 'Access to essential private and public services and benefits' },
  { point: 6, title: 'Law enforcement' },
  { point: 7, title: 'Migration, asylum and border control' },
  { point: 8, title: 'Administration of justice and democratic processes' },
] as const;
export type AnnexIIIPoint = (typeof ANNEX_III_AREAS)[number]['point'];

/** The Article 50 duties a yes can trigger: 50(1), 50(2), 50(3) and 50(4). */
export const TRANSPARENCY_TRIGGERS = [
  'interaction',
  'synthetic_content',
  'emotion_or_biometric_categorisation',
  'deep_fake',
] as const;
export type TransparencyTrigger = (typeof TRANSPARENCY_TRIGGERS)[number];
