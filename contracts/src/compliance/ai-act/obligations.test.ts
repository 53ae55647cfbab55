import { describe, expect, it } from 'vitest';
import {
  AI_ACT_APPLICATION_DATE_KEYS,
  AI_ACT_APPLICATION_DATES,
  type AiActApplicationDateKey,
  type AiActApplicationDates,
} from './application-dates';
import { classifyAiSystem, type AiActRiskClass, type HighRiskAnnex } from './classify';
import {
  AI_ACT_OBLIGATIONS,
  obligationsFor,
  type AiActObligationsInput,
  type AiActObligationPlan,
} from './obligations';
import { AI_ACT_ROLES, TRANSPARENCY_TRIGGERS, type AiActRole } from './questions';

const ids = (plan: AiActObligationPlan) => plan.obligations.map((obligation) => obligation.id);
const plan = (input: Partial<AiActObligationsInput>, dates?: AiActApplicationDates) =>
  obligationsFor({ roles: [], riskClass: 'minimal', gpai: false, annex: null, ...input }, dates);

const HIGH_RISK_PROVIDER = [
  'art9-provider',
  'art10-provider',
  'art11-provider',
  'art12-provider',
  'art13-provider',
  'art14-provider',
  'art15-provider',
  'art16-provider',
  'art17-provider',
  'art43-provider',
  'art47-provider',
  'art48-provider',
  'art49-provider',
  'art72-provider',
];

describe('the EU AI Act obligations table', () => {
  it('gives every obligation a unique id, an article, a title, what counts as done and a date', () => {
    const all = AI_ACT_OBLIGATIONS.map((obligation) => obligation.id);
    expect(new Set(all).size).toBe(all.length);
    for (const obligation of AI_ACT_OBLIGATIONS) {
      expect(obligation.article).toMatch(/^Article \d+/);
      expect(obligation.title).not.toBe('');
      expect(obligation.done).not.toBe('');
      expect(obligation.roles.length).toBeGreaterThan(0);
      expect(obligation.classes.length).toBeGreaterThan(0);
      const keys =
        typeof obligation.appliesFrom === 'string'
          ? [obligation.appliesFrom]
          : Object.values(obligation.appliesFrom);
      for (const key of keys) expect(AI_ACT_APPLICATION_DATE_KEYS).toContain(key);
    }
  });

  it('covers Articles 9 to 17, 43, 47 to 49 and 72 for high-risk providers', () => {
    const articles = AI_ACT_OBLIGATIONS.filter(
      (obligation) =>
        obligation.roles.includes('provider') && obligation.classes.includes('high_risk'),
    ).map((obligation) => obligation.article);
    for (const article of [9, 10, 11, 12, 13, 14, 15, 16, 17, 43, 47, 48, 49, 72]) {
      expect(articles).toContain(`Article ${article}`);
    }
  });
});

describe('obligations by role and class', () => {
  it.each<[AiActRole, AiActRiskClass, HighRiskAnnex | null, string[]]>([
    ['provider', 'high_risk', 'III', ['art4-ai-literacy', ...HIGH_RISK_PROVIDER]],
    [
      'provider',
      'high_risk',
      'I',
      ['art4-ai-literacy', ...HIGH_RISK_PROVIDER.filter((id) => id !== 'art49-provider')],
    ],
    ['deployer', 'high_risk', 'III', ['art4-ai-literacy', 'art26-deployer', 'art27-fria']],
    ['deployer', 'high_risk', 'I', ['art4-ai-literacy', 'art26-deployer']],
    ['importer', 'high_risk', 'III', ['art23-importer']],
    ['distributor', 'high_risk', 'I', ['art24-distributor']],
    ['provider', 'limited', null, ['art4-ai-literacy', 'art50-1-interaction', 'art50-2-marking']],
    [
      'deployer',
      'limited',
      null,
      ['art4-ai-literacy', 'art50-3-emotion-biometric', 'art50-4-deep-fake'],
    ],
    ['importer', 'limited', null, []],
    ['distributor', 'limited', null, []],
    ['provider', 'minimal', null, ['art4-ai-literacy']],
    ['deployer', 'minimal', null, ['art4-ai-literacy']],
    ['importer', 'minimal', null, []],
    ['distributor', 'minimal', null, []],
  ])('gives a %s of a %s system (Annex %s) its obligations', (role, riskClass, annex, expected) => {
    const result = plan({ roles: [role], riskClass, annex });
    expect(result.prohibition).toBeNull();
    expect(ids(result)).toEqual(expected);
  });

  it.each(AI_ACT_ROLES)(
    'gives a %s of a prohibited system a prohibition, not obligations',
    (role) => {
      expect(plan({ roles: [role], riskClass: 'prohibited', gpai: true })).toEqual({
        obligations: [],
        prohibition: {
          text: 'A prohibited practice: the system must not be placed on the market, put into service or used in the EU',
          article: 'Article 5',
          since: '2025-02-02',
        },
      });
    },
  );

  it('joins the obligations of several roles, each once', () => {
    const result = plan({ roles: ['provider', 'deployer'], riskClass: 'minimal' });
    expect(ids(result)).toEqual(['art4-ai-literacy']);
    const highRisk = plan({
      roles: ['provider', 'deployer'],
      riskClass: 'high_risk',
      annex: 'III',
    });
    expect(ids(highRisk)).toEqual([
      'art4-ai-literacy',
      ...HIGH_RISK_PROVIDER,
      'art26-deployer',
      'art27-fria',
    ]);
  });

  it('adds Article 53 for the provider of a general-purpose AI model, in any class', () => {
    const gpai = ['art53-1-ab-documentation', 'art53-1-c-copyright', 'art53-1-d-training-summary'];
    for (const riskClass of ['high_risk', 'limited', 'minimal'] as const) {
      const result = plan({ roles: ['provider'], riskClass, gpai: true, annex: 'III' });
      expect(ids(result)).toEqual(expect.arrayContaining(gpai));
    }
    expect(ids(plan({ roles: ['deployer'], gpai: true }))).toEqual(['art4-ai-literacy']);
  });

  it('gives only the Article 50 duties the system triggers, in any class', () => {
    const limited = plan({
      roles: ['provider', 'deployer'],
      riskClass: 'limited',
      transparency: ['interaction'],
    });
    expect(ids(limited)).toEqual(['art4-ai-literacy', 'art50-1-interaction']);
    const highRisk = plan({
      roles: ['deployer'],
      riskClass: 'high_risk',
      annex: 'III',
      transparency: ['deep_fake'],
    });
    expect(ids(highRisk)).toContain('art50-4-deep-fake');
  });

  it('follows a classification end to end', () => {
    const classification = classifyAiSystem({
      roles: ['provider'],
      answers: { 'annex3-4a-recruitment': true, 'art50-1-interaction': true },
    });
    const result = obligationsFor({ roles: ['provider'], ...classification });
    expect(ids(result)).toEqual(['art4-ai-literacy', 'art50-1-interaction', ...HIGH_RISK_PROVIDER]);
  });
});

