import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE_REASON_MESSAGE } from '../ai-act';
import { changedObligation, type ObligationValues } from './obligation-change';

const before: ObligationValues = {
  status: 'in_progress',
  ownerId: 'ana',
  notes: 'Draft ready',
  notApplicableReason: null,
};

describe('changedObligation', () => {
  it('keeps what the body leaves out and trims what it gives', () => {
    expect(changedObligation(before, { notes: '  Signed off ' })).toEqual({
      after: { ...before, notes: 'Signed off' },
      problem: null,
    });
  });

  it('needs a reason to not apply, and drops it once the obligation applies again', () => {
    expect(changedObligation(before, { status: 'not_applicable' }).problem).toBe(
      NOT_APPLICABLE_REASON_MESSAGE,
    );
    const waived = changedObligation(before, {
      status: 'not_applicable',
      notApplicableReason: ' Not a provider ',
    }).after;
    expect(waived.notApplicableReason).toBe('Not a provider');
    expect(changedObligation(waived, { status: 'todo' }).after.notApplicableReason).toBeNull();
  });
});
