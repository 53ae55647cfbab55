import {
  AI_ACT_APPLICATION_DATES,
  type AiActApplicationDateKey,
  type AiActApplicationDates,
} from './application-dates';
import { friaRequirement } from '../fria/requirement';
import {
  classifyAiSystem,
  type AiActAssessmentInput,
  type AiActClassification,
  type AiActReason,
  type AiActRiskClass,
  type HighRiskAnnex,
} from './classify';
import {
  HIGH_RISK_DEPLOYER_DUTIES,
  HIGH_RISK_PROVIDER_DUTIES,
  type HighRiskDuty,
} from './high-risk-duties';
import type { AiActRole, TransparencyTrigger } from './questions';

/** The classes that carry obligations: a prohibited system carries a prohibition instead. */
export type AiActObligationClass = Exclude<AiActRiskClass, 'prohibited'>;

/** High-risk duties apply from the date of the annex that makes the system high-risk. */
export const HIGH_RISK_APPLIES_FROM = {
  I: 'high-risk-annex-i',
  III: 'high-risk-annex-iii',
} as const satisfies Record<HighRiskAnnex, AiActApplicationDateKey>;

export interface AiActObligation {
  /** Stable: a project's obligation rows are kept under it. */
  id: string;
  /** Where the Act says it: `Article 26`, by paragraph `Article 26(6)`, by point `Article 16(b)`. */
  article: string;
  /** What to do, in plain words. */
  title: string;
  /** What counts as done. */
  done: string;
  /** The roles it falls on. */
  roles: readonly AiActRole[];
  /** The classes it applies to. */
  classes: readonly AiActObligationClass[];
  /** The entry of the dates table it applies from; high-risk duties by their annex. */
  appliesFrom: AiActApplicationDateKey | typeof HIGH_RISK_APPLIES_FROM;
  /** Only for high-risk systems of these annexes (all, when absent). */
  annexes?: readonly HighRiskAnnex[];
  /** Only for general-purpose AI models. */
  gpai?: true;
  /** Only when the system triggers this Article 50 duty. */
  trigger?: TransparencyTrigger;
  /** Only when the deployer owes a fundamental rights impact assessment (`friaRequirement`). */
  fria?: true;
  /** A condition the questionnaire does not ask, for the owner to confirm (or mark not applicable). */
  condition?: string;
  /**
   * The id of the whole article this part was listed as before (`art26-deployer`): a project's
   * row stored under it becomes its parts, with its status, owner, notes and evidence.
   */
  splitFrom?: string;
}

const ALL_CLASSES = ['high_risk', 'limited', 'minimal'] as const;
const HIGH_RISK = ['high_risk'] as const;
const PROVIDER = ['provider'] as const;

/** A duty of `HIGH_RISK_*_DUTIES` as an obligation of `role` for high-risk systems. */
const highRisk =
  (role: AiActRole) =>
  (duty: HighRiskDuty): AiActObligation => ({
    ...duty,
    roles: [role],
    classes: HIGH_RISK,
    appliesFrom: HIGH_RISK_APPLIES_FROM,
  });

