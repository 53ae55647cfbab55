import {
  incidentPath,
  proposalPath,
  AUDIT_ACTION_VERBS,
  describeChanges,
  formatDate,
  type Notification,
  type NotificationKind,
} from '@portfolio/contracts';
import type { NoticeRow } from '../../services/integrations/notifications.ts';
import { describeProposalEvent, PROPOSAL_DECISIONS } from '../intake/proposal-notice.ts';

/** A long value (notes, a problem statement) is cut in a one-line summary. */
const VALUE_MAX = 60;
/** Changes named in a summary; more read "and N more". */
const CHANGES_SHOWN = 3;

const cut = (value: string | null) =>
  value === null
    ? 'none'
    : value.length > VALUE_MAX
      ? `${value.slice(0, VALUE_MAX - 1).trimEnd()}…`
      : value;

const isDeadlineWarning = (row: Pick<NoticeRow, 'entity' | 'action'>) =>
  row.entity === 'incident' && (row.action === 'deadline_near' || row.action === 'deadline_passed');

function kindOf(row: NoticeRow): NotificationKind {
  if (row.entity === 'risk') return 'risk_opened';
  if (isDeadlineWarning(row)) return 'incident_deadline';
  if (row.entity === 'invitation')
    return row.action === 'accepted' ? 'member_joined' : 'invitation';
  if (row.entity === 'proposal') {
    return PROPOSAL_DECISIONS.includes(row.action) ? 'proposal_decided' : 'proposal_submitted';
  }
  return 'project_changed';
}

/** "Status: Planning → Active; ROI: 12% → 15% and 2 more", or null when no field changed. */
export function summarizeChanges(row: Pick<NoticeRow, 'entity' | 'changes'>): string | null {
  const changes = describeChanges(row.entity, row.changes);
  if (changes.length === 0) return null;
  const shown = changes
    .slice(0, CHANGES_SHOWN)
    .map((change) => `${change.label}: ${cut(change.before)} → ${cut(change.after)}`)
    .join('; ');
  const more = changes.length - CHANGES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** "Reporting deadline near (90% of the time gone): <incident>", with the report and its due time. */
function deadlineNotice(row: NoticeRow): { title: string; detail: string | null } {
  const after = (field: string) => {
    const value = (row.changes as Record<string, { after?: unknown } | undefined>)[field]?.after;
    return typeof value === 'string' ? value : null;
  };
  const incident = row.entityLabel ?? 'an incident';
  const dueAt = after('dueAt');
  return {
    title:
      row.action === 'deadline_passed'
        ? `Reporting deadline missed: ${incident}`
        : `Reporting deadline near (${after('windowGone') ?? 'part'} of the time gone): ${incident}`,
    detail: [after('clock'), dueAt ? `due ${formatDate(dueAt, 'time')}` : null]
      .filter(Boolean)
      .join(', '),
  };
}

/** The one sentence a notification says, and the line under it. */
export function describeNotice(row: NoticeRow): { title: string; detail: string | null } {
  const who = row.actorLabel;
  const project = row.projectName ?? row.entityLabel ?? 'a project';
  const company = row.companyName ?? 'a company';
  switch (kindOf(row)) {
    case 'risk_opened':
      return { title: `Risk opened on ${project}`, detail: row.entityLabel };
    case 'invitation':
      return {
        title: `${who} invited you to join ${company}`,
        detail: row.invitationRole === 'admin' ? 'As an admin' : 'As a member',
      };
    case 'member_joined':
      return { title: `${who} joined ${company}`, detail: row.entityLabel };
    case 'incident_deadline':
      return deadlineNotice(row);
    case 'proposal_submitted':
    case 'proposal_decided':
      return describeProposalEvent(row, 'person');
    case 'project_changed':
      break;
  }
  if (row.entity === 'project_llm_model') {
    const model = row.entityLabel ?? 'an LLM model';
    const title =
      row.action === 'created'
        ? `${who} added ${model} to ${project}`
        : row.action === 'deleted'
          ? `${who} removed ${model} from ${project}`
          : `${who} updated ${model} on ${project}`;
    return { title, detail: row.action === 'updated' ? summarizeChanges(row) : null };
  }
  return {
    title: `${who} ${AUDIT_ACTION_VERBS[row.action]} ${project}`,
    detail: row.action === 'updated' ? summarizeChanges(row) : null,
  };
}

/** Where a notification leads in the shell. */
function linkOf(row: NoticeRow): string | null {
  if (row.entity === 'incident') return incidentPath(row.entityId);
  if (row.entity === 'proposal') return proposalPath(row.entityId);
  if (row.entity === 'invitation') {
    if (row.action === 'accepted') return '/team';
    return row.invitationToken ? `/invitations/${encodeURIComponent(row.invitationToken)}` : null;
  }
  return row.projectId ? `/projects/${row.projectId}` : null;
}

export function presentNotification(row: NoticeRow, lastRead: string): Notification {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: kindOf(row),
    actor: { type: row.actorType, name: row.actorLabel },
    ...describeNotice(row),
    companyId: row.companyId,
    projectId: row.projectId,
    link: linkOf(row),
    unread: BigInt(row.id) > BigInt(lastRead),
  };
}
