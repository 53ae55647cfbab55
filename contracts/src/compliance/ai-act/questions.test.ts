import { describe, expect, it } from 'vitest';
import {
  AI_ACT_QUESTION_GROUPS,
  AI_ACT_QUESTIONS,
  ANNEX_III_AREAS,
  TRANSPARENCY_TRIGGERS,
  aiActQuestionsOf,
  isAiActQuestionId,
} from './questions';

describe('the EU AI Act questionnaire', () => {
  it('gives every question a unique id, a text, an article and a reason', () => {
    const ids = AI_ACT_QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of AI_ACT_QUESTIONS) {
      expect(question.id).toMatch(/^[a-z0-9-]+$/);
      expect(question.text).toMatch(/\?$/);
      expect(question.article).not.toBe('');
      expect(question.reason).not.toBe('');
      expect(AI_ACT_QUESTION_GROUPS).toContain(question.group);
    }
  });

  it('asks one screening question per prohibited practice of Article 5(1)(a) to (h)', () => {
    expect(aiActQuestionsOf('prohibited').map((question) => question.article)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((letter) => `Article 5(1)(${letter})`),
    );
  });

  it.each([
    [1, ['1(a)', '1(b)', '1(c)']],
    [2, ['2']],
    [3, ['3(a)', '3(b)', '3(c)', '3(d)']],
    [4, ['4(a)', '4(b)']],
    [5, ['5(a)', '5(b)', '5(c)', '5(d)']],
    [6, ['6(a)', '6(b)', '6(c)', '6(d)', '6(e)']],
    [7, ['7(a)', '7(b)', '7(c)', '7(d)']],
    [8, ['8(a)', '8(b)']],
  ] as const)('asks every sub-use of Annex III area %i', (area, points) => {
    const questions = aiActQuestionsOf('annex_iii').filter((question) => question.area === area);
    expect(questions.map((question) => question.article)).toEqual(
      points.map((point) => `Annex III point ${point}`),
    );
    expect(ANNEX_III_AREAS.some((heading) => heading.point === area)).toBe(true);
  });

  it('asks the four Article 6(3) conditions and the profiling override', () => {
    expect(aiActQuestionsOf('exceptions').map((question) => question.article)).toEqual([
      'Article 6(3)(a)',
      'Article 6(3)(b)',
      'Article 6(3)(c)',
      'Article 6(3)(d)',
      'Article 6(3), last subparagraph',
    ]);
  });

  it('asks one question per Article 50 trigger, one for Annex I and one for general-purpose AI', () => {
    expect(aiActQuestionsOf('transparency').map((question) => question.trigger)).toEqual([
      ...TRANSPARENCY_TRIGGERS,
    ]);
    expect(aiActQuestionsOf('annex_i')).toHaveLength(1);
    expect(aiActQuestionsOf('gpai')).toHaveLength(1);
  });

  it('asks deployers the one Article 27 question the Annex III uses do not answer', () => {
    expect(aiActQuestionsOf('deployer').map((question) => question.id)).toEqual([
      'art27-public-service',
    ]);
  });

  it('knows its own ids and no others', () => {
    expect(isAiActQuestionId('annex3-5b-creditworthiness')).toBe(true);
    expect(isAiActQuestionId('annex3-9a-unknown')).toBe(false);
  });
});
