import { describe, expect, it } from 'vitest';
import { AI_ACT_APPLICATION_DATES } from '../compliance/ai-act/application-dates';
import { INCIDENT_CLOCK_RULES, type IncidentClockRule } from './clock-rules';
import {
  NO_INCIDENT_ANSWERS,
  clockElapsed,
  incidentClocks,
  nextIncidentDeadline,
  type IncidentAnswerValues,
  type IncidentClockInput,
  type IncidentSubmissionInput,
} from './clocks';

const AWARE = '2028-03-01T09:00:00.000Z';
const HIGH_RISK_PROVIDER = { roles: ['provider'], riskClass: 'high_risk', annex: 'III' } as const;

const input = (over: Partial<IncidentClockInput> = {}): IncidentClockInput => ({
  awareAt: AWARE,
  timeZone: 'UTC',
  answers: NO_INCIDENT_ANSWERS,
  aiAct: HIGH_RISK_PROVIDER,
  submissions: [],
  ...over,
});
const answers = (over: Partial<IncidentAnswerValues>): IncidentAnswerValues => ({
  ...NO_INCIDENT_ANSWERS,
  ...over,
});
let nextId = 0;
const submission = (
  clock: IncidentSubmissionInput['clock'],
  submittedAt: string,
  over: Partial<IncidentSubmissionInput> = {},
): IncidentSubmissionInput => ({
  id: `s${++nextId}`,
  clock,
  kind: 'initial',
  submittedAt,
  supersedesId: null,
  ...over,
});
const clocksOf = (given: IncidentClockInput, now = AWARE) =>
  incidentClocks(given, { now }).clocks.map((c) => ({
    clock: c.clock,
    rule: c.ruleId,
    article: c.article,
    startsFrom: c.startsFrom,
    dueAt: c.dueAt,
    state: c.state,
  }));

type ClocksDue = Array<[clock: string, rule: string, dueAt: string | null]>;

/**
 * A major ICT incident classified at `classifiedAt`: its initial notification is due at
 * `initialDue`, and the later reports wait for the one before them.
 */
const doraMajor = (classifiedAt: string, initialDue: string) => ({
  given: input({ answers: answers({ doraMajor: true, doraClassifiedAt: classifiedAt }) }),
  want: [
    ['dora-initial', 'dora-19-initial', initialDue],
    ['dora-intermediate', 'dora-19-intermediate', null],
    ['dora-final', 'dora-19-final', null],
  ] satisfies ClocksDue,
});

