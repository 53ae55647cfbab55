import { AI_ACT_REGULATION } from '../compliance/ai-act/application-dates';
import type { AiActRole } from '../compliance/ai-act/questions';
import type { IncidentWindow } from './zoned-time';

/**
 * The reporting clocks of an incident, as data: one row per rule of law, with its article, its
 * source and the day it was last checked against the Official Journal. A change of the law is
 * one edit of this table; every open incident's clocks follow (`incidentClocks`).
 */

export const INCIDENT_REGIMES = ['eu-ai-act', 'gdpr', 'dora', 'nis2'] as const;
export type IncidentRegime = (typeof INCIDENT_REGIMES)[number];

export const INCIDENT_REGIME_LABELS: Record<IncidentRegime, string> = {
  'eu-ai-act': 'EU AI Act',
  gdpr: 'GDPR',
  dora: 'DORA',
  nis2: 'NIS2',
};

/**
 * A report an incident may owe. Several rows may compute the same clock (a death shortens the
 * AI Act's window): the earliest deadline of the rows that apply wins.
 */
export const INCIDENT_CLOCKS = [
  'ai-act-provider-informed',
  'ai-act-authority',
  'gdpr-controller',
  'gdpr-authority',
  'gdpr-data-subjects',
  'dora-initial',
  'dora-intermediate',
  'dora-final',
  'nis2-early-warning',
  'nis2-notification',
  'nis2-final',
] as const;
export type IncidentClockId = (typeof INCIDENT_CLOCKS)[number];

/** Whether a submission is a first, possibly incomplete report or the complete one. */
export const INCIDENT_REPORT_KINDS = ['initial', 'complete'] as const;
export type IncidentReportKind = (typeof INCIDENT_REPORT_KINDS)[number];

/** The kinds of serious incident of EU AI Act Article 3(49). */
export const SERIOUS_INCIDENT_KINDS = ['a', 'b', 'c', 'd'] as const;
export type SeriousIncidentKind = (typeof SERIOUS_INCIDENT_KINDS)[number];
export const SERIOUS_INCIDENT_KIND_LABELS: Record<SeriousIncidentKind, string> = {
  a: 'Death of a person, or serious harm to a person’s health',
  b: 'Serious and irreversible disruption of the management or operation of critical infrastructure',
  c: 'Infringement of obligations under Union law intended to protect fundamental rights',
  d: 'Serious harm to property or the environment',
};

/** How likely a personal data breach is to result in a risk to people (GDPR Articles 33, 34). */
export const BREACH_RISKS = ['unlikely', 'risk', 'high'] as const;
export type BreachRisk = (typeof BREACH_RISKS)[number];
/** Each answer in the words of Articles 33(1) and 34(1), wherever it is shown or recorded. */
export const BREACH_RISK_LABELS: Record<BreachRisk, string> = {
  unlikely: 'Unlikely to result in a risk',
  risk: 'Likely to result in a risk',
  high: 'Likely to result in a high risk',
};

/** The company's part in the processing of the breached data (GDPR Article 4(7), 4(8)). */
export const GDPR_ROLES = ['controller', 'processor'] as const;
export type GdprRole = (typeof GDPR_ROLES)[number];
export const GDPR_ROLE_LABELS: Record<GdprRole, string> = {
  controller: 'Controller',
  processor: 'Processor',
};

/**
 * Where a clock stands: `waiting` for the earlier report that starts it, `running` until its
 * deadline (or, with no fixed deadline, until a report), `overdue` past it with no report,
 * `met` by a report in time, `late` by a report after the deadline.
 */
export const INCIDENT_CLOCK_STATES = ['waiting', 'running', 'overdue', 'met', 'late'] as const;
export type IncidentClockState = (typeof INCIDENT_CLOCK_STATES)[number];

/** What starts a clock: awareness, classification, or the submission of an earlier report. */
export const INCIDENT_CLOCK_STARTS = ['awareness', 'classification', 'submission'] as const;
export type IncidentClockStartKind = (typeof INCIDENT_CLOCK_STARTS)[number];

