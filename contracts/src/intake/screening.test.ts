import { describe, expect, it } from 'vitest';
import { aiActQuestionsOf } from '../compliance/ai-act/questions';
import { INTAKE_SCREENING_QUESTIONS, screeningAnswers, screeningTier } from './screening';

const first = (group: Parameters<typeof aiActQuestionsOf>[0]) => aiActQuestionsOf(group)[0]!.id;

describe('screeningTier', () => {
  it('asks the prohibited practices, the Annex III uses and transparency, nothing else', () => {
    const groups = new Set(INTAKE_SCREENING_QUESTIONS.map((q) => q.group));
    expect([...groups].sort()).toEqual(['annex_iii', 'prohibited', 'transparency']);
    expect(INTAKE_SCREENING_QUESTIONS).toHaveLength(
      aiActQuestionsOf('prohibited').length +
        aiActQuestionsOf('annex_iii').length +
        aiActQuestionsOf('transparency').length,
    );
  });

  it('is prohibited on one prohibited practice, even with the rest unanswered', () => {
    const { tier, reasons } = screeningTier({ [first('prohibited')]: true });
    expect(tier).toBe('prohibited');
    expect(reasons[0]!.article).toMatch(/^Article 5/);
  });

  it('is high-risk on an Annex III use, whatever else is unanswered', () => {
    expect(screeningTier({ [first('annex_iii')]: true }).tier).toBe('high');
  });

  it('is limited on a transparency trigger once everything is answered, minimal on all no', () => {
    expect(screeningTier(screeningAnswers(first('transparency'))).tier).toBe('limited');
    expect(screeningTier(screeningAnswers()).tier).toBe('minimal');
  });

  it('is unknown while a question that could still be a yes is unanswered, and says how many', () => {
    const all = screeningAnswers();
    delete all[first('transparency')];
    delete all[first('annex_iii')];
    expect(screeningTier(all)).toEqual({
      tier: 'unknown',
      reasons: [
        { text: '2 screening questions not answered yet', article: 'Articles 5, 6 and 50' },
      ],
    });
    expect(screeningTier({}).tier).toBe('unknown');
  });

  it('ignores answers outside the screening (an exception cannot lower the tier at intake)', () => {
    expect(
      screeningTier({ ...screeningAnswers(first('annex_iii')), [first('exceptions')]: true }).tier,
    ).toBe('high');
  });
});