describe('incidentClocks: which clocks, and when they end', () => {
  const cases: Array<{ name: string; given: IncidentClockInput; want: ClocksDue }> = [
    { name: 'nothing answered: no clock', given: input(), want: [] },
    {
      name: 'AI Act 73(2): a serious incident of kind (c), 15 days',
      given: input({ answers: answers({ seriousIncident: true, seriousIncidentKinds: ['c'] }) }),
      want: [['ai-act-authority', 'ai-act-73-2', '2028-03-16T09:00:00.000Z']],
    },
    {
      name: 'AI Act 73(2): harm to property or the environment (d), 15 days',
      given: input({ answers: answers({ seriousIncident: true, seriousIncidentKinds: ['d'] }) }),
      want: [['ai-act-authority', 'ai-act-73-2', '2028-03-16T09:00:00.000Z']],
    },
    {
      name: 'AI Act 73(3): critical infrastructure (b), 2 days',
      given: input({ answers: answers({ seriousIncident: true, seriousIncidentKinds: ['b'] }) }),
      want: [['ai-act-authority', 'ai-act-73-3-infrastructure', '2028-03-03T09:00:00.000Z']],
    },
    {
      name: 'AI Act 73(3): a widespread infringement, 2 days',
      given: input({
        answers: answers({
          seriousIncident: true,
          seriousIncidentKinds: ['c'],
          widespreadInfringement: true,
        }),
      }),
      want: [['ai-act-authority', 'ai-act-73-3-widespread', '2028-03-03T09:00:00.000Z']],
    },
    {
      name: 'AI Act 73(4): a death (a), 10 days',
      given: input({
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['a'], death: true }),
      }),
      want: [['ai-act-authority', 'ai-act-73-4', '2028-03-11T09:00:00.000Z']],
    },
    {
      name: 'AI Act: serious harm to health without a death (a), 15 days',
      given: input({
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['a'], death: false }),
      }),
      want: [['ai-act-authority', 'ai-act-73-2', '2028-03-16T09:00:00.000Z']],
    },
    {
      name: 'AI Act: a death in a widespread infringement takes the shortest, 2 days',
      given: input({
        answers: answers({ seriousIncident: true, death: true, widespreadInfringement: true }),
      }),
      want: [['ai-act-authority', 'ai-act-73-3-widespread', '2028-03-03T09:00:00.000Z']],
    },
    {
      name: 'AI Act 26(5): a deployer informs the provider immediately (no fixed figure)',
      given: input({
        aiAct: { roles: ['deployer'], riskClass: 'high_risk', annex: 'III' },
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['c'] }),
      }),
      want: [['ai-act-provider-informed', 'ai-act-26-5', null]],
    },
    {
      name: 'AI Act: provider and deployer both',
      given: input({
        aiAct: { roles: ['provider', 'deployer'], riskClass: 'high_risk', annex: 'III' },
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['c'] }),
      }),
      want: [
        ['ai-act-provider-informed', 'ai-act-26-5', null],
        ['ai-act-authority', 'ai-act-73-2', '2028-03-16T09:00:00.000Z'],
      ],
    },
    {
      name: 'AI Act: an importer owes no clock of its own',
      given: input({
        aiAct: { roles: ['importer'], riskClass: 'high_risk', annex: 'III' },
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['c'] }),
      }),
      want: [],
    },
    {
      name: 'AI Act: a limited-risk system owes no Article 73 report',
      given: input({
        aiAct: { roles: ['provider'], riskClass: 'limited', annex: null },
        answers: answers({ seriousIncident: true, seriousIncidentKinds: ['c'] }),
      }),
      want: [],
    },
    {
      name: 'AI Act: no project assessment, no AI Act clock',
      given: input({ aiAct: null, answers: answers({ seriousIncident: true }) }),
      want: [],
    },
    {
      name: 'AI Act: not a serious incident',
      given: input({ answers: answers({ seriousIncident: false, seriousIncidentKinds: ['b'] }) }),
      want: [],
    },
    {
      name: 'GDPR 33: a breach likely to result in a risk, 72 hours',
      given: input({
        answers: answers({ personalDataBreach: true, breachRisk: 'risk', gdprRole: 'controller' }),
      }),
      want: [['gdpr-authority', 'gdpr-33-1', '2028-03-04T09:00:00.000Z']],
    },
    {
      name: 'GDPR 33 and 34: a high risk also tells the people affected',
      given: input({
        answers: answers({ personalDataBreach: true, breachRisk: 'high', gdprRole: 'controller' }),
      }),
      want: [
        ['gdpr-authority', 'gdpr-33-1', '2028-03-04T09:00:00.000Z'],
        ['gdpr-data-subjects', 'gdpr-34-1', null],
      ],
    },
    {
      name: 'GDPR: a breach unlikely to result in a risk is not notified',
      given: input({
        answers: answers({
          personalDataBreach: true,
          breachRisk: 'unlikely',
          gdprRole: 'controller',
        }),
      }),
      want: [],
    },
    {
      name: 'GDPR 33(2): a processor tells the controller',
      given: input({
        answers: answers({ personalDataBreach: true, breachRisk: 'high', gdprRole: 'processor' }),
      }),
      want: [['gdpr-controller', 'gdpr-33-2', null]],
    },
    {
      name: 'DORA: classified major at awareness, initial notification within 4 hours',
      ...doraMajor(AWARE, '2028-03-01T13:00:00.000Z'),
    },
    {
      name: 'DORA: classified 10 hours after awareness, 4 hours from classification',
      ...doraMajor('2028-03-01T19:00:00.000Z', '2028-03-01T23:00:00.000Z'),
    },
    {
      name: 'DORA: classified 22 hours after awareness, still at most 24 hours after awareness',
      ...doraMajor('2028-03-02T07:00:00.000Z', '2028-03-02T09:00:00.000Z'),
    },
    {
      name: 'NIS2: early warning 24 hours, notification 72 hours, final waits for the notification',
      given: input({ answers: answers({ nis2Significant: true }) }),
      want: [
        ['nis2-early-warning', 'nis2-23-4-a', '2028-03-02T09:00:00.000Z'],
        ['nis2-notification', 'nis2-23-4-b', '2028-03-04T09:00:00.000Z'],
        ['nis2-final', 'nis2-23-4-d', null],
      ],
    },
  ];

  it.each(cases)('$name', ({ given, want }) => {
    expect(clocksOf(given).map((c) => [c.clock, c.rule, c.dueAt])).toEqual(want);
  });

  it('says what starts each clock', () => {
    const all = clocksOf(
      input({
        answers: answers({ seriousIncident: true, doraMajor: true, nis2Significant: true }),
      }),
    );
    expect(Object.fromEntries(all.map((c) => [c.clock, c.startsFrom]))).toEqual({
      'ai-act-authority': 'awareness',
      'dora-initial': 'classification',
      'dora-intermediate': 'submission',
      'dora-final': 'submission',
      'nis2-early-warning': 'awareness',
      'nis2-notification': 'awareness',
      'nis2-final': 'submission',
    });
  });
});

