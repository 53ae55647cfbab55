import {
  AI_ACT_QUESTIONS,
  type AiActAnswers,
  type AiActQuestion,
  type AiActRole,
  type TransparencyTrigger,
} from './questions';

export const AI_ACT_RISK_CLASSES = ['prohibited', 'high_risk', 'limited', 'minimal'] as const;
export type AiActRiskClass = (typeof AI_ACT_RISK_CLASSES)[number];

export const AI_ACT_RISK_CLASS_LABELS: Record<AiActRiskClass, string> = {
  prohibited: 'Prohibited',
  high_risk: 'High-risk',
  limited: 'Limited risk',
  minimal: 'Minimal risk',
};

/** Which annex makes a system high-risk: their obligations apply from different dates. */
export type HighRiskAnnex = 'I' | 'III';

/** One reason of a classification: plain words and where the Act says it. */
export interface AiActReason {
  text: string;
  article: string;
}

export interface AiActClassification {
  riskClass: AiActRiskClass;
  reasons: AiActReason[];
  /** Whether it is a general-purpose AI model (Article 53 applies to its provider, whatever the class). */
  gpai: boolean;
  /** For a high-risk system, the annex that makes it so (Annex III when both do: its date comes first). */
  annex: HighRiskAnnex | null;
  /** The Article 50 duties its answers trigger, whatever its class. */
  transparency: TransparencyTrigger[];
}

export interface AiActAssessmentInput {
  roles: readonly AiActRole[];
  answers: AiActAnswers;
}

const reasonOf = (question: AiActQuestion): AiActReason => ({
  text: question.reason,
  article: question.article,
});

/**
 * Classifies an AI system by its questionnaire under the EU AI Act:
 * any Article 5 practice → prohibited; an Annex I safety component → high-risk; an Annex III use →
 * high-risk, unless an Article 6(3) exception applies and it does not profile natural persons;
 * otherwise any Article 50 trigger → limited; otherwise minimal. Unanswered questions count as no.
 */
export function classifyAiSystem({ roles, answers }: AiActAssessmentInput): AiActClassification {
  const yes = AI_ACT_QUESTIONS.filter((question) => answers[question.id] === true);
  const of = (group: AiActQuestion['group']) => yes.filter((question) => question.group === group);

  const gpai = of('gpai').length > 0;
  const transparencyYes = of('transparency');
  const transparency = transparencyYes.flatMap((question) =>
    question.trigger ? [question.trigger] : [],
  );
  const result = (
    riskClass: AiActRiskClass,
    reasons: AiActReason[],
    annex: HighRiskAnnex | null = null,
  ): AiActClassification => ({
    riskClass,
    reasons: riskClass === 'prohibited' ? reasons : [...reasons, ...of('gpai').map(reasonOf)],
    gpai,
    annex,
    transparency,
  });

  const practices = of('prohibited');
  if (practices.length > 0) return result('prohibited', practices.map(reasonOf));

  const annexI = of('annex_i');
  const annexIII = of('annex_iii');
  const exceptionsAndProfiling = of('exceptions');
  const profiling = exceptionsAndProfiling.filter((question) => question.id === 'art6-3-profiling');
  const exceptions = exceptionsAndProfiling.filter(
    (question) => question.id !== 'art6-3-profiling',
  );
  const exempt = annexIII.length > 0 && exceptions.length > 0 && profiling.length === 0;

  const annexIIIHighRisk = annexIII.length > 0 && !exempt;
  if (annexIIIHighRisk || annexI.length > 0) {
    const reasons = [...annexI.map(reasonOf)];
    if (annexIIIHighRisk) {
      reasons.push(...annexIII.map(reasonOf));
      if (exceptions.length > 0) reasons.push(...profiling.map(reasonOf));
    }
    return result('high_risk', reasons, annexIIIHighRisk ? 'III' : 'I');
  }

  const reasons: AiActReason[] = [];
  if (exempt) {
    const uses = annexIII.map((question) => question.article).join(', ');
    for (const question of exceptions) {
      reasons.push({
        text: `Not high-risk despite ${uses}: ${question.reason.charAt(0).toLowerCase()}${question.reason.slice(1)}`,
        article: question.article,
      });
    }
    if (roles.includes('provider')) {
      reasons.push({
        text: 'As its provider, document this assessment before placing it on the market and register the system',
        article: 'Article 6(4) and Article 49(2)',
      });
    }
  }
  if (transparencyYes.length > 0) {
    return result('limited', [...reasons, ...transparencyYes.map(reasonOf)]);
  }
  return result('minimal', [
    ...reasons,
    {
      text: 'No prohibited practice, high-risk use or transparency trigger applies',
      article: 'Articles 5, 6 and 50',
    },
  ]);
}
