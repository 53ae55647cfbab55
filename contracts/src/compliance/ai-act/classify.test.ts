import { describe, expect, it } from 'vitest';
import { classifyAiSystem } from './classify';
import { aiActQuestionsOf, type AiActRole } from './questions';

const yes = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, true]));
const classify = (ids: string[], roles: AiActRole[] = ['provider']) =>
  classifyAiSystem({ roles, answers: yes(...ids) });

const CREDIT = 'annex3-5b-creditworthiness';
const PROFILING = 'art6-3-profiling';

describe('classifying an AI system under the EU AI Act', () => {
  it.each([
    ['art5-a-manipulation', 'Article 5(1)(a)'],
    ['art5-b-vulnerabilities', 'Article 5(1)(b)'],
    ['art5-c-social-scoring', 'Article 5(1)(c)'],
    ['art5-d-crime-prediction', 'Article 5(1)(d)'],
    ['art5-e-face-scraping', 'Article 5(1)(e)'],
    ['art5-f-workplace-emotions', 'Article 5(1)(f)'],
    ['art5-g-sensitive-categorisation', 'Article 5(1)(g)'],
    ['art5-h-realtime-biometric-id', 'Article 5(1)(h)'],
  ])('finds %s prohibited (%s), whatever else it does', (id, article) => {
    const result = classify([id, CREDIT, 'annex1-safety-component', 'art50-1-interaction']);
    expect(result.riskClass).toBe('prohibited');
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]?.article).toBe(article);
  });

  it('gives one reason per prohibited practice', () => {
    const result = classify(['art5-a-manipulation', 'art5-c-social-scoring']);
    expect(result.reasons.map((reason) => reason.article)).toEqual([
      'Article 5(1)(a)',
      'Article 5(1)(c)',
    ]);
  });

  it.each([
    [1, 'annex3-1a-remote-biometric-id', 'Annex III point 1(a)'],
    [2, 'annex3-2-critical-infrastructure', 'Annex III point 2'],
    [3, 'annex3-3b-learning-outcomes', 'Annex III point 3(b)'],
    [4, 'annex3-4a-recruitment', 'Annex III point 4(a)'],
    [5, CREDIT, 'Annex III point 5(b)'],
    [6, 'annex3-6d-reoffending-risk', 'Annex III point 6(d)'],
    [7, 'annex3-7c-asylum-visa', 'Annex III point 7(c)'],
    [8, 'annex3-8a-judicial', 'Annex III point 8(a)'],
  ])('finds a use of Annex III area %i high-risk (%s)', (_area, id, article) => {
    const result = classify([id]);
    expect(result.riskClass).toBe('high_risk');
    expect(result.annex).toBe('III');
    expect(result.reasons).toEqual([expect.objectContaining({ article })]);
  });

  it('words the reason plainly, with its annex point', () => {
    expect(classify([CREDIT]).reasons).toEqual([
      {
        text: 'Used to evaluate creditworthiness of natural persons',
        article: 'Annex III point 5(b)',
      },
    ]);
  });

  it.each(aiActQuestionsOf('annex_iii').map((question) => [question.id, question] as const))(
    'finds every Annex III sub-use high-risk: %s',
    (id, question) => {
      expect(classify([id])).toMatchObject({
        riskClass: 'high_risk',
        reasons: [{ text: question.reason, article: question.article }],
      });
    },
  );

  it.each([
    ['art6-3-a-narrow-procedural', 'Article 6(3)(a)'],
    ['art6-3-b-improves-human-work', 'Article 6(3)(b)'],
    ['art6-3-c-detects-patterns', 'Article 6(3)(c)'],
    ['art6-3-d-preparatory', 'Article 6(3)(d)'],
  ])('lets the exception %s take an Annex III use out of high-risk', (id, article) => {
    const result = classify([CREDIT, id], ['deployer']);
    expect(result.riskClass).toBe('minimal');
    expect(result.annex).toBeNull();
    expect(result.reasons[0]).toEqual({
      text: expect.stringContaining('Not high-risk despite Annex III point 5(b)'),
      article,
    });
  });

  it.each([
    'art6-3-a-narrow-procedural',
    'art6-3-b-improves-human-work',
    'art6-3-c-detects-patterns',
    'art6-3-d-preparatory',
  ])('keeps an Annex III use high-risk despite %s when it profiles people', (id) => {
    const result = classify([CREDIT, id, PROFILING]);
    expect(result.riskClass).toBe('high_risk');
    expect(result.reasons).toEqual([
      expect.objectContaining({ article: 'Annex III point 5(b)' }),
      {
        text: 'Profiles natural persons, so the Article 6(3) exceptions do not apply',
        article: 'Article 6(3), last subparagraph',
      },
    ]);
  });

  it('tells a provider relying on an exception to document it and register (Article 6(4))', () => {
    const reasons = classify([CREDIT, 'art6-3-a-narrow-procedural'], ['provider']).reasons;
    expect(reasons.map((reason) => reason.article)).toContain('Article 6(4) and Article 49(2)');
  });

  it('ignores an exception or profiling without an Annex III use', () => {
    expect(classify(['art6-3-a-narrow-procedural', PROFILING]).riskClass).toBe('minimal');
  });

  it('finds an Annex I safety component high-risk, with the Annex I dates', () => {
    const result = classify(['annex1-safety-component']);
    expect(result).toMatchObject({ riskClass: 'high_risk', annex: 'I' });
    expect(result.reasons).toEqual([
      expect.objectContaining({ article: 'Article 6(1) and Annex I' }),
    ]);
  });

  it('is not taken out of high-risk by an Article 6(3) exception when Annex I applies', () => {
    const result = classify(['annex1-safety-component', CREDIT, 'art6-3-a-narrow-procedural']);
    expect(result).toMatchObject({ riskClass: 'high_risk', annex: 'I' });
  });

  it('takes Annex III, the earlier date, when both annexes apply', () => {
    const result = classify(['annex1-safety-component', CREDIT]);
    expect(result.annex).toBe('III');
    expect(result.reasons).toHaveLength(2);
  });

  it.each([
    ['art50-1-interaction', 'Article 50(1)', 'interaction'],
    ['art50-2-synthetic-content', 'Article 50(2)', 'synthetic_content'],
    ['art50-3-emotion-biometric', 'Article 50(3)', 'emotion_or_biometric_categorisation'],
    ['art50-4-deep-fake', 'Article 50(4)', 'deep_fake'],
  ])('finds %s limited risk (%s)', (id, article, trigger) => {
    const result = classify([id]);
    expect(result).toMatchObject({ riskClass: 'limited', annex: null, transparency: [trigger] });
    expect(result.reasons).toEqual([expect.objectContaining({ article })]);
  });

  it('keeps the Article 50 triggers of a high-risk system', () => {
    const result = classify([CREDIT, 'art50-1-interaction']);
    expect(result).toMatchObject({ riskClass: 'high_risk', transparency: ['interaction'] });
  });

  it('finds a system with no yes minimal, and says why', () => {
    const result = classifyAiSystem({ roles: ['deployer'], answers: {} });
    expect(result).toEqual({
      riskClass: 'minimal',
      reasons: [
        {
          text: 'No prohibited practice, high-risk use or transparency trigger applies',
          article: 'Articles 5, 6 and 50',
        },
      ],
      gpai: false,
      annex: null,
      transparency: [],
    });
  });

  it('counts a no, or an unknown question, as nothing', () => {
    const result = classifyAiSystem({
      roles: ['provider'],
      answers: { [CREDIT]: false, 'not-a-question': true },
    });
    expect(result.riskClass).toBe('minimal');
  });

  it.each([
    [[] as string[], 'minimal'],
    [['art50-2-synthetic-content'], 'limited'],
    [[CREDIT], 'high_risk'],
  ] as const)('flags a general-purpose AI model whatever the class (%j)', (ids, riskClass) => {
    const result = classify([...ids, 'gpai-model']);
    expect(result).toMatchObject({ riskClass, gpai: true });
    expect(result.reasons.at(-1)).toEqual({
      text: 'General-purpose AI model',
      article: 'Article 3(63) and Article 53',
    });
  });
});
