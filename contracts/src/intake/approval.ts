import { formatCount } from '../numbers/format-count';
import type { IntakeTier } from './screening';

/**
 * Who must approve a proposal before it becomes a project, by its tier. A company names its
 * approvers (each with the governance role they speak for: risk, legal, business, …) and sets a
 * rule per tier; these functions decide, so the BFF refuses what the screen would not offer.
 */

export type ApprovableTier = Exclude<IntakeTier, 'prohibited'>;

/** A person the company named as an approver, with the role they approve for. */
export interface IntakeApprover {
  userId: string;
  role: string;
}

export interface TierApprovalRule {
  /** How many approvals the tier needs, from different people. */
  approvals: number;
  /** Who may give one: any admin of the company, or only the named approvers. */
  from: 'admins' | 'approvers';
  /** Whether the approvals must come from approvers of different roles. */
  distinctRoles: boolean;
}

export type IntakeApprovalRules = Record<ApprovableTier, TierApprovalRule>;

/** One admin for a minimal or limited tier; two named approvers of different roles otherwise. */
export const DEFAULT_INTAKE_APPROVAL_RULES: IntakeApprovalRules = {
  minimal: { approvals: 1, from: 'admins', distinctRoles: false },
  limited: { approvals: 1, from: 'admins', distinctRoles: false },
  high: { approvals: 2, from: 'approvers', distinctRoles: true },
  // Not screened yet: as strict as high-risk, until the answers say otherwise.
  unknown: { approvals: 2, from: 'approvers', distinctRoles: true },
};

export const PROHIBITED_PROPOSAL_MESSAGE =
  'A proposal in the prohibited tier cannot be approved: the practice is banned by Article 5 of the EU AI Act. Reject it, or correct its screening answers if they are wrong.';

/** Someone who approves (or wants to). */
export interface ApprovingPerson {
  userId: string;
  isAdmin: boolean;
}

/** The rule of `tier`, or null for a prohibited one. */
export const approvalRuleOf = (
  tier: IntakeTier,
  rules: IntakeApprovalRules,
): TierApprovalRule | null => (tier === 'prohibited' ? null : rules[tier]);

/**
 * The role an approval is recorded under, as the rule of `tier` counts it: the named approver's
 * role where the rule takes named approvers, `admin` otherwise.
 */
export function approvalRoleOf(
  tier: IntakeTier,
  rules: IntakeApprovalRules,
  approvers: readonly IntakeApprover[],
  userId: string,
): string {
  const named = approvers.find((a) => a.userId === userId);
  return approvalRuleOf(tier, rules)?.from === 'approvers' && named ? named.role : 'admin';
}

/**
 * Whether `person` may approve a proposal of `tier`: null when they may, otherwise the sentence
 * the API answers with.
 */
export function approvalRefusal(
  tier: IntakeTier,
  rules: IntakeApprovalRules,
  approvers: readonly IntakeApprover[],
  person: ApprovingPerson,
): string | null {
  const rule = approvalRuleOf(tier, rules);
  if (!rule) return PROHIBITED_PROPOSAL_MESSAGE;
  if (rule.from === 'admins') {
    return person.isAdmin
      ? null
      : 'Only an admin of the company can approve a proposal of this tier.';
  }
  return approvers.some((a) => a.userId === person.userId)
    ? null
    : 'Only the approvers named in the intake settings can approve a proposal of this tier.';
}

/** Whether `person` may reject a proposal, whatever its tier: an admin or a named approver. */
export const mayReject = (approvers: readonly IntakeApprover[], person: ApprovingPerson): boolean =>
  person.isAdmin || approvers.some((a) => a.userId === person.userId);

export interface ApprovalProgress {
  /** Whether the approvals given make the proposal approved. */
  complete: boolean;
  /** The approvals that count toward the rule (one per person; one per role where roles differ). */
  counted: number;
  needed: number;
  /** What is still needed, in a sentence; null when complete or prohibited. */
  waitingFor: string | null;
}

/** How far the approvals given go toward the rule of `tier`. */
export function approvalProgress(
  tier: IntakeTier,
  rules: IntakeApprovalRules,
  approvers: readonly IntakeApprover[],
  given: readonly ApprovingPerson[],
): ApprovalProgress {
  const rule = approvalRuleOf(tier, rules);
  if (!rule) return { complete: false, counted: 0, needed: 0, waitingFor: null };
  const people = new Map<string, ApprovingPerson>();
  for (const person of given) {
    if (approvalRefusal(tier, rules, approvers, person) === null) people.set(person.userId, person);
  }
  let counted = people.size;
  if (rule.distinctRoles) {
    const roleOf = new Map(approvers.map((a) => [a.userId, a.role]));
    counted = new Set([...people.keys()].map((id) => roleOf.get(id) ?? `admin:${id}`)).size;
  }
  const left = Math.max(0, rule.approvals - counted);
  const who =
    rule.from === 'admins'
      ? { one: 'an admin', many: 'admins' }
      : { one: 'a named approver', many: 'named approvers' };
  const roles = rule.distinctRoles ? ' of a role that has not approved yet' : '';
  const waitingFor =
    left === 0
      ? null
      : `Waiting for ${formatCount(left, 'more approval')} from ${left === 1 ? who.one : who.many}${roles}.`;
  return { complete: left === 0, counted, needed: rule.approvals, waitingFor };
}