describe('incidentClocks: submissions', () => {
  const dora = answers({ doraMajor: true, doraClassifiedAt: AWARE });

  it('starts the intermediate report from the initial notification and the final from the latest intermediate', () => {
    const submissions = [
      submission('dora-initial', '2028-03-01T11:30:00.000Z'),
      submission('dora-intermediate', '2028-03-03T10:00:00.000Z'),
      submission('dora-intermediate', '2028-03-04T08:15:00.000Z'),
    ];
    const clocks = clocksOf(input({ answers: dora, submissions }), '2028-03-05T00:00:00.000Z');
    expect(clocks.map((c) => [c.clock, c.dueAt, c.state])).toEqual([
      ['dora-initial', '2028-03-01T13:00:00.000Z', 'met'],
      ['dora-intermediate', '2028-03-04T11:30:00.000Z', 'met'],
      ['dora-final', '2028-04-04T08:15:00.000Z', 'running'],
    ]);
  });

  it('moves the NIS2 final report with the notification', () => {
    const submissions = [submission('nis2-notification', '2028-01-31T10:00:00.000Z')];
    const clocks = clocksOf(
      input({
        awareAt: '2028-01-30T09:00:00.000Z',
        answers: answers({ nis2Significant: true }),
        submissions,
      }),
      '2028-01-31T12:00:00.000Z',
    );
    // A month from January 31 ends on the last day of February.
    expect(clocks.find((c) => c.clock === 'nis2-final')).toMatchObject({
      dueAt: '2028-02-29T10:00:00.000Z',
      state: 'running',
    });
    expect(clocks.find((c) => c.clock === 'nis2-early-warning')?.state).toBe('overdue');
  });

  it('marks a report after the deadline late, and a clock without one overdue', () => {
    const given = input({
      answers: answers({ nis2Significant: true }),
      submissions: [submission('nis2-early-warning', '2028-03-02T10:00:00.000Z')],
    });
    const clocks = clocksOf(given, '2028-03-04T10:00:00.000Z');
    expect(clocks.map((c) => [c.clock, c.state])).toEqual([
      ['nis2-early-warning', 'late'],
      ['nis2-notification', 'overdue'],
      ['nis2-final', 'waiting'],
    ]);
  });

  it('reads a correction instead of the report it corrects', () => {
    const wrong = submission('dora-initial', '2028-03-01T18:00:00.000Z');
    const correction = submission('dora-initial', '2028-03-01T12:00:00.000Z', {
      supersedesId: wrong.id,
    });
    const clocks = clocksOf(input({ answers: dora, submissions: [wrong, correction] }));
    expect(clocks[0]).toMatchObject({ clock: 'dora-initial', state: 'met' });
    expect(clocks[1]).toMatchObject({
      clock: 'dora-intermediate',
      dueAt: '2028-03-04T12:00:00.000Z',
    });
  });

  it('meets the AI Act clock with an initial report and records when the complete one came', () => {
    const given = input({
      answers: answers({ seriousIncident: true }),
      submissions: [
        submission('ai-act-authority', '2028-03-05T09:00:00.000Z'),
        submission('ai-act-authority', '2028-03-20T09:00:00.000Z', { kind: 'complete' }),
      ],
    });
    const [clock] = incidentClocks(given, { now: '2028-03-21T00:00:00.000Z' }).clocks;
    expect(clock).toMatchObject({
      state: 'met',
      submittedAt: '2028-03-05T09:00:00.000Z',
      completedAt: '2028-03-20T09:00:00.000Z',
    });
  });
});