/** What starts a clock. */
export type IncidentClockStart =
  | { from: 'awareness' }
  /** The instant the incident was classified as major under DORA. */
  | { from: 'classification' }
  /** The submission of an earlier report: the first one made, or the latest (a later update). */
  | { from: 'submission'; clock: IncidentClockId; which: 'first' | 'latest' };

/**
 * When a row applies. Every condition given must hold; an answer not given yet never holds.
 * `aiAct` asks the project's EU AI Act assessment: one of the roles, a high-risk system, and the
 * high-risk obligations applying on the day of awareness (by the application dates table).
 */
export interface IncidentClockCondition {
  aiAct?: { roles: readonly AiActRole[]; highRisk: true };
  seriousIncident?: true;
  /** At least one of these kinds of Article 3(49). */
  seriousIncidentKinds?: readonly SeriousIncidentKind[];
  death?: true;
  widespreadInfringement?: true;
  personalDataBreach?: true;
  breachRisks?: readonly BreachRisk[];
  gdprRoles?: readonly GdprRole[];
  doraMajor?: true;
  nis2Significant?: true;
}

export interface IncidentClockRule {
  /** Stable: names the row in tests and in a clock's answer. */
  id: string;
  clock: IncidentClockId;
  regime: IncidentRegime;
  article: string;
  /** What to do, in plain words. */
  title: string;
  /** Who receives the report. */
  recipient: string;
  /** The kind of report that meets the clock: a first report may be incomplete. */
  report: IncidentReportKind;
  when: IncidentClockCondition;
  start: IncidentClockStart;
  /** The time allowed; null where the law sets none ("without undue delay", "immediately"). */
  window: IncidentWindow | null;
  /** A second limit counted from awareness, whichever ends first (DORA: at most 24 hours). */
  cap?: IncidentWindow;
  /** The law's own words for the time allowed. */
  wording: string;
  /** The provision and where to read it. */
  source: string;
  /** The day the row was last checked against its source (`YYYY-MM-DD`). */
  checkedOn: string;
}

const { publication: AI_ACT, url: AI_ACT_URL } = AI_ACT_REGULATION;
const GDPR = 'Regulation (EU) 2016/679 (General Data Protection Regulation)';
const GDPR_URL = 'http://data.europa.eu/eli/reg/2016/679/oj';
const DORA = 'Regulation (EU) 2022/2554 (Digital Operational Resilience Act)';
const DORA_URL = 'http://data.europa.eu/eli/reg/2022/2554/oj';
const DORA_RTS = 'Commission Delegated Regulation (EU) 2025/301, Article 5';
const DORA_RTS_URL = 'http://data.europa.eu/eli/reg_del/2025/301/oj';
const NIS2 = 'Directive (EU) 2022/2555 (NIS2)';
const NIS2_URL = 'http://data.europa.eu/eli/dir/2022/2555/oj';
const CHECKED_ON = '2026-11-28';

const AI_ACT_PROVIDER = { roles: ['provider'], highRisk: true } as const;
const AI_ACT_AUTHORITY = 'The market surveillance authority of the Member State where it occurred';

const aiActAuthority = (
  id: string,
  paragraph: string,
  when: IncidentClockCondition,
  days: number,
): IncidentClockRule => ({
  id,
  clock: 'ai-act-authority',
  regime: 'eu-ai-act',
  article: `Article 73(${paragraph})`,
  title:
    'Report the serious incident (an initial, incomplete report may come first: Article 73(5))',
  recipient: AI_ACT_AUTHORITY,
  report: 'initial',
  when: { aiAct: AI_ACT_PROVIDER, seriousIncident: true, ...when },
  start: { from: 'awareness' },
  window: { days },
  wording: `${days} days after becoming aware`,
  source: `${AI_ACT}, Article 73(${paragraph}), ${AI_ACT_URL}`,
  checkedOn: CHECKED_ON,
});

/**
 * What a row of a regime's own reports says for itself; the regime's builder adds the rest. A
 * clock starts on awareness unless its row says otherwise.
 */
type ReportRule = Pick<IncidentClockRule, 'clock' | 'title' | 'window' | 'wording'> &
  Partial<Pick<IncidentClockRule, 'start' | 'cap'>>;

