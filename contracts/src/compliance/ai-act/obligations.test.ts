import { describe, expect, it } from 'vitest';
import {
  AI_ACT_APPLICATION_DATE_KEYS,
  AI_ACT_APPLICATION_DATES,
  type AiActApplicationDateKey,
  type AiActApplicationDates,
} from './application-dates';
import { classifyAiSystem, type AiActRiskClass, type HighRiskAnnex } from './classify';
import { friaRequirement } from '../fria/requirement';
import {
  AI_ACT_OBLIGATIONS,
  assessmentPlan,
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
  'art16-b-provider',
  'art16-d-provider',
  'art16-e-provider',
  'art16-j-provider',
  'art16-k-provider',
  'art16-l-provider',
  'art17-provider',
  'art43-provider',
  'art47-provider',
  'art48-provider',
  'art49-1-provider',
  'art72-provider',
  'art73-1-provider',
  'art73-6-provider',
];
const ANNEX_I_PROVIDER = HIGH_RISK_PROVIDER.filter((id) => id !== 'art49-1-provider');

/** Article 26 by paragraph; 26(8) and 26(11) only for Annex III systems. */
const HIGH_RISK_DEPLOYER = [
  'art26-1-deployer',
  'art26-2-deployer',
  'art26-4-deployer',
  'art26-5-deployer',
  'art26-6-deployer',
  'art26-7-deployer',
  'art26-8-deployer',
  'art26-11-deployer',
];
const ANNEX_I_DEPLOYER = HIGH_RISK_DEPLOYER.filter(
  (id) => id !== 'art26-8-deployer' && id !== 'art26-11-deployer',
);

