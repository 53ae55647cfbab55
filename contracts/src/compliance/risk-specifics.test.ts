import { describe, expect, it } from 'vitest';
import type { RiskContext, RiskProject } from './risk-rules';
import { riskContext, riskProject } from '../testing/risk-fixtures';
import { riskSpecifics } from './risk-specifics';

const project = (fields: Partial<RiskProject> = {}) => riskProject({ status: 'active', ...fields });

const context = (fields: Partial<RiskContext> = {}) =>
  riskContext({
    statusSince: {
      euAiActStatus: '2026-04-01T09:00:00.000Z',
      gdprStatus: '2026-06-29T09:00:00.000Z',
      doraStatus: '2026-06-29T09:00:00.000Z',
    },
    ...fields,
  });

describe('riskSpecifics', () => {
  it('names the obligation, its article and its date, and says where it stands', () => {
    const c = context({
      aiAct: {
        riskClass: 'high_risk',
        needsReview: false,
        obligations: [
          {
            status: 'in_progress',
            dueDate: '2026-02-02',
            article: 'Article 4',
            title: 'AI literacy',
          },
          { status: 'done', dueDate: '2026-02-02', article: 'Article 9', title: 'Risk management' },
          { status: 'todo', dueDate: '2026-08-02', article: 'Article 50', title: 'Tell people' },
        ],
      },
    });
    expect(riskSpecifics('obligation-overdue', project(), c)).toEqual([
      'AI literacy (Article 4): due Feb 2, 2026, in progress',
    ]);
    expect(riskSpecifics('obligation-due-soon', project(), c)).toEqual([
      'Tell people (Article 50): due Aug 2, 2026, to do',
    ]);
  });

  it('names the person, the month and their total', () => {
    const c = context({
      overAllocations: [{ personName: 'Priya Raman', month: '2026-06', percent: 110 }],
    });
    expect(riskSpecifics('over-allocated', project(), c)).toEqual([
      'Priya Raman: 110% in June 2026',
    ]);
  });

  it('names the overdue milestones only, with their due dates', () => {
    const c = context({
      milestones: [
        { name: 'Pilot live', dueDate: '2026-06-12', done: false },
        { name: 'Kick-off', dueDate: '2026-05-01', done: true },
        { name: 'Scale out', dueDate: '2026-09-01', done: false },
      ],
    });
    expect(riskSpecifics('milestone-overdue', project(), c)).toEqual([
      'Pilot live: due Jun 12, 2026',
    ]);
  });

  it('names the model being retired, and one already retired', () => {
    const c = context({
      llmModels: [
        { name: 'GPT-4o', deprecationDate: '2026-08-01' },
        { name: 'Old Model', deprecationDate: '2026-06-01' },
        { name: 'Far Model', deprecationDate: '2027-06-01' },
      ],
    });
    expect(riskSpecifics('model-deprecation', project(), c)).toEqual([
      'GPT-4o: retires Aug 1, 2026',
      'Old Model: retired Jun 1, 2026',
    ]);
  });

  it('says which review stalled since when, how late the target is, and the slip against the baseline', () => {
    expect(
      riskSpecifics('review-stalled', project({ euAiActStatus: 'in_review' }), context()),
    ).toEqual(['EU AI Act in review since Apr 1, 2026']);
    expect(
      riskSpecifics('target-date-passed', project({ targetDate: '2026-06-20' }), context()),
    ).toEqual(['Target date Jun 20, 2026, 10 days ago']);
    expect(
      riskSpecifics(
        'slipped-against-baseline',
        project({ targetDate: '2026-09-30' }),
        context({ baselineTargetDate: '2026-09-01' }),
      ),
    ).toEqual(['Target Sep 30, 2026, baseline Sep 1, 2026: 29 days later']);
  });

  it('gives the figures behind the money rules', () => {
    expect(
      riskSpecifics(
        'over-budget',
        project(),
        context({ budgetToDate: { planned: '10000.00', actual: '12500.00' } }),
      ),
    ).toEqual(['Spent $12,500 of $10,000 planned to date']);
    expect(
      riskSpecifics(
        'llm-spend-over-running-costs',
        project({ runningCosts: '3000.00' }),
        context({ llmMonthlyCosts: ['2500.00', '1700.00'] }),
      ),
    ).toEqual(['Models $4,200/mo against running costs of $3,000/mo']);
    expect(riskSpecifics('roi-missing', project({ roi: '-12.40' }), context())).toEqual([
      'ROI -12%',
    ]);
  });

  it('adds nothing where the title says it all', () => {
    const sayItAll = new Set([
      'active-non-compliant',
      'prohibited-practice',
      'assessment-missing',
      'assessment-stale',
    ]);
    for (const id of sayItAll) {
      expect(riskSpecifics(id as never, project(), context())).toEqual([]);
    }
  });
});