/** Every obligation the Act puts on a role of a class, as data. */
export const AI_ACT_OBLIGATIONS: readonly AiActObligation[] = [
  {
    id: 'art4-ai-literacy',
    article: 'Article 4',
    title: 'Make sure the people who build, run or use the system have enough AI literacy',
    done: 'Training or guidance given to the staff and contractors who deal with the system, suited to their role and the context of use, and a record of it',
    roles: ['provider', 'deployer'],
    classes: ALL_CLASSES,
    appliesFrom: 'prohibitions-and-literacy',
  },

  ...HIGH_RISK_PROVIDER_DUTIES.map(highRisk('provider')),
  ...HIGH_RISK_DEPLOYER_DUTIES.map(highRisk('deployer')),
  {
    id: 'art27-fria',
    article: 'Article 27',
    title: 'Assess the impact on fundamental rights before first use',
    done: 'A fundamental rights impact assessment (processes, period and frequency of use, people affected, risks of harm, oversight and measures) done before first use and notified to the market surveillance authority',
    roles: ['deployer'],
    classes: HIGH_RISK,
    appliesFrom: HIGH_RISK_APPLIES_FROM,
    annexes: ['III'],
    fria: true,
  },
  {
    id: 'art23-importer',
    article: 'Article 23',
    title: 'Check the system conforms before importing it',
    done: 'Verified that the conformity assessment was carried out, the technical documentation exists, the CE marking and declaration of conformity are there and an authorised representative is appointed; importer name and contact on the system',
    roles: ['importer'],
    classes: HIGH_RISK,
    appliesFrom: HIGH_RISK_APPLIES_FROM,
  },
  {
    id: 'art24-distributor',
    article: 'Article 24',
    title: 'Check the system conforms before making it available',
    done: 'Verified that the system bears the CE marking, comes with the declaration of conformity and instructions for use, and that provider and importer met their duties',
    roles: ['distributor'],
    classes: HIGH_RISK,
    appliesFrom: HIGH_RISK_APPLIES_FROM,
  },

  {
    id: 'art50-1-interaction',
    article: 'Article 50(1)',
    title: 'Tell people they are interacting with an AI system',
    done: 'People are told, at the latest at their first interaction, that they are dealing with an AI system, unless it is obvious',
    roles: PROVIDER,
    classes: ALL_CLASSES,
    appliesFrom: 'general-application',
    trigger: 'interaction',
  },
  {
    id: 'art50-2-marking',
    article: 'Article 50(2)',
    title: 'Mark generated content as artificially generated',
    done: 'Generated audio, images, video and text are marked in a machine-readable format and detectable as artificially generated',
    roles: PROVIDER,
    classes: ALL_CLASSES,
    appliesFrom: 'general-application',
    trigger: 'synthetic_content',
  },
  {
    id: 'art50-3-emotion-biometric',
    article: 'Article 50(3)',
    title: 'Inform people exposed to emotion recognition or biometric categorisation',
    done: 'The people exposed are informed of the operation of the system, and their personal data processed under the GDPR',
    roles: ['deployer'],
    classes: ALL_CLASSES,
    appliesFrom: 'general-application',
    trigger: 'emotion_or_biometric_categorisation',
  },
  {
    id: 'art50-4-deep-fake',
    article: 'Article 50(4)',
    title: 'Disclose deep fakes and generated text published to inform the public',
    done: 'Deep fakes, and text published to inform the public on matters of public interest, are disclosed as artificially generated or manipulated',
    roles: ['deployer'],
    classes: ALL_CLASSES,
    appliesFrom: 'general-application',
    trigger: 'deep_fake',
  },

  {
    id: 'art53-1-ab-documentation',
    article: 'Article 53(1)(a) and (b)',
    title: 'Document the general-purpose model for the authorities and for downstream providers',
    done: 'Technical documentation of the model (Annex XI) kept up to date, and the information of Annex XII given to the providers who build on it',
    roles: PROVIDER,
    classes: ALL_CLASSES,
    appliesFrom: 'general-purpose-ai',
    gpai: true,
  },
  {
    id: 'art53-1-c-copyright',
    article: 'Article 53(1)(c)',
    title: 'Put in place a policy to comply with EU copyright law',
    done: 'A copyright policy, including how reservations of rights (text and data mining opt-outs) are identified and respected',
    roles: PROVIDER,
    classes: ALL_CLASSES,
    appliesFrom: 'general-purpose-ai',
    gpai: true,
  },
  {
    id: 'art53-1-d-training-summary',
    article: 'Article 53(1)(d)',
    title: 'Publish a summary of the content used for training',
    done: "A sufficiently detailed summary of the training content, on the AI Office's template, made publicly available",
    roles: PROVIDER,
    classes: ALL_CLASSES,
    appliesFrom: 'general-purpose-ai',
    gpai: true,
  },
];

