import { describe, expect, it } from 'vitest';
import {
  aiActStatusOf,
  isObligationDueSoon,
  isObligationOverdue,
  type AiActObligationState,
} from './status';

const TODAY = '2026-11-26';
const PAST = '2025-02-02';
const FUTURE = '2027-12-02';
const o = (
  status: AiActObligationState['status'],
  dueDate = FUTURE,
  article = 'Article 9',
): AiActObligationState => ({ status, dueDate, article });

describe('aiActStatusOf', () => {
  it.each([
    ['nothing stored', 'minimal', [], 'not_applicable'],
    ['every one not applicable', 'high_risk', [o('not_applicable')], 'not_applicable'],
    ['all done', 'high_risk', [o('done'), o('not_applicable'), o('done', PAST)], 'compliant'],
    ['one in progress', 'high_risk', [o('done'), o('in_progress')], 'in_review'],
    ['to do, not yet due', 'limited', [o('todo')], 'in_review'],
    ['one overdue', 'high_risk', [o('done'), o('in_progress', PAST)], 'non_compliant'],
    ['overdue beats in progress', 'minimal', [o('todo', PAST), o('in_progress')], 'non_compliant'],
    ['a prohibited practice', 'prohibited', [], 'non_compliant'],
  ] as const)('%s → %s', (_name, riskClass, obligations, expected) => {
    expect(aiActStatusOf(riskClass, obligations, TODAY).status).toBe(expected);
  });

  it('says why, naming the overdue articles', () => {
    expect(
      aiActStatusOf(
        'high_risk',
        [o('todo', PAST, 'Article 4'), o('in_progress', PAST, 'Article 50(1)')],
        TODAY,
      ).reason,
    ).toBe('2 obligations overdue (Article 4, Article 50(1))');
    // The parts of one article after its first.
    expect(
      aiActStatusOf(
        'high_risk',
        ['Article 4', 'Article 26(1)', 'Article 26(2)', 'Article 26(11)', 'Article 27'].map(
          (article) => o('todo', PAST, article),
        ),
        TODAY,
      ).reason,
    ).toBe('5 obligations overdue (Article 4, Article 26(1), (2), (11), Article 27)');
    expect(aiActStatusOf('high_risk', [o('done'), o('done')], TODAY).reason).toBe(
      'All 2 obligations that apply are done',
    );
    expect(aiActStatusOf('minimal', [o('done')], TODAY).reason).toBe(
      'The one obligation that applies is done',
    );
    expect(aiActStatusOf('high_risk', [o('done'), o('in_progress')], TODAY).reason).toBe(
      '1 obligation in progress, 1 of 2 done',
    );
  });
});

describe('overdue and due soon', () => {
  it('an obligation is overdue from the day after its due date while open', () => {
    expect(isObligationOverdue(o('todo', '2026-11-25'), TODAY)).toBe(true);
    expect(isObligationOverdue(o('todo', TODAY), TODAY)).toBe(false);
    expect(isObligationOverdue(o('done', '2026-11-25'), TODAY)).toBe(false);
  });

  it('is due soon from today to 60 days ahead', () => {
    expect(isObligationDueSoon(o('todo', TODAY), TODAY)).toBe(true);
    expect(isObligationDueSoon(o('in_progress', '2027-01-25'), TODAY)).toBe(true);
    expect(isObligationDueSoon(o('todo', '2027-01-26'), TODAY)).toBe(false);
    expect(isObligationDueSoon(o('not_applicable', '2026-12-01'), TODAY)).toBe(false);
  });
});
