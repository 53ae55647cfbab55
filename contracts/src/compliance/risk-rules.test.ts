import { describe, expect, it } from 'vitest';
import {
  heldRisks,
  holdingRules,
  RISK_RULE_IDS,
  RISK_RULES,
  riskFixPath,
  riskRule,
  riskRules,
  type RiskContext,
  type RiskProject,
} from './risk-rules';
import { daysBefore, riskContext, riskProject } from '../testing/risk-fixtures';

const project = riskProject;
const context = riskContext;

const holds = (id: keyof typeof RISK_RULES, p: RiskProject, c: RiskContext = context()) =>
  RISK_RULES[id].holds(p, c);

describe('the risk rule registry', () => {
  it('gives every rule an id, a severity, a title, an explanation, a fix and a field', () => {
    expect(RISK_RULE_IDS).toEqual([
      'active-non-compliant',
      'review-stalled',
      'roi-missing',
      'llm-spend-over-running-costs',
      'llm-model-removed',
      'target-date-passed',
      'milestone-overdue',
      'slipped-against-baseline',
      'dependency-late',
      'over-allocated',
      'over-budget',
      'prohibited-practice',
      'obligation-overdue',
      'obligation-due-soon',
      'incident-report-overdue',
      'incident-action-overdue',
      'evidence-expired',
      'assessment-missing',
      'assessment-stale',
      'value-behind',
      'model-deprecation',
    ]);
    for (const rule of riskRules) {
      expect(rule.title.length).toBeGreaterThan(0);
      expect(rule.title).not.toContain('\n');
      expect(rule.explanation.length).toBeGreaterThan(rule.title.length);
      expect(rule.fix.length).toBeGreaterThan(0);
      expect(rule.field.length).toBeGreaterThan(0);
    }
    expect(riskRule('roi-missing')?.severity).toBe('medium');
    expect(riskRule('gone-rule')).toBeUndefined();
  });

  it('lists the rules that hold worst first', () => {
    const risky = project({ status: 'active', euAiActStatus: 'non_compliant', roi: null });
    const removed = context({ removedModels: [{ name: 'GPT-4', at: daysBefore(2) }] });
    expect(holdingRules(risky, removed).map((rule) => rule.id)).toEqual([
      'active-non-compliant',
      'roi-missing',
      'llm-model-removed',
    ]);
    expect(holdingRules(project(), context())).toEqual([]);
  });

  it('holds no risk for an archived project, whose risks resolve', () => {
    const risky = { ...project({ status: 'active', roi: null }), archivedAt: null };
    expect([...heldRisks(risky, context())]).toEqual([['roi-missing', 'medium']]);
    expect(heldRisks({ ...risky, archivedAt: '2026-01-01T00:00:00.000Z' }, context()).size).toBe(0);
  });
});

describe('active-non-compliant (high)', () => {
  it('holds for an active project whose EU AI Act status is non-compliant', () => {
    expect(
      holds('active-non-compliant', project({ status: 'active', euAiActStatus: 'non_compliant' })),
    ).toBe(true);
    expect(RISK_RULES['active-non-compliant'].severity).toBe('high');
  });

  it('does not hold once compliant, or while the project is not active', () => {
    expect(
      holds('active-non-compliant', project({ status: 'active', euAiActStatus: 'compliant' })),
    ).toBe(false);
    expect(
      holds('active-non-compliant', project({ status: 'on_hold', euAiActStatus: 'non_compliant' })),
    ).toBe(false);
  });

  it('reads only the EU AI Act status, not GDPR or DORA', () => {
    const other = project({
      status: 'active',
      gdprStatus: 'non_compliant',
      doraStatus: 'non_compliant',
    });
    expect(holds('active-non-compliant', other)).toBe(false);
  });
});

