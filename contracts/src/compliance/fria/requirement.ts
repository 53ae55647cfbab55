import { AI_ACT_APPLICATION_DATES } from '../ai-act/application-dates';
import {
  AI_ACT_RISK_CLASS_LABELS,
  classifyAiSystem,
  type AiActAssessmentInput,
  type AiActReason,
} from '../ai-act/classify';
import { AI_ACT_QUESTIONS } from '../ai-act/questions';
import { ARTICLE_27, FRIA_EXCLUDED_AREA } from './article-27';

/** The questions of the questionnaire that decide whether a FRIA is owed. */
export const FRIA_QUESTION_IDS = {
  publicService: 'art27-public-service',
  creditworthiness: 'annex3-5b-creditworthiness',
  insurance: 'annex3-5c-insurance-pricing',
} as const;

/** Whether a project owes a fundamental rights impact assessment, and why. */
export interface FriaRequirement {
  required: boolean;
  /** Whether there is an EU AI Act assessment to decide from. */
  assessed: boolean;
  /** Why, in plain words, each with the article that says it. */
  reasons: AiActReason[];
  /** When required: the day the duty applies from (`YYYY-MM-DD`), by the dates table. */
  appliesFrom: string | null;
}

const notRequired = (text: string, article: string, assessed = true): FriaRequirement => ({
  required: false,
  assessed,
  reasons: [{ text, article }],
  appliesFrom: null,
});

const questionOf = (id: string) => AI_ACT_QUESTIONS.find((question) => question.id === id)!;

/**
 * Whether the project of an EU AI Act assessment (its roles and answers; null before the first)
 * owes a FRIA under Article 27(1): a deployer of a high-risk system of Annex III, other than one
 * used only in critical infrastructure (Annex III point 2), that is a public body or a private
 * organisation providing a public service, or that uses it for creditworthiness (point 5(b)) or
 * life and health insurance (point 5(c)). A system exempt under Article 6(3) is not high-risk,
 * and owes none; unanswered questions count as no.
 */
export function friaRequirement(assessment: AiActAssessmentInput | null): FriaRequirement {
  if (!assessment) {
    return notRequired(
      'Not assessed under the EU AI Act yet: the assessment decides whether a FRIA is owed',
      ARTICLE_27.duty,
      false,
    );
  }
  if (!assessment.roles.includes('deployer')) {
    return notRequired(
      'Only deployers owe a FRIA, and the company does not deploy this system',
      ARTICLE_27.duty,
    );
  }
  const classification = classifyAiSystem(assessment);
  if (classification.riskClass === 'prohibited') {
    return notRequired(
      'A prohibited practice: the system must not be used at all, so no FRIA can allow it',
      'Article 5',
    );
  }
  if (classification.riskClass !== 'high_risk') {
    return notRequired(
      `Not high-risk (${AI_ACT_RISK_CLASS_LABELS[classification.riskClass].toLowerCase()}): a FRIA is owed only for high-risk systems of Annex III`,
      ARTICLE_27.duty,
    );
  }
  if (classification.annex !== 'III') {
    return notRequired(
      'High-risk only as a product under EU safety law (Annex I): a FRIA is owed for the uses of Annex III',
      ARTICLE_27.duty,
    );
  }
  const { answers } = assessment;
  const uses = AI_ACT_QUESTIONS.filter(
    (question) => question.group === 'annex_iii' && answers[question.id] === true,
  );
  const covered = uses.filter((question) => question.area !== FRIA_EXCLUDED_AREA);
  if (covered.length === 0) {
    return notRequired(
      'Used in critical infrastructure only (Annex III point 2), which Article 27(1) leaves out',
      ARTICLE_27.criticalInfrastructure,
    );
  }

  const reasons: AiActReason[] = [];
  if (answers[FRIA_QUESTION_IDS.publicService] === true) {
    reasons.push({
      text: `Deployed by a public body or a private organisation providing a public service, for a high-risk use of Annex III (${covered.map((question) => question.article.replace('Annex III ', '')).join(', ')})`,
      article: ARTICLE_27.publicService,
    });
  }
  for (const id of [FRIA_QUESTION_IDS.creditworthiness, FRIA_QUESTION_IDS.insurance]) {
    if (answers[id] !== true) continue;
    const question = questionOf(id);
    reasons.push({
      text: `Deployed to ${id === FRIA_QUESTION_IDS.creditworthiness ? 'evaluate the creditworthiness of people or establish their credit score' : 'assess risk and price life or health insurance for people'}`,
      article: `${ARTICLE_27.duty} and ${question.article}`,
    });
  }
  if (reasons.length === 0) {
    return notRequired(
      'High-risk under Annex III, but deployed neither by a public body or a provider of public services, nor for creditworthiness or life and health insurance',
      ARTICLE_27.duty,
    );
  }
  return {
    required: true,
    assessed: true,
    reasons,
    appliesFrom: AI_ACT_APPLICATION_DATES[ARTICLE_27.appliesFrom].date,
  };
}
