import {
  incidentPath,
  proposalPath,
  AUDIT_ENTITY_LABELS,
  INTAKE_TIER_LABELS,
  PROPOSAL_STATE_LABELS,
  WEBHOOK_PING_TYPE,
  describeChanges,
  eventType,
  messagePath,
  riskRule,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { HistoryEvent } from '../jobs/process-history.ts';
import type { WebhookPayload } from '../models/webhook.ts';
import { describeProposalEvent } from '../presenters/intake/proposal-notice.ts';
import { describeNotice } from '../presenters/integrations/notification.ts';
import { toIsoString } from '../db/dates.ts';

/**
 * What an endpoint receives for a change of the history: the Standard Webhooks body
 * (`type`, `timestamp`, `data`), with the change in a sentence, the fields it changed as the
 * history words them, the project it concerns and a link back to it. A risk carries its severity
 * and rule, a published status report its health and narrative, a proposal its department, tier,
 * state and score, so a chat message can say them.
 */

export interface EventMessage {
  payload: WebhookPayload;
  /** The department of the project it concerns, for endpoints limited to departments. */
  department: string | null;
}

interface ProjectRow {
  id: string;
  name: string;
  department: string;
}

/**
 * Where a change is read in the product (the registry's `messagePath`); an incident's or a
 * proposal's own page for a change of it (an incident's deadline warnings included).
 */
const linkOf = (publicUrl: string, event: HistoryEvent): string =>
  event.entity === 'incident'
    ? `${publicUrl}${incidentPath(event.entityId)}`
    : event.entity === 'proposal'
      ? `${publicUrl}${proposalPath(event.entityId)}`
      : `${publicUrl}${messagePath(event.entity, event.projectId)}`;

interface ProposalFacts {
  id: string;
  name: string;
  department: string;
  tier: keyof typeof INTAKE_TIER_LABELS;
  state: keyof typeof PROPOSAL_STATE_LABELS;
  score: number | null;
}

/** The message of each event of a batch, by event id. */
export async function eventMessages(
  db: Knex,
  publicUrl: string,
  events: readonly HistoryEvent[],
): Promise<Map<string, EventMessage>> {
  const projectIds = [...new Set(events.flatMap((e) => (e.projectId ? [e.projectId] : [])))];
  const projects = new Map<string, ProjectRow>();
  if (projectIds.length > 0) {
    const rows = (await db('projects')
      .whereIn('id', projectIds)
      .select('id', 'name', 'department')) as ProjectRow[];
    for (const row of rows) projects.set(row.id, row);
  }
  const ids = (entity: string) => events.filter((e) => e.entity === entity).map((e) => e.entityId);
  const risks = new Map<string, { ruleId: string; severity: string }>();
  const riskIds = ids('risk');
  if (riskIds.length > 0) {
    const rows = await db('risks').whereIn('id', riskIds).select('id', 'ruleId', 'severity');
    for (const row of rows as Array<{ id: string; ruleId: string; severity: string }>) {
      risks.set(row.id, row);
    }
  }
  const reports = new Map<string, { health: string; narrative: string; periodEnd: Date | null }>();
  const reportIds = ids('status_report');
  if (reportIds.length > 0) {
    const rows = await db('statusReports')
      .whereIn('id', reportIds)
      .select('id', 'health', 'narrative', 'periodEnd');
    for (const row of rows as Array<{ id: string; health: string; narrative: string }>) {
      reports.set(row.id, row as never);
    }
  }

  const proposals = new Map<string, ProposalFacts>();
  const proposalIds = ids('proposal');
  if (proposalIds.length > 0) {
    const rows = (await db('proposals')
      .whereIn('id', proposalIds)
      .select('id', 'name', 'department', 'tier', 'state', 'score')) as ProposalFacts[];
    for (const row of rows) proposals.set(row.id, row);
  }

  const messages = new Map<string, EventMessage>();
  for (const event of events) {
    const project = event.projectId ? projects.get(event.projectId) : undefined;
    const notice = describeNotice({
      ...event,
      projectName: project?.name ?? null,
      companyName: null,
      invitationToken: null,
      invitationRole: null,
    });
    const risk = event.entity === 'risk' ? risks.get(event.entityId) : undefined;
    const rule = risk ? riskRule(risk.ruleId) : undefined;
    const report = event.entity === 'status_report' ? reports.get(event.entityId) : undefined;
    const proposal = event.entity === 'proposal' ? proposals.get(event.entityId) : undefined;
    const told = event.entity === 'proposal' ? describeProposalEvent(event, 'channel') : notice;
    const summary =
      event.entity === 'proposal'
        ? told.title
        : event.entity === 'status_report' && event.action === 'published'
          ? `Status report published for ${project?.name ?? 'a project'}`
          : event.entity === 'member' || event.entity === 'llm_model'
            ? `${event.actorLabel} ${event.action} ${AUDIT_ENTITY_LABELS[event.entity].toLowerCase()} ${event.entityLabel ?? ''}`.trim()
            : notice.title;
    messages.set(event.id, {
      // A proposal is of its own department before (and after) it is a project.
      department: proposal?.department ?? project?.department ?? null,
      payload: {
        type: eventType(event.entity, event.action),
        timestamp: toIsoString(event.at),
        data: {
          eventId: event.id,
          id: event.entityId,
          companyId: event.companyId,
          summary,
          detail: told.detail,
          url: linkOf(publicUrl, event),
          project: project ?? null,
          actor: { type: event.actorType, id: event.actorId, label: event.actorLabel },
          changes: describeChanges(event.entity, event.changes),
          ...(risk
            ? {
                risk: {
                  severity: risk.severity,
                  title: rule?.title ?? event.entityLabel ?? 'Risk',
                  fix: rule?.fix ?? null,
                },
              }
            : {}),
          ...(proposal
            ? {
                proposal: {
                  name: proposal.name,
                  department: proposal.department,
                  tier: INTAKE_TIER_LABELS[proposal.tier],
                  state: PROPOSAL_STATE_LABELS[proposal.state],
                  score: proposal.score,
                },
              }
            : {}),
          ...(report
            ? {
                statusReport: {
                  health: report.health,
                  narrative: report.narrative,
                  periodEnd: report.periodEnd ? toIsoString(report.periodEnd).slice(0, 10) : null,
                },
              }
            : {}),
        },
      },
    });
  }
  return messages;
}

/** The test event of `POST /api/webhooks/{id}/ping`. */
export function pingPayload(
  publicUrl: string,
  webhook: { id: string; companyId: string },
  actor: { type: string; id: string | null; label: string },
): WebhookPayload {
  return {
    type: WEBHOOK_PING_TYPE,
    timestamp: new Date().toISOString(),
    data: {
      eventId: null,
      id: webhook.id,
      companyId: webhook.companyId,
      summary: `Test message from PortfolioAI, sent by ${actor.label}`,
      detail: 'If you can read this, the endpoint receives the portfolio’s changes.',
      url: `${publicUrl}/settings/integrations`,
      project: null,
      actor,
      changes: [],
    },
  };
}