describe('review-stalled (medium)', () => {
  const inReview = project({ gdprStatus: 'in_review' });
  /** A context in which `field` got its status `days` days ago (the others: the fixture's). */
  const statusSet = (days: number, field: keyof RiskContext['statusSince'] = 'gdprStatus') =>
    context({ statusSince: { ...context().statusSince, [field]: daysBefore(days) } });

  it('holds when a status has been in review for more than 30 days', () => {
    expect(holds('review-stalled', inReview, statusSet(31))).toBe(true);
  });

  it('does not hold for a review of 30 days or less', () => {
    expect(holds('review-stalled', inReview, statusSet(10))).toBe(false);
    expect(holds('review-stalled', inReview, statusSet(30))).toBe(false);
  });

  it('does not hold for a status long unchanged that is not in review', () => {
    const old = context({
      statusSince: {
        euAiActStatus: daysBefore(400),
        gdprStatus: daysBefore(400),
        doraStatus: daysBefore(400),
      },
    });
    expect(holds('review-stalled', project({ euAiActStatus: 'compliant' }), old)).toBe(false);
  });

  it('holds for any of the three statuses', () => {
    for (const field of ['euAiActStatus', 'gdprStatus', 'doraStatus'] as const) {
      expect(holds('review-stalled', project({ [field]: 'in_review' }), statusSet(45, field))).toBe(
        true,
      );
    }
  });
});

describe('roi-missing (medium)', () => {
  it('holds for an active or completed project without an ROI or with a negative one', () => {
    expect(holds('roi-missing', project({ status: 'active', roi: null }))).toBe(true);
    expect(holds('roi-missing', project({ status: 'completed', roi: '-0.01' }))).toBe(true);
  });

  it('does not hold for an ROI of zero or more', () => {
    expect(holds('roi-missing', project({ status: 'active', roi: '0' }))).toBe(false);
    expect(holds('roi-missing', project({ status: 'completed', roi: '125.50' }))).toBe(false);
  });

  it('does not hold while the project is planned, in progress or on hold', () => {
    for (const status of ['planning', 'in_progress', 'on_hold'] as const) {
      expect(holds('roi-missing', project({ status, roi: null }))).toBe(false);
    }
  });
});

describe('llm-spend-over-running-costs (medium)', () => {
  it('holds when the models together cost more a month than the running costs', () => {
    const costs = context({ llmMonthlyCosts: ['600.00', '400.01', null] });
    expect(holds('llm-spend-over-running-costs', project({ runningCosts: '1000' }), costs)).toBe(
      true,
    );
  });

  it('does not hold when the running costs cover them exactly or more', () => {
    const costs = context({ llmMonthlyCosts: ['600', '400'] });
    expect(holds('llm-spend-over-running-costs', project({ runningCosts: '1000.00' }), costs)).toBe(
      false,
    );
    expect(holds('llm-spend-over-running-costs', project({ runningCosts: '5000' }), costs)).toBe(
      false,
    );
  });

  it('counts running costs not given as zero, and models without a cost as free', () => {
    expect(
      holds(
        'llm-spend-over-running-costs',
        project({ runningCosts: null }),
        context({ llmMonthlyCosts: ['10'] }),
      ),
    ).toBe(true);
    expect(
      holds(
        'llm-spend-over-running-costs',
        project({ runningCosts: null }),
        context({ llmMonthlyCosts: [null, '0'] }),
      ),
    ).toBe(false);
    expect(holds('llm-spend-over-running-costs', project({ runningCosts: null }), context())).toBe(
      false,
    );
  });
});

describe('llm-model-removed (low)', () => {
  const removed = (at: string) => [{ name: 'Claude', at }];

  it('holds when a model it used was deleted and nobody changed the project since', () => {
    expect(
      holds('llm-model-removed', project(), context({ removedModels: removed(daysBefore(3)) })),
    ).toBe(true);
    const editedBefore = context({
      removedModels: removed(daysBefore(3)),
      editedAt: daysBefore(5),
    });
    expect(holds('llm-model-removed', project(), editedBefore)).toBe(true);
  });

  it('stops holding once the project or its models change after the deletion', () => {
    const editedAfter = context({ removedModels: removed(daysBefore(3)), editedAt: daysBefore(1) });
    expect(holds('llm-model-removed', project(), editedAfter)).toBe(false);
  });

  it('holds again for a second deletion after that change', () => {
    const again = context({
      removedModels: [...removed(daysBefore(3)), { name: 'Gemini', at: daysBefore(0.5) }],
      editedAt: daysBefore(1),
    });
    expect(holds('llm-model-removed', project(), again)).toBe(true);
  });

  it('does not hold without a deleted model', () => {
    expect(holds('llm-model-removed', project(), context({ editedAt: daysBefore(1) }))).toBe(false);
  });
});

