import { describe, expect, it } from 'vitest';
import { intakeSettingsProblem } from './intake-settings';
import { INTAKE_MESSAGES, type IntakeSettingsBody } from './proposals';

const question = (id: string, kind: 'text' | 'choice' = 'text') => ({
  id,
  label: id,
  kind,
  required: false,
});
const criterion = (id: string) => ({ id, label: id, weight: 1 });
const members = new Set(['ana', 'ben']);
const problem = (body: IntakeSettingsBody) => intakeSettingsProblem(body, (id) => members.has(id));

describe('intakeSettingsProblem', () => {
  it('lets a question and a criterion share a key, not two of one list', () => {
    expect(problem({ questions: [question('cost')], criteria: [criterion('cost')] })).toBeNull();
    expect(problem({ questions: [question('a'), question('a')] })).toBe(
      INTAKE_MESSAGES.duplicateKey,
    );
    expect(problem({ criteria: [criterion('a'), criterion('a')] })).toBe(
      INTAKE_MESSAGES.duplicateKey,
    );
  });

  it('needs choices for a choice question, and approvers who are members named once', () => {
    expect(problem({ questions: [question('pick', 'choice')] })).toBe(
      INTAKE_MESSAGES.choicesNeeded,
    );
    expect(problem({ approvers: [{ userId: 'eve', role: 'Risk' }] })).toBe(
      INTAKE_MESSAGES.approverNotMember,
    );
    expect(
      problem({
        approvers: [
          { userId: 'ana', role: 'Risk' },
          { userId: 'ana', role: 'Legal' },
        ],
      }),
    ).toBe(INTAKE_MESSAGES.approverOnce);
  });
});