describe('incidentClocks: daylight-saving changes', () => {
  it.each([
    // Berlin: clocks go forward on 2028-03-26; 15 days from 10:00 CET end at 10:00 CEST.
    ['Europe/Berlin', '2028-03-20T09:00:00.000Z', { days: 15 }, '2028-04-04T08:00:00.000Z'],
    // Berlin: clocks go back on 2028-10-29; 2 days from 10:00 CEST end at 10:00 CET.
    ['Europe/Berlin', '2028-10-28T08:00:00.000Z', { days: 2 }, '2028-10-30T09:00:00.000Z'],
    // New York: clocks go forward on 2028-03-12; 15 days from 09:00 EST end at 09:00 EDT.
    ['America/New_York', '2028-03-10T14:00:00.000Z', { days: 15 }, '2028-03-25T13:00:00.000Z'],
    // New York: clocks go back on 2028-11-05; one month from 09:00 EDT ends at 09:00 EST.
    ['America/New_York', '2028-10-20T13:00:00.000Z', { months: 1 }, '2028-11-20T14:00:00.000Z'],
  ] as const)('%s from %s', (timeZone, awareAt, window, dueAt) => {
    const rules: IncidentClockRule[] = [
      { ...INCIDENT_CLOCK_RULES.find((r) => r.id === 'nis2-23-4-a')!, window },
    ];
    const [clock] = incidentClocks(
      input({ awareAt, timeZone, answers: answers({ nis2Significant: true }) }),
      { now: awareAt, rules },
    ).clocks;
    expect(clock?.dueAt).toBe(dueAt);
  });

  it('counts hours as elapsed time across a change', () => {
    // 72 hours from 12:00 CET on 2028-03-24 is 13:00 CEST on 2028-03-27 (71 hours of wall clock + 1).
    const [clock] = incidentClocks(
      input({
        awareAt: '2028-03-24T11:00:00.000Z',
        timeZone: 'Europe/Berlin',
        answers: answers({ nis2Significant: true }),
      }),
      { now: '2028-03-24T11:00:00.000Z' },
    ).clocks.filter((c) => c.clock === 'nis2-notification');
    expect(clock?.dueAt).toBe('2028-03-27T11:00:00.000Z');
  });

  it('moves a deadline that falls in the skipped hour forward by the gap', () => {
    const rules: IncidentClockRule[] = [
      { ...INCIDENT_CLOCK_RULES.find((r) => r.id === 'nis2-23-4-a')!, window: { days: 1 } },
    ];
    // 02:30 on 2028-03-26 does not exist in Berlin: it ends at 03:30 CEST.
    const [clock] = incidentClocks(
      input({
        awareAt: '2028-03-25T01:30:00.000Z',
        timeZone: 'Europe/Berlin',
        answers: answers({ nis2Significant: true }),
      }),
      { now: '2028-03-25T01:30:00.000Z', rules },
    ).clocks;
    expect(clock?.dueAt).toBe('2028-03-26T01:30:00.000Z');
  });
});