/** `[label, project fields, context fields, holds]`: one case of a table. */
type Case = [string, Partial<RiskProject>, Partial<RiskContext>, boolean];

const table = (id: keyof typeof RISK_RULES, cases: Case[]) =>
  it.each(cases)('%s', (_label, fields, contextFields, expected) => {
    expect(holds(id, project(fields), context(contextFields))).toBe(expected);
  });

/** A rule's severity, and the field or card a person fixes it on (`where`, in words). */
const isFixedOn = (id: keyof typeof RISK_RULES, severity: string, field: string, where: string) =>
  it(`is ${severity}, fixed on ${where}`, () => {
    expect(RISK_RULES[id]).toMatchObject({ severity, field });
  });

describe('target-date-passed (high)', () => {
  isFixedOn('target-date-passed', 'high', 'targetDate', 'the target date');
  table('target-date-passed', [
    [
      'target yesterday, in progress',
      { status: 'in_progress', targetDate: '2026-06-29' },
      {},
      true,
    ],
    [
      'target today: not passed yet',
      { status: 'in_progress', targetDate: '2026-06-30' },
      {},
      false,
    ],
    ['target tomorrow', { status: 'active', targetDate: '2026-07-01' }, {}, false],
    ['no target date', { status: 'in_progress', targetDate: null }, {}, false],
    ['completed projects are exempt', { status: 'completed', targetDate: '2026-01-01' }, {}, false],
    ['on hold still counts', { status: 'on_hold', targetDate: '2026-06-01' }, {}, true],
    ['a year ago, across a leap day', { targetDate: '2024-02-29' }, { today: '2024-03-01' }, true],
    ['today is the leap day itself', { targetDate: '2024-02-29' }, { today: '2024-02-29' }, false],
  ]);
});

describe('milestone-overdue (medium)', () => {
  const milestone = (dueDate: string, done = false) => ({ name: 'Pilot', dueDate, done });
  isFixedOn('milestone-overdue', 'medium', 'milestones', 'the milestones card');
  table('milestone-overdue', [
    ['due yesterday, not done', {}, { milestones: [milestone('2026-06-29')] }, true],
    ['due today: not overdue yet', {}, { milestones: [milestone('2026-06-30')] }, false],
    ['due yesterday but done', {}, { milestones: [milestone('2026-06-29', true)] }, false],
    ['no milestones', {}, { milestones: [] }, false],
    [
      'one of several overdue',
      {},
      {
        milestones: [
          milestone('2026-08-01'),
          milestone('2026-05-01'),
          milestone('2026-04-01', true),
        ],
      },
      true,
    ],
    [
      'completed projects are exempt',
      { status: 'completed' },
      { milestones: [milestone('2026-01-01')] },
      false,
    ],
    [
      'due on the leap day, checked the day after',
      {},
      { today: '2028-03-01', milestones: [milestone('2028-02-29')] },
      true,
    ],
    [
      'due on the leap day, checked that day',
      {},
      { today: '2028-02-29', milestones: [milestone('2028-02-29')] },
      false,
    ],
  ]);
});