describe('the EU AI Act obligations table', () => {
  it('gives every obligation a unique id, an article, a title, what counts as done and a date', () => {
    const all = AI_ACT_OBLIGATIONS.map((obligation) => obligation.id);
    expect(new Set(all).size).toBe(all.length);
    for (const obligation of AI_ACT_OBLIGATIONS) {
      // "Article 26", "Article 26(6)", "Article 16(b)", "Article 53(1)(a) and (b)".
      expect(obligation.article).toMatch(/^Article \d+(\(\w+\))*( and \(\w\))?$/);
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

  it('covers Articles 9 to 17, 43, 47 to 49 and 72 to 73 for high-risk providers, by part', () => {
    const articles = AI_ACT_OBLIGATIONS.filter(
      (obligation) =>
        obligation.roles.includes('provider') && obligation.classes.includes('high_risk'),
    ).map((obligation) => obligation.article);
    expect(articles).toEqual([
      'Article 4',
      ...['9', '10', '11', '12', '13', '14', '15'].map((n) => `Article ${n}`),
      ...['b', 'd', 'e', 'j', 'k', 'l'].map((point) => `Article 16(${point})`),
      'Article 17',
      'Article 43',
      'Article 47',
      'Article 48',
      'Article 49(1)',
      'Article 72',
      'Article 73(1)',
      'Article 73(6)',
      'Article 50(1)',
      'Article 50(2)',
      'Article 53(1)(a) and (b)',
      'Article 53(1)(c)',
      'Article 53(1)(d)',
    ]);
  });

  it('lists Article 26 for high-risk deployers by paragraph, and Article 27', () => {
    const deployer = AI_ACT_OBLIGATIONS.filter(
      (obligation) =>
        obligation.roles.includes('deployer') && obligation.classes.includes('high_risk'),
    );
    expect(deployer.map((obligation) => obligation.article)).toEqual([
      'Article 4',
      ...[1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => `Article 26(${paragraph})`),
      'Article 27',
      'Article 50(3)',
      'Article 50(4)',
    ]);
    const byArticle = new Map(deployer.map((obligation) => [obligation.article, obligation]));
    // The conditions the questionnaire does not ask, for the owner to confirm.
    expect(byArticle.get('Article 26(4)')?.condition).toMatch(/controls the input data/);
    expect(byArticle.get('Article 26(7)')?.condition).toMatch(/employers .* workplace/);
    expect(byArticle.get('Article 26(8)')?.condition).toMatch(/public authorities/);
    expect(byArticle.get('Article 26(11)')?.condition).toMatch(/decisions about natural persons/);
    expect(byArticle.get('Article 26(6)')?.title).toMatch(/at least six months/);
  });

  it('gives each high-risk duty the id of its article, paragraph and role', () => {
    const duties = AI_ACT_OBLIGATIONS.filter((o) =>
      [...HIGH_RISK_PROVIDER, ...HIGH_RISK_DEPLOYER].includes(o.id),
    );
    expect(duties).toHaveLength(HIGH_RISK_PROVIDER.length + HIGH_RISK_DEPLOYER.length);
    for (const { id, article, roles } of duties) {
      const [, number, part] = /^Article (\d+)(?:\((\w+)\))?$/.exec(article)!;
      expect(id).toBe(`art${number}${part ? `-${part}` : ''}-${roles.join()}`);
    }
  });
});

describe('obligations by role and class', () => {
  it.each<[AiActRole, AiActRiskClass, HighRiskAnnex | null, string[]]>([
    ['provider', 'high_risk', 'III', ['art4-ai-literacy', ...HIGH_RISK_PROVIDER]],
    ['provider', 'high_risk', 'I', ['art4-ai-literacy', ...ANNEX_I_PROVIDER]],
    ['deployer', 'high_risk', 'III', ['art4-ai-literacy', ...HIGH_RISK_DEPLOYER]],
    ['deployer', 'high_risk', 'I', ['art4-ai-literacy', ...ANNEX_I_DEPLOYER]],
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
      ...HIGH_RISK_DEPLOYER,
    ]);
  });

  it('lists Article 27 for a deployer of Annex III only when a FRIA is owed, with nothing to confirm', () => {
    const owed = plan({ roles: ['deployer'], riskClass: 'high_risk', annex: 'III', fria: true });
    expect(ids(owed)).toEqual(['art4-ai-literacy', ...HIGH_RISK_DEPLOYER, 'art27-fria']);
    const fria = owed.obligations.find((obligation) => obligation.id === 'art27-fria')!;
    expect([fria.article, fria.condition, fria.dueDate]).toEqual([
      'Article 27',
      undefined,
      AI_ACT_APPLICATION_DATES['high-risk-annex-iii'].date,
    ]);
    expect(ids(plan({ roles: ['provider'], riskClass: 'high_risk', fria: true }))).not.toContain(
      'art27-fria',
    );
    const annexI = plan({ roles: ['deployer'], riskClass: 'high_risk', annex: 'I', fria: true });
    expect(ids(annexI)).not.toContain('art27-fria');
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

describe('provider and deployer fixtures, to the paragraph', () => {
  const recruitment = { 'annex3-4a-recruitment': true };
  const safetyComponent = { 'annex1-safety-component': true };
  const fixtures = [
    { role: 'provider', answers: recruitment, annex: 'III', parts: HIGH_RISK_PROVIDER },
    { role: 'provider', answers: safetyComponent, annex: 'I', parts: ANNEX_I_PROVIDER },
    { role: 'deployer', answers: recruitment, annex: 'III', parts: HIGH_RISK_DEPLOYER },
    { role: 'deployer', answers: safetyComponent, annex: 'I', parts: ANNEX_I_DEPLOYER },
  ] as const;
  const planOf = (role: AiActRole, answers: Record<string, boolean>) =>
    assessmentPlan({ roles: [role], answers }).plan;

  it.each(fixtures)(
    'a $role of an Annex $annex system gets its parts, none of another role',
    ({ role, answers, parts }) => {
      const { obligations } = planOf(role, answers);
      expect(ids({ obligations, prohibition: null })).toEqual(expect.arrayContaining([...parts]));
      for (const obligation of obligations)
        expect(obligation.roles).toEqual(expect.arrayContaining([role]));
      const other = role === 'provider' ? HIGH_RISK_DEPLOYER : HIGH_RISK_PROVIDER;
      expect(ids({ obligations, prohibition: null }).filter((id) => other.includes(id))).toEqual(
        [],
      );
      const articles = obligations.map((obligation) => obligation.article);
      if (role === 'provider')
        expect(articles.filter((a) => a.startsWith('Article 26'))).toEqual([]);
      else
        expect(articles.filter((a) => /^Article (9|1[0-7]|4[3789]|7[23])\b/.test(a))).toEqual([]);
    },
  );

  it.each(fixtures)(
    "dates each part of a $role of an Annex $annex system from the table's entry of its annex",
    ({ role, answers, annex, parts }) => {
      const { date } =
        AI_ACT_APPLICATION_DATES[annex === 'I' ? 'high-risk-annex-i' : 'high-risk-annex-iii'];
      const byId = new Map(planOf(role, answers).obligations.map((o) => [o.id, o.dueDate]));
      for (const id of parts) expect(byId.get(id)).toBe(date);
    },
  );

  it.each([
    [
      'a public body deploying for recruitment',
      ['deployer'],
      { 'art27-public-service': true, ...recruitment },
      true,
    ],
    [
      'a deployer scoring creditworthiness',
      ['deployer'],
      { 'annex3-5b-creditworthiness': true },
      true,
    ],
    [
      'a deployer pricing life insurance',
      ['deployer'],
      { 'annex3-5c-insurance-pricing': true },
      true,
    ],
    ['a private employer deploying for recruitment', ['deployer'], recruitment, false],
    [
      'a public body in critical infrastructure only (Annex III point 2)',
      ['deployer'],
      { 'art27-public-service': true, 'annex3-2-critical-infrastructure': true },
      false,
    ],
    [
      'the provider of a creditworthiness system',
      ['provider'],
      { 'annex3-5b-creditworthiness': true },
      false,
    ],
    [
      'a public body deploying an Annex I product',
      ['deployer'],
      { 'art27-public-service': true, ...safetyComponent },
      false,
    ],
  ] as const)('lists Article 27 for %s exactly when a FRIA is owed', (_, roles, answers, owed) => {
    const assessment = { roles: [...roles], answers };
    expect(friaRequirement(assessment).required).toBe(owed);
    expect(assessmentPlan(assessment).byId.has('art27-fria')).toBe(owed);
  });

  it('keeps 26(8) and 26(11) to Annex III systems, as Article 49(3) and 26(11) say', () => {
    const annexI = ids(planOf('deployer', safetyComponent));
    expect(annexI).not.toContain('art26-8-deployer');
    expect(annexI).not.toContain('art26-11-deployer');
    expect(ids(planOf('deployer', recruitment))).toEqual(
      expect.arrayContaining(['art26-8-deployer', 'art26-11-deployer']),
    );
  });
});

describe('due dates from the dates table', () => {
  it.each([
    ['art4-ai-literacy', 'III', '2025-02-02'],
    ['art53-1-c-copyright', 'III', '2025-08-02'],
    ['art50-1-interaction', 'III', '2026-08-02'],
    ['art9-provider', 'III', '2027-12-02'],
    ['art9-provider', 'I', '2028-08-02'],
    ['art26-6-deployer', 'III', '2027-12-02'],
    ['art26-6-deployer', 'I', '2028-08-02'],
    ['art26-11-deployer', 'III', '2027-12-02'],
    ['art16-b-provider', 'I', '2028-08-02'],
    ['art49-1-provider', 'III', '2027-12-02'],
    ['art73-1-provider', 'III', '2027-12-02'],
    ['art73-6-provider', 'I', '2028-08-02'],
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
