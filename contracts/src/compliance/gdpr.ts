import type { ComplianceStatus } from '../portfolio/projects';

/**
 * A project's GDPR record as pure data: what personal data it processes, on which lawful basis,
 * and whether it needs a data protection impact assessment (DPIA, Article 35). The hint and the
 * status derived from the record live here so the BFF and the mocks say the same.
 */

/** Kinds of personal data (ordinary ones; the Article 9 ones are listed apart). */
export const GDPR_DATA_CATEGORIES = [
  'identification',
  'contact',
  'financial',
  'employment',
  'location',
  'online_identifiers',
  'usage',
  'communications',
  'images_voice',
  'other',
] as const;
export type GdprDataCategory = (typeof GDPR_DATA_CATEGORIES)[number];

export const GDPR_DATA_CATEGORY_LABELS: Record<GdprDataCategory, string> = {
  identification: 'Identification (name, ID numbers)',
  contact: 'Contact details',
  financial: 'Financial data',
  employment: 'Employment and HR data',
  location: 'Location data',
  online_identifiers: 'Online identifiers (IP, cookies, device IDs)',
  usage: 'Usage and behaviour',
  communications: 'Content of communications',
  images_voice: 'Images and voice recordings',
  other: 'Other',
};

/** The special categories of Article 9(1) GDPR. */
export const GDPR_SPECIAL_CATEGORIES = [
  'racial_ethnic_origin',
  'political_opinions',
  'religious_beliefs',
  'trade_union_membership',
  'genetic',
  'biometric',
  'health',
  'sex_life_orientation',
] as const;
export type GdprSpecialCategory = (typeof GDPR_SPECIAL_CATEGORIES)[number];

export const GDPR_SPECIAL_CATEGORY_LABELS: Record<GdprSpecialCategory, string> = {
  racial_ethnic_origin: 'Racial or ethnic origin',
  political_opinions: 'Political opinions',
  religious_beliefs: 'Religious or philosophical beliefs',
  trade_union_membership: 'Trade union membership',
  genetic: 'Genetic data',
  biometric: 'Biometric data identifying a person',
  health: 'Health data',
  sex_life_orientation: 'Sex life or sexual orientation',
};

/** The lawful bases of Article 6(1) GDPR, points (a) to (f). */
export const GDPR_LAWFUL_BASES = [
  'consent',
  'contract',
  'legal_obligation',
  'vital_interests',
  'public_task',
  'legitimate_interests',
] as const;
export type GdprLawfulBasis = (typeof GDPR_LAWFUL_BASES)[number];

export const GDPR_LAWFUL_BASIS_LABELS: Record<GdprLawfulBasis, string> = {
  consent: 'Consent — Art. 6(1)(a)',
  contract: 'Contract — Art. 6(1)(b)',
  legal_obligation: 'Legal obligation — Art. 6(1)(c)',
  vital_interests: 'Vital interests — Art. 6(1)(d)',
  public_task: 'Public task — Art. 6(1)(e)',
  legitimate_interests: 'Legitimate interests — Art. 6(1)(f)',
};

export const DPIA_STATUSES = ['not_needed', 'needed', 'in_progress', 'done'] as const;
export type DpiaStatus = (typeof DPIA_STATUSES)[number];

export const DPIA_STATUS_LABELS: Record<DpiaStatus, string> = {
  not_needed: 'Not needed',
  needed: 'Needed',
  in_progress: 'In progress',
  done: 'Done',
};

/** What the hint and the derived status read of a record. */
export interface GdprFacts {
  personalData: boolean;
  specialCategories: readonly GdprSpecialCategory[];
  largeScaleMonitoring: boolean;
  lawfulBasis: GdprLawfulBasis | null;
  dpiaStatus: DpiaStatus;
}

/** Whether a DPIA is needed, and why in plain words (empty when it is not). */
export interface DpiaHint {
  needed: boolean;
  reasons: string[];
}

/**
 * Whether the record calls for a DPIA (Article 35(1) and (3)): the system is high-risk under the
 * EU AI Act (Article 26(9) of that Act points deployers to the DPIA), it processes special
 * categories of data, or it monitors people on a large scale. `aiActHighRisk` is the EU AI Act
 * classification of the project, read by the caller.
 */
export function dpiaHint(
  facts: Pick<GdprFacts, 'personalData' | 'specialCategories' | 'largeScaleMonitoring'>,
  aiActHighRisk: boolean,
): DpiaHint {
  if (!facts.personalData) return { needed: false, reasons: [] };
  const reasons: string[] = [];
  if (aiActHighRisk) reasons.push('The system is high-risk under the EU AI Act.');
  if (facts.specialCategories.length > 0) {
    reasons.push('It processes special categories of personal data (Art. 9).');
  }
  if (facts.largeScaleMonitoring) {
    reasons.push('It monitors people systematically on a large scale (Art. 35(3)).');
  }
  return { needed: reasons.length > 0, reasons };
}

/**
 * The GDPR status a filled record implies:
 * - no personal data: not applicable;
 * - a DPIA the hint calls for marked "not needed": non compliant;
 * - no lawful basis yet, or a DPIA needed or in progress: in review;
 * - otherwise (a lawful basis, and the DPIA done or not needed): compliant.
 */
export function deriveGdprStatus(facts: GdprFacts, hint: DpiaHint): ComplianceStatus {
  if (!facts.personalData) return 'not_applicable';
  if (hint.needed && facts.dpiaStatus === 'not_needed') return 'non_compliant';
  if (facts.lawfulBasis === null) return 'in_review';
  if (facts.dpiaStatus === 'needed' || facts.dpiaStatus === 'in_progress') return 'in_review';
  return 'compliant';
}