describe('slipped-against-baseline (medium)', () => {
  isFixedOn('slipped-against-baseline', 'medium', 'targetDate', 'the target date');
  table('slipped-against-baseline', [
    [
      'exactly 14 days late',
      { targetDate: '2026-09-15' },
      { baselineTargetDate: '2026-09-01' },
      false,
    ],
    ['15 days late', { targetDate: '2026-09-16' }, { baselineTargetDate: '2026-09-01' }, true],
    [
      'earlier than planned',
      { targetDate: '2026-08-01' },
      { baselineTargetDate: '2026-09-01' },
      false,
    ],
    ['no baseline', { targetDate: '2026-12-01' }, { baselineTargetDate: null }, false],
    ['target date removed', { targetDate: null }, { baselineTargetDate: '2026-09-01' }, false],
    [
      'completed projects are exempt',
      { status: 'completed', targetDate: '2026-12-01' },
      { baselineTargetDate: '2026-09-01' },
      false,
    ],
    // February 2028 has 29 days: Feb 15 + 15 days is Mar 1, + 14 days is Feb 29.
    [
      '14 days across a leap day',
      { targetDate: '2028-02-29' },
      { baselineTargetDate: '2028-02-15' },
      false,
    ],
    [
      '15 days across a leap day',
      { targetDate: '2028-03-01' },
      { baselineTargetDate: '2028-02-15' },
      true,
    ],
  ]);
});

describe('dependency-late (medium)', () => {
  const dependsOn = (targetDate: string | null) => ({
    dependsOn: [{ name: 'Data platform', targetDate }],
  });
  isFixedOn('dependency-late', 'medium', 'startDate', 'the start date');
  table('dependency-late', [
    ['starts the day before it ends', { startDate: '2026-08-31' }, dependsOn('2026-09-01'), true],
    ['starts the day it ends', { startDate: '2026-09-01' }, dependsOn('2026-09-01'), false],
    ['starts after it ends', { startDate: '2026-09-02' }, dependsOn('2026-09-01'), false],
    ['no start date', { startDate: null }, dependsOn('2026-09-01'), false],
    ['the other has no target date', { startDate: '2026-01-01' }, dependsOn(null), false],
    ['no dependencies', { startDate: '2026-01-01' }, { dependsOn: [] }, false],
    [
      'completed projects are exempt',
      { status: 'completed', startDate: '2026-01-01' },
      dependsOn('2026-09-01'),
      false,
    ],
    [
      'starts on the leap day, the other ends Mar 1',
      { startDate: '2028-02-29' },
      dependsOn('2028-03-01'),
      true,
    ],
  ]);
});

describe('over-allocated', () => {
  it('holds while someone the project allocates is over 100% in a month', () => {
    const over = context({
      overAllocations: [{ personName: 'Maya Chen', month: '2026-03', percent: 120 }],
    });
    expect(holds('over-allocated', project(), over)).toBe(true);
    expect(RISK_RULES['over-allocated'].severity).toBe('high');
    expect(RISK_RULES['over-allocated'].field).toBe('team');
  });

  it('does not hold when nobody is over-allocated', () => {
    expect(holds('over-allocated', project(), context())).toBe(false);
  });
});

describe('over-budget', () => {
  const budget = (planned: string, actual: string) =>
    context({ budgetToDate: { planned, actual } });

  it('holds when actual to date is more than 10% above planned to date, to the cent', () => {
    expect(holds('over-budget', project(), budget('1000.00', '1100.01'))).toBe(true);
    expect(holds('over-budget', project(), budget('1000.00', '1100.00'))).toBe(false);
    expect(holds('over-budget', project(), budget('1000.00', '0.00'))).toBe(false);
  });

  it('does not judge a project with nothing planned to date, or whose budget was not read', () => {
    expect(holds('over-budget', project(), budget('0.00', '5000.00'))).toBe(false);
    expect(holds('over-budget', project(), context())).toBe(false);
  });

  isFixedOn('over-budget', 'high', 'budget', 'the budget card');
});

