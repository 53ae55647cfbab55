import { describe, expect, it } from 'vitest';
import {
  approvalProgress,
  approvalRefusal,
  approvalRoleOf,
  mayReject,
  DEFAULT_INTAKE_APPROVAL_RULES as RULES,
  PROHIBITED_PROPOSAL_MESSAGE,
  type IntakeApprover,
} from './approval';

const approvers: IntakeApprover[] = [
  { userId: 'risk-1', role: 'Risk' },
  { userId: 'risk-2', role: 'Risk' },
  { userId: 'legal-1', role: 'Legal' },
];
const admin = { userId: 'admin-1', isAdmin: true };
const member = { userId: 'member-1', isAdmin: false };
const person = (userId: string) => ({ userId, isAdmin: false });

describe('approval rules by tier', () => {
  it('lets one admin approve a minimal proposal, and not a member', () => {
    expect(approvalRefusal('minimal', RULES, approvers, admin)).toBeNull();
    expect(approvalRefusal('minimal', RULES, approvers, member)).toBe(
      'Only an admin of the company can approve a proposal of this tier.',
    );
    expect(approvalProgress('minimal', RULES, approvers, [admin])).toEqual({
      complete: true,
      counted: 1,
      needed: 1,
      waitingFor: null,
    });
  });

  it('needs two named approvers of different roles for a high-risk proposal', () => {
    expect(approvalRefusal('high', RULES, approvers, admin)).toBe(
      'Only the approvers named in the intake settings can approve a proposal of this tier.',
    );
    const sameRole = approvalProgress('high', RULES, approvers, [
      person('risk-1'),
      person('risk-2'),
    ]);
    expect(sameRole).toEqual({
      complete: false,
      counted: 1,
      needed: 2,
      waitingFor:
        'Waiting for 1 more approval from a named approver of a role that has not approved yet.',
    });
    expect(
      approvalProgress('high', RULES, approvers, [person('risk-1'), person('legal-1')]).complete,
    ).toBe(true);
  });

  it('counts one approval per person, however often they approve', () => {
    const twice = approvalProgress('high', RULES, approvers, [person('risk-1'), person('risk-1')]);
    expect(twice.counted).toBe(1);
    expect(twice.complete).toBe(false);
  });

  it('treats a proposal not screened yet like a high-risk one', () => {
    expect(approvalProgress('unknown', RULES, approvers, [admin]).complete).toBe(false);
    expect(
      approvalProgress('unknown', RULES, approvers, [person('legal-1'), person('risk-2')]).complete,
    ).toBe(true);
  });

  it('never approves a prohibited proposal, whoever asks', () => {
    expect(approvalRefusal('prohibited', RULES, approvers, admin)).toBe(
      PROHIBITED_PROPOSAL_MESSAGE,
    );
    expect(
      approvalProgress('prohibited', RULES, approvers, [
        admin,
        person('risk-1'),
        person('legal-1'),
      ]),
    ).toEqual({ complete: false, counted: 0, needed: 0, waitingFor: null });
  });

  it('follows a company rule of its own: three admins for limited risk', () => {
    const rules = {
      ...RULES,
      limited: { approvals: 3, from: 'admins', distinctRoles: false },
    } as const;
    const two = approvalProgress('limited', rules, approvers, [
      admin,
      { userId: 'admin-2', isAdmin: true },
    ]);
    expect(two.waitingFor).toBe('Waiting for 1 more approval from an admin.');
  });
});

describe('approvalRoleOf', () => {
  it("records a named approver's role where the tier takes named approvers, admin otherwise", () => {
    expect(approvalRoleOf('high', RULES, approvers, 'legal-1')).toBe('Legal');
    expect(approvalRoleOf('high', RULES, approvers, 'admin-1')).toBe('admin');
    expect(approvalRoleOf('minimal', RULES, approvers, 'legal-1')).toBe('admin');
    expect(approvalRoleOf('prohibited', RULES, approvers, 'legal-1')).toBe('admin');
  });
});

describe('mayReject', () => {
  it('lets an admin or a named approver reject, not another member', () => {
    expect(mayReject(approvers, admin)).toBe(true);
    expect(mayReject(approvers, person('legal-1'))).toBe(true);
    expect(mayReject(approvers, member)).toBe(false);
  });
});
