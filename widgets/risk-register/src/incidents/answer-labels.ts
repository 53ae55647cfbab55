import {
  BREACH_RISK_LABELS,
  GDPR_ROLE_LABELS,
  SERIOUS_INCIDENT_KIND_LABELS,
  type BreachRisk,
  type GdprRole,
  type IncidentAnswers,
  type IncidentQuestion,
  type SeriousIncidentKind,
} from '@portfolio/contracts';
import { formatInstant } from '@portfolio/ui';

/** An answer in words, as a page or a printed report shows it. */
export function answerText<Q extends IncidentQuestion>(
  question: Q,
  value: NonNullable<IncidentAnswers[Q]>['value'],
): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (question === 'breachRisk') return BREACH_RISK_LABELS[value as BreachRisk];
  if (question === 'gdprRole') return GDPR_ROLE_LABELS[value as GdprRole];
  if (question === 'doraClassifiedAt') return formatInstant(value as string);
  if (Array.isArray(value)) {
    return (value as SeriousIncidentKind[])
      .map((kind) => `(${kind}) ${SERIOUS_INCIDENT_KIND_LABELS[kind]}`)
      .join('; ');
  }
  return String(value);
}