describe('the EU AI Act rules', () => {
  const assessed = (fields: Partial<NonNullable<RiskContext['aiAct']>> = {}) =>
    context({ aiAct: { riskClass: 'minimal', needsReview: false, obligations: [], ...fields } });
  const due = (dueDate: string, status: 'todo' | 'in_progress' | 'done' | 'not_applicable') =>
    assessed({ obligations: [{ dueDate, status }] });

  it('prohibited-practice is critical and holds for a prohibited class only', () => {
    expect(RISK_RULES['prohibited-practice']).toMatchObject({
      severity: 'critical',
      field: 'aiAct',
    });
    expect(holds('prohibited-practice', project(), assessed({ riskClass: 'prohibited' }))).toBe(
      true,
    );
    expect(holds('prohibited-practice', project(), assessed({ riskClass: 'high_risk' }))).toBe(
      false,
    );
    expect(holds('prohibited-practice', project(), context())).toBe(false);
  });

  type Status = Parameters<typeof due>[1];
  const dueTable = (
    id: 'obligation-overdue' | 'obligation-due-soon',
    name: string,
    cases: ReadonlyArray<readonly [string, Status, boolean]>,
  ) =>
    it.each(cases)(`${name}: due %s, %s → %s`, (date, status, expected) => {
      expect(holds(id, project(), due(date, status))).toBe(expected);
    });

  dueTable('obligation-overdue', 'obligation-overdue', [
    ['2026-06-29', 'todo', true],
    ['2026-06-29', 'in_progress', true],
    ['2026-06-29', 'done', false],
    ['2026-06-29', 'not_applicable', false],
    ['2026-06-30', 'todo', false],
  ]);
  dueTable('obligation-due-soon', 'obligation-due-soon (60 days)', [
    ['2026-06-30', 'todo', true],
    ['2026-08-29', 'in_progress', true],
    ['2026-08-30', 'todo', false],
    ['2026-07-15', 'done', false],
    ['2026-06-29', 'todo', false],
  ]);

  it('assessment-missing holds for an active project known to have no assessment', () => {
    const active = project({ status: 'active' });
    expect(holds('assessment-missing', active, context({ aiAct: null }))).toBe(true);
    expect(holds('assessment-missing', active, assessed())).toBe(false);
    expect(holds('assessment-missing', project(), context({ aiAct: null }))).toBe(false);
    // A caller that does not read assessments raises nothing.
    expect(holds('assessment-missing', active, context())).toBe(false);
    expect(RISK_RULES['assessment-missing'].severity).toBe('medium');
  });

  it.each([
    ['no evidence', [], false],
    ['evidence expired yesterday', [{ obligationId: 'o1', expiresAt: '2026-06-29' }], true],
    ['evidence expiring today', [{ obligationId: 'o1', expiresAt: '2026-06-30' }], false],
    ['evidence without expiry', [{ obligationId: 'o1', expiresAt: null }], false],
    [
      'expired, then re-evidenced',
      [
        { obligationId: 'o1', expiresAt: '2026-01-31' },
        { obligationId: 'o1', expiresAt: '2027-01-31' },
      ],
      false,
    ],
    [
      'one obligation covered, another expired',
      [
        { obligationId: 'o1', expiresAt: null },
        { obligationId: 'o2', expiresAt: '2026-01-31' },
      ],
      true,
    ],
  ] as const)('evidence-expired (medium): %s → %s', (_name, evidence, expected) => {
    expect(holds('evidence-expired', project(), context({ evidence }))).toBe(expected);
    expect(RISK_RULES['evidence-expired'].severity).toBe('medium');
    expect(RISK_RULES['evidence-expired'].field).toBe('aiAct');
  });

  it('assessment-stale (low) holds once the purpose changed after the assessment', () => {
    expect(holds('assessment-stale', project(), assessed({ needsReview: true }))).toBe(true);
    expect(holds('assessment-stale', project(), assessed())).toBe(false);
    expect(RISK_RULES['assessment-stale'].severity).toBe('low');
  });
});

describe('incident-report-overdue (critical)', () => {
  it('holds while a clock of an incident of the project is past its deadline with no report', () => {
    const overdue = {
      incidentTitle: 'Outage',
      report: 'Article 23(4)(a): Send the early warning',
      dueAt: '2026-03-02T09:00:00.000Z',
    };
    expect(
      holds('incident-report-overdue', project(), context({ overdueIncidentClocks: [overdue] })),
    ).toBe(true);
    expect(
      holds('incident-report-overdue', project(), context({ overdueIncidentClocks: [] })),
    ).toBe(false);
    expect(holds('incident-report-overdue', project(), context())).toBe(false);
    expect(RISK_RULES['incident-report-overdue']).toMatchObject({
      severity: 'critical',
      field: 'incidents',
    });
  });
});

