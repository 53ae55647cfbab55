import { NO_INCIDENT_ANSWERS, type IncidentAnswerValues } from './clocks';
import {
  INCIDENT_MESSAGES,
  INCIDENT_QUESTIONS,
  type IncidentAction,
  type IncidentQuestion,
} from './incidents';
import { MINUTE_MS } from '../time/durations';

/** A few minutes of clock difference between a browser and the server are no future. */
export const INCIDENT_FUTURE_SLACK_MS = 5 * MINUTE_MS;

/** Whether an instant a person gave lies in the future, beyond the clocks' difference. */
export const isFutureInstant = (instant: string | Date, now: Date): boolean =>
  new Date(instant).getTime() > now.getTime() + INCIDENT_FUTURE_SLACK_MS;

/**
 * Why an instant a person gave may not be kept, in a sentence led by its `label` ("Aware at"):
 * not a date and time that exists, or in the future; null when it may.
 */
export function pastInstantProblem(value: string, label: string, now: Date): string | null {
  if (Number.isNaN(new Date(value).getTime())) return `${label} ${INCIDENT_MESSAGES.instant}`;
  return isFutureInstant(value, now) ? `${label} ${INCIDENT_MESSAGES.futureInstant}` : null;
}

/** Why an incident's two instants may not be kept together: aware before it occurred; else null. */
export const incidentTimesProblem = (
  awareAt: string | Date,
  occurredAt: string | Date | null | undefined,
): string | null =>
  occurredAt && new Date(occurredAt).getTime() > new Date(awareAt).getTime()
    ? INCIDENT_MESSAGES.awareBeforeOccurred
    : null;

/** The answers' values for the clocks function (an answer withdrawn counts as none). */
export function incidentAnswerValues(
  answers: Partial<Record<IncidentQuestion, { value: unknown } | null>>,
): IncidentAnswerValues {
  const values: Record<string, unknown> = { ...NO_INCIDENT_ANSWERS };
  for (const question of INCIDENT_QUESTIONS) {
    const value = answers[question]?.value;
    if (value !== undefined && value !== null) values[question] = value;
  }
  return values as unknown as IncidentAnswerValues;
}

/** An action is overdue once its due day (`YYYY-MM-DD`) has passed while it is not done. */
export const isIncidentActionOverdue = (
  action: Pick<IncidentAction, 'status' | 'dueOn'>,
  today: string,
): boolean => action.status !== 'done' && action.dueOn !== null && action.dueOn < today;