describe('due dates from the dates table', () => {
  it.each([
    ['art4-ai-literacy', 'III', '2025-02-02'],
    ['art53-1-c-copyright', 'III', '2025-08-02'],
    ['art50-1-interaction', 'III', '2026-08-02'],
    ['art9-provider', 'III', '2027-12-02'],
    ['art9-provider', 'I', '2028-08-02'],
    ['art26-deployer', 'III', '2027-12-02'],
    ['art26-deployer', 'I', '2028-08-02'],
    ['art23-importer', 'I', '2028-08-02'],
  ] as const)('puts %s (Annex %s) due on %s', (id, annex, date) => {
    const result = plan({
      roles: [...AI_ACT_ROLES],
      riskClass: 'high_risk',
      annex,
      gpai: true,
      transparency: [...TRANSPARENCY_TRIGGERS],
    });
    expect(result.obligations.find((obligation) => obligation.id === id)?.dueDate).toBe(date);
  });

  it('lists the obligations earliest first', () => {
    const dueDates = plan({
      roles: [...AI_ACT_ROLES],
      riskClass: 'high_risk',
      annex: 'III',
      gpai: true,
      transparency: [...TRANSPARENCY_TRIGGERS],
    }).obligations.map((obligation) => obligation.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
  });

  it('reads a high-risk system of unknown annex by Annex III, the earlier date', () => {
    const result = plan({ roles: ['provider'], riskClass: 'high_risk', annex: null });
    expect(result.obligations.at(-1)?.dueDate).toBe('2027-12-02');
  });

  // The table is the single source: moving one of its dates moves every due date that follows
  // from it, and no other.
  const everything = (annex: HighRiskAnnex) => ({
    roles: [...AI_ACT_ROLES],
    riskClass: 'high_risk' as const,
    annex,
    gpai: true,
    transparency: [...TRANSPARENCY_TRIGGERS],
  });
  const moved = (key: AiActApplicationDateKey): AiActApplicationDates => ({
    ...AI_ACT_APPLICATION_DATES,
    [key]: { ...AI_ACT_APPLICATION_DATES[key], date: '2030-01-15' },
  });

  it.each(
    AI_ACT_APPLICATION_DATE_KEYS.flatMap((key) =>
      (['I', 'III'] as const).map((annex) => [key, annex] as const),
    ),
  )(
    'moves every due date that follows from %s (Annex %s) with one edit of the table',
    (key, annex) => {
      const before = new Map(
        obligationsFor(everything(annex)).obligations.map((o) => [o.id, o.dueDate]),
      );
      const after = obligationsFor(everything(annex), moved(key)).obligations;
      expect(after).toHaveLength(before.size);
      const original = AI_ACT_APPLICATION_DATES[key].date;
      for (const obligation of after) {
        const was = before.get(obligation.id);
        expect(obligation.dueDate).toBe(was === original ? '2030-01-15' : was);
      }
    },
  );

  it('moves the Annex III high-risk duties when the Annex III date moves', () => {
    const after = obligationsFor(
      { roles: ['provider'], riskClass: 'high_risk', gpai: false, annex: 'III' },
      moved('high-risk-annex-iii'),
    ).obligations;
    expect(after.map((o) => [o.id, o.dueDate])).toEqual([
      ['art4-ai-literacy', '2025-02-02'],
      ...HIGH_RISK_PROVIDER.map((id) => [id, '2030-01-15']),
    ]);
  });

  it('dates a prohibition from the table too', () => {
    expect(
      obligationsFor(
        { roles: ['deployer'], riskClass: 'prohibited', gpai: false, annex: null },
        moved('prohibitions-and-literacy'),
      ).prohibition?.since,
    ).toBe('2030-01-15');
  });
});