describe('incident-action-overdue (medium)', () => {
  it('holds while a corrective action of an incident of the project is past its due day', () => {
    const action = { incidentTitle: 'Outage', title: 'Add a fallback', dueOn: '2026-01-31' };
    expect(
      holds('incident-action-overdue', project(), context({ overdueIncidentActions: [action] })),
    ).toBe(true);
    expect(holds('incident-action-overdue', project(), context())).toBe(false);
  });
});

describe('value-behind', () => {
  // Started Dec 15, 2025: by Jun 30, 2026 seven months of 10,000 are planned (70,000).
  const started = project({
    status: 'active',
    startDate: '2025-12-15',
    expectedReturn: '120000.00',
  });
  const realised = (amount: string | undefined) => context({ realisedBenefitToDate: amount });

  it.each([
    ['nothing realised six months on', started, '0.00', true],
    ['below a quarter of plan', started, '17499.99', true],
    ['a quarter of plan', started, '17500.00', false],
    [
      'under six months since the start',
      project({ ...started, startDate: '2026-01-01' }),
      '0.00',
      false,
    ],
    ['no expected return', project({ ...started, expectedReturn: null }), '0.00', false],
    ['still in planning', project({ ...started, status: 'planning' }), '0.00', false],
    ['realised benefit not read', started, undefined, false],
  ])('%s: %s', (_case, p, amount, expected) => {
    expect(holds('value-behind', p, realised(amount))).toBe(expected);
  });

  isFixedOn('value-behind', 'medium', 'value', 'the value card');
});

describe('model-deprecation (high for critical or high-risk projects, medium otherwise)', () => {
  const models = (...dates: Array<string | null>) =>
    dates.map((deprecationDate, i) => ({ name: `Model ${i}`, deprecationDate }));
  const rule = RISK_RULES['model-deprecation'];

  it.each([
    ['a date 90 days away', '2026-09-28', true],
    ['a date 91 days away', '2026-09-29', false],
    ['a date today', '2026-06-30', true],
    ['a date passed', '2026-01-01', true],
    ['no date', null, false],
  ])('with %s: holds %s', (_case, date, expected) => {
    expect(holds('model-deprecation', project(), context({ llmModels: models(date) }))).toBe(
      expected,
    );
  });

  it('does not hold for a project without models, or whose models were not read', () => {
    expect(holds('model-deprecation', project(), context({ llmModels: [] }))).toBe(false);
    expect(holds('model-deprecation', project(), context())).toBe(false);
  });

  it.each([
    [{ supportsCriticalFunction: true }, 'high'],
    [{ aiActHighRisk: true }, 'high'],
    [{ supportsCriticalFunction: false, aiActHighRisk: false }, 'medium'],
    [{}, 'medium'],
  ] as const)('with %o it is %s', (fields, severity) => {
    const c = context({ llmModels: models('2026-07-15'), ...fields });
    expect(rule.severityOf(project(), c)).toBe(severity);
    expect(holdingRules(project(), c)).toEqual([
      expect.objectContaining({ id: 'model-deprecation', severity }),
    ]);
  });

  it('is fixed on the LLM models card', () => {
    expect(rule.field).toBe('llmModels');
  });
});

describe('where a risk is fixed', () => {
  it('is the project page on its field or card, or the page of its own for incidents', () => {
    expect(riskFixPath('p-1', 'roi')).toBe('/projects/p-1?fix=roi');
    expect(riskFixPath('p-1', 'milestones')).toBe('/projects/p-1?fix=milestones');
    expect(riskFixPath('p-1', 'incidents')).toBe('/incidents?projectId=p-1');
  });
});