export interface AiActObligationsInput {
  roles: readonly AiActRole[];
  riskClass: AiActRiskClass;
  gpai: boolean;
  /** For a high-risk system, the annex that makes it so (Annex III, the earlier date, when not known). */
  annex: HighRiskAnnex | null;
  /**
   * The Article 50 duties the system triggers (the classification's `transparency`). Without
   * them, a limited-risk system gets every Article 50 duty of its roles and other classes none.
   */
  transparency?: readonly TransparencyTrigger[];
  /**
   * Whether the deployer owes a fundamental rights impact assessment (`friaRequirement`, from the
   * answers): Article 27's obligation is listed only then.
   */
  fria?: boolean;
}

export interface AiActDueObligation extends AiActObligation {
  /** The day it applies from, by the dates table (`YYYY-MM-DD`). */
  dueDate: string;
}

/** What must never happen to a prohibited system, and since when. */
export interface AiActProhibition extends AiActReason {
  since: string;
}

/**
 * A system's obligations under the EU AI Act. A prohibited system has none to fulfil: it has a
 * `prohibition` instead (it must not be placed on the market, put into service or used), and an
 * empty list; every other system has `prohibition: null`.
 */
export interface AiActObligationPlan {
  obligations: AiActDueObligation[];
  prohibition: AiActProhibition | null;
}

const dateKeyOf = (
  obligation: AiActObligation,
  annex: HighRiskAnnex | null,
): AiActApplicationDateKey | null =>
  typeof obligation.appliesFrom === 'string'
    ? obligation.appliesFrom
    : annex
      ? obligation.appliesFrom[annex]
      : null;

/**
 * The obligations that fall on `roles` for a system of `riskClass`, each with its due date read
 * from `dates` (the Act's table unless another is passed in), earliest first.
 */
export function obligationsFor(
  { roles, riskClass, gpai, annex, transparency, fria }: AiActObligationsInput,
  dates: AiActApplicationDates = AI_ACT_APPLICATION_DATES,
): AiActObligationPlan {
  if (riskClass === 'prohibited') {
    return {
      obligations: [],
      prohibition: {
        text: 'A prohibited practice: the system must not be placed on the market, put into service or used in the EU',
        article: 'Article 5',
        since: dates['prohibitions-and-literacy'].date,
      },
    };
  }
  const highRiskAnnex = riskClass === 'high_risk' ? (annex ?? 'III') : null;
  const obligations: AiActDueObligation[] = [];
  for (const obligation of AI_ACT_OBLIGATIONS) {
    if (!obligation.roles.some((role) => roles.includes(role))) continue;
    if (!obligation.classes.includes(riskClass)) continue;
    if (obligation.gpai && !gpai) continue;
    if (obligation.fria && !fria) continue;
    if (obligation.annexes && !(highRiskAnnex && obligation.annexes.includes(highRiskAnnex))) {
      continue;
    }
    if (obligation.trigger) {
      const triggered = transparency
        ? transparency.includes(obligation.trigger)
        : riskClass === 'limited';
      if (!triggered) continue;
    }
    const key = dateKeyOf(obligation, highRiskAnnex);
    if (!key) continue;
    obligations.push({ ...obligation, dueDate: dates[key].date });
  }
  // A stable sort: equal dates keep the table's order.
  obligations.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { obligations, prohibition: null };
}

/** What an assessment's answers give: the system's class and its obligations, also by id. */
export interface AiActAssessmentPlan {
  classification: AiActClassification;
  plan: AiActObligationPlan;
  /** The plan's obligations by id. */
  byId: Map<string, AiActDueObligation>;
}

/**
 * The class of an assessed system and the obligations its roles carry, dated from `dates`:
 * Article 27's exactly when `friaRequirement` says a FRIA is owed.
 */
export function assessmentPlan(
  assessment: AiActAssessmentInput,
  dates: AiActApplicationDates = AI_ACT_APPLICATION_DATES,
): AiActAssessmentPlan {
  const classification = classifyAiSystem(assessment);
  const plan = obligationsFor(
    {
      roles: assessment.roles,
      ...classification,
      fria: friaRequirement(assessment).required,
    },
    dates,
  );
  return {
    classification,
    plan,
    byId: new Map(plan.obligations.map((obligation) => [obligation.id, obligation])),
  };
}