describe('incidentClocks: the tables are data', () => {
  const serious = answers({ seriousIncident: true, seriousIncidentKinds: ['c'] });

  it('gives no AI Act clock before the high-risk obligations apply, and says from when', () => {
    const result = incidentClocks(
      input({ awareAt: '2027-06-01T09:00:00.000Z', answers: serious }),
      {
        now: '2027-06-01T09:00:00.000Z',
      },
    );
    expect(result.clocks).toEqual([]);
    expect(result.aiActAppliesFrom).toBe(AI_ACT_APPLICATION_DATES['high-risk-annex-iii'].date);
  });

  it('follows an edit of the application dates table', () => {
    const dates = {
      ...AI_ACT_APPLICATION_DATES,
      'high-risk-annex-iii': {
        ...AI_ACT_APPLICATION_DATES['high-risk-annex-iii'],
        date: '2027-01-01',
      },
    };
    const result = incidentClocks(
      input({ awareAt: '2027-06-01T09:00:00.000Z', answers: serious }),
      {
        now: '2027-06-01T09:00:00.000Z',
        dates,
      },
    );
    expect(result.clocks.map((c) => [c.clock, c.dueAt])).toEqual([
      ['ai-act-authority', '2027-06-16T09:00:00.000Z'],
    ]);
    expect(result.aiActAppliesFrom).toBeNull();
  });

  it('reads Annex I systems from their own, later date', () => {
    const result = incidentClocks(
      input({
        awareAt: '2028-03-01T09:00:00.000Z',
        aiAct: { roles: ['provider'], riskClass: 'high_risk', annex: 'I' },
        answers: serious,
      }),
      { now: AWARE },
    );
    expect(result.clocks).toEqual([]);
    expect(result.aiActAppliesFrom).toBe(AI_ACT_APPLICATION_DATES['high-risk-annex-i'].date);
  });

  it('follows an edit of the rules table: a window changed in one row', () => {
    const rules = INCIDENT_CLOCK_RULES.map((rule) =>
      rule.id === 'ai-act-73-2' ? { ...rule, window: { days: 30 } } : rule,
    );
    const [clock] = incidentClocks(input({ answers: serious }), { now: AWARE, rules }).clocks;
    expect(clock?.dueAt).toBe('2028-03-31T09:00:00.000Z');
  });

  it('gives every row an article, a source and the day it was checked', () => {
    for (const rule of INCIDENT_CLOCK_RULES) {
      expect(rule.article, rule.id).toMatch(/^Article \d+/);
      expect(rule.source, rule.id).toMatch(/https?:\/\/data\.europa\.eu\/eli\//);
      expect(rule.checkedOn, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(INCIDENT_CLOCK_RULES.map((r) => r.id)).size).toBe(INCIDENT_CLOCK_RULES.length);
  });
});

describe('clock progress', () => {
  const given = input({ answers: answers({ nis2Significant: true }) });

  it('measures the share of the window gone', () => {
    const { clocks } = incidentClocks(given, { now: '2028-03-01T21:00:00.000Z' });
    expect(clockElapsed(clocks[0]!, '2028-03-01T21:00:00.000Z')).toBe(0.5);
    expect(clockElapsed(clocks[0]!, '2028-03-03T21:00:00.000Z')).toBe(1);
    expect(clockElapsed(clocks[2]!, '2028-03-01T21:00:00.000Z')).toBeNull();
  });

  it('finds the next deadline still open', () => {
    const { clocks } = incidentClocks(
      { ...given, submissions: [submission('nis2-early-warning', '2028-03-01T10:00:00.000Z')] },
      { now: '2028-03-01T11:00:00.000Z' },
    );
    expect(nextIncidentDeadline(clocks)?.clock).toBe('nis2-notification');
  });
});
