import {
  AI_ACT_APPLICATION_DATES,
  type AiActApplicationDates,
} from '../compliance/ai-act/application-dates';
import type { AiActRiskClass, HighRiskAnnex } from '../compliance/ai-act/classify';
import { HIGH_RISK_APPLIES_FROM } from '../compliance/ai-act/obligations';
import type { AiActRole } from '../compliance/ai-act/questions';
import {
  INCIDENT_CLOCK_RULES,
  type BreachRisk,
  type GdprRole,
  type IncidentClockCondition,
  type IncidentClockId,
  type IncidentClockRule,
  type IncidentClockState,
  type IncidentReportKind,
  type SeriousIncidentKind,
} from './clock-rules';
import type { IncidentClock } from './incidents';
import { addWindow } from './zoned-time';

/** The classification answers of an incident, by value (null: not answered yet). */
export interface IncidentAnswerValues {
  seriousIncident: boolean | null;
  seriousIncidentKinds: readonly SeriousIncidentKind[] | null;
  death: boolean | null;
  widespreadInfringement: boolean | null;
  personalDataBreach: boolean | null;
  breachRisk: BreachRisk | null;
  gdprRole: GdprRole | null;
  doraMajor: boolean | null;
  /** When the incident was classified as major under DORA; awareness when not said. */
  doraClassifiedAt: string | null;
  nis2Significant: boolean | null;
}

/** No answer given: every clock waits for one. */
export const NO_INCIDENT_ANSWERS: IncidentAnswerValues = {
  seriousIncident: null,
  seriousIncidentKinds: null,
  death: null,
  widespreadInfringement: null,
  personalDataBreach: null,
  breachRisk: null,
  gdprRole: null,
  doraMajor: null,
  doraClassifiedAt: null,
  nis2Significant: null,
};

/** A report recorded against a clock; a correction is a new entry that supersedes an older one. */
export interface IncidentSubmissionInput {
  id: string;
  clock: IncidentClockId;
  kind: IncidentReportKind;
  submittedAt: string;
  supersedesId: string | null;
}

export interface IncidentClockInput {
  /** The instant the company became aware: the clocks start here. */
  awareAt: string;
  /** Where days and months are counted on the calendar (an IANA zone). */
  timeZone: string;
  answers: IncidentAnswerValues;
  /** The project's EU AI Act assessment; null without a project or an assessment. */
  aiAct: {
    roles: readonly AiActRole[];
    riskClass: AiActRiskClass;
    annex: HighRiskAnnex | null;
  } | null;
  submissions: readonly IncidentSubmissionInput[];
}

export interface IncidentClockOptions {
  /** Now, for the state of each clock (`overdue`). */
  now: string;
  /** The rules table; the law's unless a test or a what-if passes another. */
  rules?: readonly IncidentClockRule[];
  /** The EU AI Act's application dates; the law's unless another is passed. */
  dates?: AiActApplicationDates;
}

export interface IncidentClocks {
  clocks: IncidentClock[];
  /**
   * A serious incident of a high-risk system before the Act's high-risk obligations apply gets
   * no AI Act clock: the day they apply from, by the dates table; null otherwise.
   */
  aiActAppliesFrom: string | null;
}

const some = <T>(wanted: readonly T[] | undefined, given: T | readonly T[] | null): boolean => {
  if (!wanted) return true;
  if (given === null) return false;
  const values: readonly T[] = Array.isArray(given) ? given : [given as T];
  return values.some((value) => wanted.includes(value));
};

const answerHolds = (wanted: true | undefined, given: boolean | null) => !wanted || given === true;

function answersHold(when: IncidentClockCondition, answers: IncidentAnswerValues): boolean {
  return (
    answerHolds(when.seriousIncident, answers.seriousIncident) &&
    some(when.seriousIncidentKinds, answers.seriousIncidentKinds) &&
    answerHolds(when.death, answers.death) &&
    answerHolds(when.widespreadInfringement, answers.widespreadInfringement) &&
    answerHolds(when.personalDataBreach, answers.personalDataBreach) &&
    some(when.breachRisks, answers.breachRisk) &&
    some(when.gdprRoles, answers.gdprRole) &&
    answerHolds(when.doraMajor, answers.doraMajor) &&
    answerHolds(when.nis2Significant, answers.nis2Significant)
  );
}

/** The day the high-risk obligations apply to the project's system, by the dates table. */
const highRiskAppliesFrom = (annex: HighRiskAnnex | null, dates: AiActApplicationDates): string =>
  dates[HIGH_RISK_APPLIES_FROM[annex ?? 'III']].date;

/** The reports that count: a report a later entry corrects is replaced by that entry. */
export function effectiveSubmissions<S extends IncidentSubmissionInput>(
  submissions: readonly S[],
): S[] {
  const superseded = new Set(submissions.flatMap((s) => (s.supersedesId ? [s.supersedesId] : [])));
  return submissions
    .filter((s) => !superseded.has(s.id))
    .sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
}

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * Every reporting clock of an incident: which rules apply (its answers, the project's EU AI Act
 * role and class, the application dates), when each starts (awareness, classification, or the
 * submission of an earlier report), its deadline as a UTC instant (days and months counted on
 * the calendar of `timeZone`) and where it stands at `now`. Several rows of one clock: the
 * earliest deadline wins. Pure: the same input gives the same clocks.
 */
