import {
  DEFAULT_INTAKE_SETTINGS,
  SCORING_MODEL_LABELS,
  intakeSettingsProblem,
  type IntakeApprover,
  type IntakeCriterion,
  type IntakeQuestion,
  type IntakeSettingsBody,
  type ScoringModel,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { InputError } from '../../errors.ts';
import { IntakeSettingsRow } from '../../models/proposal.ts';
import { memberNames } from '../access/member-names.ts';

/**
 * A company's intake settings: its questions, scoring model and approvers per tier. A company
 * that never changed them has the defaults (no questions, WSJF, the contract's approval rules).
 */

export interface EffectiveIntakeSettings {
  companyId: string;
  questions: IntakeQuestion[];
  scoringModel: ScoringModel;
  criteria: IntakeCriterion[];
  approvalRules: IntakeSettingsRow['approvalRules'];
  approvers: IntakeApprover[];
  updatedAt: Date | null;
}

const defaults = (companyId: string): EffectiveIntakeSettings => ({
  companyId,
  ...DEFAULT_INTAKE_SETTINGS,
  updatedAt: null,
});

const effective = (row: IntakeSettingsRow): EffectiveIntakeSettings => ({
  companyId: row.companyId,
  questions: row.questions,
  scoringModel: row.scoringModel,
  criteria: row.criteria,
  approvalRules: row.approvalRules,
  approvers: row.approvers,
  updatedAt: row.updatedAt,
});

/** The company's settings, or the defaults. */
export async function intakeSettingsOf(
  db: Knex,
  companyId: string,
): Promise<EffectiveIntakeSettings> {
  const row = await IntakeSettingsRow.query(db).findOne({ companyId });
  return row ? effective(row) : defaults(companyId);
}

/** The settings as the history records them: in words, as the settings page shows them. */
function audited(settings: EffectiveIntakeSettings, names: Map<string, string>) {
  return {
    companyId: settings.companyId,
    questions:
      settings.questions
        .map((q) => `${q.label} (${q.kind}${q.required ? ', required' : ''})`)
        .join('; ') || null,
    scoringModel: SCORING_MODEL_LABELS[settings.scoringModel],
    criteria: settings.criteria.map((c) => `${c.label} ×${c.weight}`).join('; ') || null,
    approvalRules: Object.entries(settings.approvalRules)
      .map(
        ([tier, rule]) =>
          `${tier}: ${rule.approvals} from ${rule.from}${rule.distinctRoles ? ' of different roles' : ''}`,
      )
      .join('; '),
    approvers:
      settings.approvers
        .map((a) => `${names.get(a.userId) ?? 'Unknown user'} (${a.role})`)
        .join('; ') || null,
  };
}

/** Changes the parts of the settings the body names; approvers must be members. */
export async function updateIntakeSettings(
  uow: UnitOfWork,
  companyId: string,
  body: IntakeSettingsBody,
): Promise<void> {
  const { trx } = uow;
  const stored = await IntakeSettingsRow.query(trx).findOne({ companyId }).forUpdate();
  const before = stored ? effective(stored) : defaults(companyId);
  const approvers = body.approvers?.map((a) => ({ userId: a.userId, role: a.role.trim() }));
  const names = await memberNames(trx, companyId, [
    ...before.approvers.map((a) => a.userId),
    ...(approvers ?? []).map((a) => a.userId),
  ]);
  const problem = intakeSettingsProblem(body, (userId) => names.has(userId));
  if (problem) throw new InputError(problem);
  const after: EffectiveIntakeSettings = {
    companyId,
    questions: body.questions ?? before.questions,
    scoringModel: body.scoringModel ?? before.scoringModel,
    criteria: body.criteria ?? before.criteria,
    approvalRules: body.approvalRules ?? before.approvalRules,
    approvers: approvers ?? before.approvers,
    updatedAt: new Date(),
  };
  // One row per company, made by its first change.
  const { updatedAt: _at, ...values } = after;
  await IntakeSettingsRow.query(trx)
    .insert({ ...values, updatedAt: new Date() } as Partial<IntakeSettingsRow>)
    .onConflict('companyId')
    .merge();
  await uow.record({
    entity: 'intake_settings',
    id: companyId,
    action: stored ? 'updated' : 'created',
    before: stored ? audited(before, names) : null,
    after: audited(after, names),
    companyId,
    projectId: null,
    label: 'Intake settings',
  });
}
