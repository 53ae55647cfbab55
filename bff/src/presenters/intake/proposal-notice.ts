import { INTAKE_TIER_LABELS, type AuditAction } from '@portfolio/contracts';
import type { AuditEventRow } from '../../audit/history.ts';

/**
 * A proposal's event in words, for the person it is about (the bell and e-mail: the approvers
 * of a submission, the submitter of a decision) or for a channel (webhooks, Slack, Teams).
 * The history keeps what the sentence needs: the tier, the reason, what it was merged into.
 */

type ProposalEvent = Pick<AuditEventRow, 'action' | 'actorLabel' | 'entityLabel' | 'changes'>;

/** The actions that decide a proposal: its submitter hears of them. */
export const PROPOSAL_DECISIONS: readonly AuditAction[] = ['approved', 'rejected', 'merged'];

type Side = 'before' | 'after';

/** A field's value before or after the change, if the event changed it to some text. */
function valueOf(event: ProposalEvent, field: string, side: Side = 'after'): string | null {
  const change = (event.changes as Record<string, Partial<Record<Side, unknown>> | undefined>)[
    field
  ];
  const value = change?.[side];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** "Risk tier: High-risk", "Risk tier: Minimal → High-risk"; prohibited says it cannot pass. */
function tierLine(event: ProposalEvent): string | null {
  const tier = valueOf(event, 'tier');
  if (!tier) return null;
  const was = event.action === 'submitted' ? null : valueOf(event, 'tier', 'before');
  const line = `Risk tier: ${was ? `${was} → ` : ''}${tier}`;
  return tier === INTAKE_TIER_LABELS.prohibited
    ? `${line}. It cannot be approved: reject it, or have its screening corrected`
    : line;
}

export function describeProposalEvent(
  event: ProposalEvent,
  audience: 'person' | 'channel',
): { title: string; detail: string | null } {
  const who = event.actorLabel;
  const name = event.entityLabel ?? 'a proposal';
  const theirs = audience === 'person' ? `your proposal ${name}` : `the proposal ${name}`;
  switch (event.action) {
    case 'submitted':
      return { title: `${who} submitted ${name} for approval`, detail: tierLine(event) };
    case 'approved':
      return { title: `${who} approved ${theirs}`, detail: 'It is a project of the portfolio now' };
    case 'rejected': {
      const reason = valueOf(event, 'rejectionReason');
      return { title: `${who} rejected ${theirs}`, detail: reason ? `Reason: ${reason}` : null };
    }
    case 'merged': {
      const into = valueOf(event, 'mergedInto');
      return { title: `${who} merged ${theirs}${into ? ` into ${into}` : ''}`, detail: null };
    }
    default:
      return valueOf(event, 'tier')
        ? { title: `${who} changed the risk tier of ${name}`, detail: tierLine(event) }
        : { title: `${who} updated ${name}`, detail: null };
  }
}
