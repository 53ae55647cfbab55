import { INTAKE_MESSAGES, type IntakeSettingsBody } from './proposals';

/** Whether a list (when given) names a value twice. */
const repeats = (values: readonly string[] | undefined) =>
  values !== undefined && new Set(values).size !== values.length;

/**
 * The first problem of an intake settings change, in a sentence; null when it may be saved. In
 * order: a key named twice within the questions or within the criteria (a question and a
 * criterion may share one), a choice question without choices, an approver who is not a member
 * (`isMember`), an approver named twice. The BFF refuses with it (400), and the mocks the same.
 */
export function intakeSettingsProblem(
  body: IntakeSettingsBody,
  isMember: (userId: string) => boolean,
): string | null {
  if (repeats(body.questions?.map((q) => q.id))) return INTAKE_MESSAGES.duplicateKey;
  if (body.questions?.some((q) => q.kind === 'choice' && !q.choices?.length)) {
    return INTAKE_MESSAGES.choicesNeeded;
  }
  if (repeats(body.criteria?.map((c) => c.id))) return INTAKE_MESSAGES.duplicateKey;
  if (body.approvers?.some((a) => !isMember(a.userId))) return INTAKE_MESSAGES.approverNotMember;
  if (repeats(body.approvers?.map((a) => a.userId))) return INTAKE_MESSAGES.approverOnce;
  return null;
}