/** A final report must be complete; any earlier one may be a first, incomplete report. */
const reportKind = (clock: IncidentClockId): IncidentReportKind =>
  clock.endsWith('-final') ? 'complete' : 'initial';

/**
 * A report DORA requires of a major ICT-related incident: Article 19(4), point `point`, timed by
 * the same point of Article 5(1) of its reporting standard.
 */
const doraReport = (point: 'a' | 'b' | 'c', rule: ReportRule): IncidentClockRule => ({
  id: `dora-19-${rule.clock.slice('dora-'.length)}`,
  report: reportKind(rule.clock),
  start: { from: 'awareness' },
  ...rule,
  regime: 'dora',
  article: `Article 19(4)(${point})`,
  recipient: 'The competent authority',
  when: { doraMajor: true },
  source: `${DORA}, Article 19(4), ${DORA_URL}; ${DORA_RTS}(1)(${point}), ${DORA_RTS_URL}`,
  checkedOn: CHECKED_ON,
});

/** A report NIS2 requires of a significant incident: Article 23(4), point `point`. */
const nis2Report = (point: 'a' | 'b' | 'd', rule: ReportRule): IncidentClockRule => ({
  id: `nis2-23-4-${point}`,
  report: reportKind(rule.clock),
  start: { from: 'awareness' },
  ...rule,
  regime: 'nis2',
  article: `Article 23(4)(${point})`,
  recipient: 'The CSIRT or the competent authority',
  when: { nis2Significant: true },
  source: `${NIS2}, Article 23(4)(${point}), ${NIS2_URL}`,
  checkedOn: CHECKED_ON,
});

/**
 * A duty GDPR sets on a personal data breach, by its article and paragraph (`33(2)`), owed by
 * the company in the roles `when` names.
 */
const gdprReport = (
  provision: string,
  recipient: string,
  report: IncidentReportKind,
  when: IncidentClockCondition,
  rule: ReportRule,
): IncidentClockRule => ({
  id: `gdpr-${provision.replace(/\((\d+)\)/, '-$1')}`,
  report,
  start: { from: 'awareness' },
  ...rule,
  regime: 'gdpr',
  article: `Article ${provision}`,
  recipient,
  when: { personalDataBreach: true, ...when },
  source: `${GDPR}, Article ${provision}, ${GDPR_URL}`,
  checkedOn: CHECKED_ON,
});

/** What a regime's report must contain, with the provision that says so (for the printed report). */
export const INCIDENT_REPORT_CONTENTS: Record<
  IncidentRegime,
  { contents: string; source: string; checkedOn: string }
> = {
  'eu-ai-act': {
    contents:
      'The AI system concerned, the serious incident and its kind, the causal link established, the corrective actions taken or planned (Article 73).',
    source: `${AI_ACT}, Article 73, ${AI_ACT_URL}`,
    checkedOn: CHECKED_ON,
  },
  gdpr: {
    contents:
      'The nature of the breach, the categories and approximate number of people and records, the contact point, the likely consequences and the measures taken or proposed (Article 33(3)).',
    source: `${GDPR}, Article 33(3), ${GDPR_URL}`,
    checkedOn: CHECKED_ON,
  },
  dora: {
    contents:
      'The classification as major, the time of detection and classification, the services and functions affected, the impact and the recovery so far (Article 19 and its reporting standards).',
    source: `${DORA}, Article 19, ${DORA_URL}; ${DORA_RTS}, ${DORA_RTS_URL}`,
    checkedOn: CHECKED_ON,
  },
  nis2: {
    contents:
      'Whether the incident is suspected of being caused by unlawful or malicious acts, its severity and impact, the indicators of compromise and the mitigation applied (Article 23(4)).',
    source: `${NIS2}, Article 23(4), ${NIS2_URL}`,
    checkedOn: CHECKED_ON,
  },
};

/**
 * Every reporting rule, in the order a clock's list shows them. The builders' calls are marked
 * pure so that a page which reads only the labels above does not ship the rules' texts.
 */