export function incidentClocks(
  input: IncidentClockInput,
  options: IncidentClockOptions,
): IncidentClocks {
  const rules = options.rules ?? INCIDENT_CLOCK_RULES;
  const dates = options.dates ?? AI_ACT_APPLICATION_DATES;
  const now = Date.parse(options.now);
  const submissions = effectiveSubmissions(input.submissions);
  const submissionsOf = (clock: IncidentClockId) => submissions.filter((s) => s.clock === clock);
  const awarenessDay = input.awareAt.slice(0, 10);
  let aiActAppliesFrom: string | null = null;

  const applicable = rules.filter((rule) => {
    if (!answersHold(rule.when, input.answers)) return false;
    const aiAct = rule.when.aiAct;
    if (!aiAct) return true;
    const assessment = input.aiAct;
    if (!assessment || assessment.riskClass !== 'high_risk') return false;
    if (!assessment.roles.some((role) => aiAct.roles.includes(role))) return false;
    const appliesFrom = highRiskAppliesFrom(assessment.annex, dates);
    if (awarenessDay < appliesFrom) {
      aiActAppliesFrom = appliesFrom;
      return false;
    }
    return true;
  });

  const byClock = new Map<IncidentClockId, IncidentClock>();
  // Later clocks read earlier ones' reports, which need no computed clock: rows in any order.
  for (const rule of applicable) {
    const computed = clockOf(rule, input, submissionsOf, now);
    const known = byClock.get(rule.clock);
    if (!known || precedes(computed, known)) byClock.set(rule.clock, computed);
  }
  const order = new Map(rules.map((rule, index) => [rule.clock, index] as const));
  const clocks = [...byClock.values()].sort(
    (a, b) => (order.get(a.clock) ?? 0) - (order.get(b.clock) ?? 0),
  );
  return {
    clocks,
    aiActAppliesFrom: clocks.some((c) => c.regime === 'eu-ai-act') ? null : aiActAppliesFrom,
  };
}

/** Whether clock `a` ends before `b` (a fixed deadline before none). */
function precedes(a: IncidentClock, b: IncidentClock): boolean {
  if (a.dueAt === null) return false;
  if (b.dueAt === null) return true;
  return Date.parse(a.dueAt) < Date.parse(b.dueAt);
}

function startOf(
  rule: IncidentClockRule,
  input: IncidentClockInput,
  submissionsOf: (clock: IncidentClockId) => IncidentSubmissionInput[],
): string | null {
  const start = rule.start;
  if (start.from === 'awareness') return input.awareAt;
  if (start.from === 'classification') return input.answers.doraClassifiedAt ?? input.awareAt;
  const earlierReports = submissionsOf(start.clock);
  const report = start.which === 'first' ? earlierReports[0] : earlierReports.at(-1);
  return report?.submittedAt ?? null;
}

function clockOf(
  rule: IncidentClockRule,
  input: IncidentClockInput,
  submissionsOf: (clock: IncidentClockId) => IncidentSubmissionInput[],
  now: number,
): IncidentClock {
  const startsAt = startOf(rule, input, submissionsOf);
  let dueAt: string | null = null;
  if (startsAt !== null && rule.window) {
    dueAt = addWindow(startsAt, rule.window, input.timeZone);
    if (rule.cap) dueAt = earlier(dueAt, addWindow(input.awareAt, rule.cap, input.timeZone));
  }
  const reports = submissionsOf(rule.clock);
  const first = reports[0] ?? null;
  const complete = reports.find((s) => s.kind === 'complete') ?? null;
  let state: IncidentClockState;
  if (first) {
    state = dueAt !== null && Date.parse(first.submittedAt) > Date.parse(dueAt) ? 'late' : 'met';
  } else if (startsAt === null) {
    state = 'waiting';
  } else {
    state = dueAt !== null && now > Date.parse(dueAt) ? 'overdue' : 'running';
  }
  return {
    clock: rule.clock,
    ruleId: rule.id,
    regime: rule.regime,
    article: rule.article,
    title: rule.title,
    recipient: rule.recipient,
    report: rule.report,
    wording: rule.wording,
    source: rule.source,
    checkedOn: rule.checkedOn,
    startsFrom: rule.start.from,
    startsAt,
    dueAt,
    state,
    submittedAt: first?.submittedAt ?? null,
    completedAt: complete?.submittedAt ?? null,
  };
}

/**
 * How much of a running clock's window has passed at `now`, from 0 to 1 (past the deadline: 1);
 * null for a clock without a fixed deadline or one no longer running.
 */
export function clockElapsed(clock: IncidentClock, now: string): number | null {
  if (clock.state !== 'running' && clock.state !== 'overdue') return null;
  if (clock.startsAt === null || clock.dueAt === null) return null;
  const start = Date.parse(clock.startsAt);
  const span = Date.parse(clock.dueAt) - start;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (Date.parse(now) - start) / span));
}

/** The earliest deadline still open (running or overdue), or null. */
export function nextIncidentDeadline(clocks: readonly IncidentClock[]): IncidentClock | null {
  let next: IncidentClock | null = null;
  for (const clock of clocks) {
    if (clock.dueAt === null || (clock.state !== 'running' && clock.state !== 'overdue')) continue;
    if (!next || Date.parse(clock.dueAt) < Date.parse(next.dueAt!)) next = clock;
  }
  return next;
}
