import { describe, expect, it } from 'vitest';
import {
  holdingRules,
  RISK_RULE_IDS,
  RISK_RULES,
  riskRule,
  riskRules,
  type RiskContext,
  type RiskProject,
} from './risk-rules';

const NOW = '2026-06-30T12:00:00.000Z';
const daysBefore = (days: number, from = NOW) =>
  new Date(Date.parse(from) - days * 24 * 60 * 60 * 1000).toISOString();

const project = (fields: Partial<RiskProject> = {}): RiskProject => ({
  status: 'planning',
  euAiActStatus: 'not_applicable',
  gdprStatus: 'not_applicable',
  doraStatus: 'not_applicable',
  roi: null,
  runningCosts: null,
  ...fields,
});

const context = (fields: Partial<RiskContext> = {}): RiskContext => ({
  now: NOW,
  statusSince: {
    euAiActStatus: daysBefore(1),
    gdprStatus: daysBefore(1),
    doraStatus: daysBefore(1),
  },
  llmMonthlyCosts: [],
  removedModels: [],
  editedAt: null,
  ...fields,
});

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
      'over-budget',
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

  it('holds when a status has been in review for more than 30 days', () => {
    const since = context({
      statusSince: { ...context().statusSince, gdprStatus: daysBefore(31) },
    });
    expect(holds('review-stalled', inReview, since)).toBe(true);
  });

  it('does not hold for a review of 30 days or less', () => {
    const recent = context({
      statusSince: { ...context().statusSince, gdprStatus: daysBefore(10) },
    });
    expect(holds('review-stalled', inReview, recent)).toBe(false);
    const exactly = context({
      statusSince: { ...context().statusSince, gdprStatus: daysBefore(30) },
    });
    expect(holds('review-stalled', inReview, exactly)).toBe(false);
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
      const since = context({ statusSince: { ...context().statusSince, [field]: daysBefore(45) } });
      expect(holds('review-stalled', project({ [field]: 'in_review' }), since)).toBe(true);
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

  it('is high, fixed on the budget card', () => {
    expect(RISK_RULES['over-budget']).toMatchObject({ severity: 'high', field: 'budget' });
  });
});