export const INCIDENT_CLOCK_RULES: readonly IncidentClockRule[] = [
  {
    id: 'ai-act-26-5',
    clock: 'ai-act-provider-informed',
    regime: 'eu-ai-act',
    article: 'Article 26(5)',
    title: 'Inform the provider first, then the importer or distributor and the authority',
    recipient: 'The provider of the AI system',
    report: 'initial',
    when: { aiAct: { roles: ['deployer'], highRisk: true }, seriousIncident: true },
    start: { from: 'awareness' },
    window: null,
    wording: 'immediately',
    source: `${AI_ACT}, Article 26(5), ${AI_ACT_URL}`,
    checkedOn: CHECKED_ON,
  },
  /* @__PURE__ */ aiActAuthority('ai-act-73-2', '2', {}, 15),
  /* @__PURE__ */ aiActAuthority(
    'ai-act-73-3-widespread',
    '3',
    { widespreadInfringement: true },
    2,
  ),
  /* @__PURE__ */ aiActAuthority(
    'ai-act-73-3-infrastructure',
    '3',
    { seriousIncidentKinds: ['b'] },
    2,
  ),
  /* @__PURE__ */ aiActAuthority('ai-act-73-4', '4', { death: true }, 10),
  /* @__PURE__ */ gdprReport(
    '33(2)',
    'The controller',
    'initial',
    { gdprRoles: ['processor'] },
    {
      clock: 'gdpr-controller',
      title: 'Tell the controller of the breach',
      window: null,
      wording: 'without undue delay after becoming aware',
    },
  ),
  /* @__PURE__ */ gdprReport(
    '33(1)',
    'The competent supervisory authority',
    'initial',
    { gdprRoles: ['controller'], breachRisks: ['risk', 'high'] },
    {
      clock: 'gdpr-authority',
      title: 'Notify the personal data breach (information may follow in phases: Article 33(4))',
      window: { hours: 72 },
      wording:
        'without undue delay and, where feasible, not later than 72 hours after becoming aware',
    },
  ),
  /* @__PURE__ */ gdprReport(
    '34(1)',
    'The data subjects',
    'complete',
    { gdprRoles: ['controller'], breachRisks: ['high'] },
    {
      clock: 'gdpr-data-subjects',
      title: 'Communicate the breach to the people affected',
      window: null,
      wording: 'without undue delay',
    },
  ),
  /* @__PURE__ */ doraReport('a', {
    clock: 'dora-initial',
    title: 'Submit the initial notification of the major ICT-related incident',
    start: { from: 'classification' },
    window: { hours: 4 },
    cap: { hours: 24 },
    wording:
      'within 4 hours of classification as major and no later than 24 hours after becoming aware',
  }),
  /* @__PURE__ */ doraReport('b', {
    clock: 'dora-intermediate',
    title: 'Submit the intermediate report',
    start: { from: 'submission', clock: 'dora-initial', which: 'first' },
    window: { hours: 72 },
    wording: 'within 72 hours of the submission of the initial notification',
  }),
  /* @__PURE__ */ doraReport('c', {
    clock: 'dora-final',
    title: 'Submit the final report',
    start: { from: 'submission', clock: 'dora-intermediate', which: 'latest' },
    window: { months: 1 },
    wording: 'within one month of the latest updated intermediate report',
  }),
  /* @__PURE__ */ nis2Report('a', {
    clock: 'nis2-early-warning',
    title: 'Send the early warning',
    window: { hours: 24 },
    wording: 'without undue delay and in any event within 24 hours of becoming aware',
  }),
  /* @__PURE__ */ nis2Report('b', {
    clock: 'nis2-notification',
    title: 'Send the incident notification',
    window: { hours: 72 },
    wording: 'without undue delay and in any event within 72 hours of becoming aware',
  }),
  /* @__PURE__ */ nis2Report('d', {
    clock: 'nis2-final',
    title: 'Send the final report',
    start: { from: 'submission', clock: 'nis2-notification', which: 'first' },
    window: { months: 1 },
    wording: 'not later than one month after the submission of the incident notification',
  }),
];
