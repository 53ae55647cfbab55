import { RISK_SEVERITY_LABELS, healthLabel, type RiskSeverity } from '@portfolio/contracts';
import type { WebhookPayload } from '../models/webhook.ts';

/**
 * A change as a chat message: Block Kit for a Slack incoming webhook, an Adaptive Card for a
 * Microsoft Teams Workflows webhook ("Post to a channel when a webhook request is received",
 * which takes the card as an attachment). Each names the project, says the change and links
 * back; a high-severity risk leads with its severity and what to do, a published status report
 * with its health and narrative.
 */

const NARRATIVE_MAX = 600;
const CHANGES_SHOWN = 5;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Slack's mrkdwn treats these three characters as markup. */
const slackEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Lines {
  title: string;
  /** Label → value rows. */
  facts: Array<[string, string]>;
  body: string | null;
  link: string;
  linkText: string;
}

function linesOf(payload: WebhookPayload): Lines {
  const { data } = payload;
  const facts: Array<[string, string]> = [];
  if (data.project) facts.push(['Project', data.project.name]);
  if (data.project?.department) facts.push(['Department', data.project.department]);
  let title = data.summary;
  let body = data.detail;
  if (data.risk) {
    const severity = RISK_SEVERITY_LABELS[data.risk.severity as RiskSeverity] ?? data.risk.severity;
    facts.unshift(['Severity', severity]);
    const urgent = data.risk.severity === 'high' || data.risk.severity === 'critical';
    title = `${urgent ? '🔴 ' : ''}${severity} risk: ${data.risk.title}`;
    body = data.risk.fix ? `What to do: ${data.risk.fix}` : body;
  }
  if (data.statusReport) {
    facts.unshift(['Health', healthLabel(data.statusReport.health)]);
    if (data.statusReport.periodEnd) facts.push(['Week ending', data.statusReport.periodEnd]);
    body = cut(data.statusReport.narrative, NARRATIVE_MAX) || null;
  }
  if (!data.risk && !data.statusReport && data.changes.length > 0) {
    for (const change of data.changes.slice(0, CHANGES_SHOWN)) {
      facts.push([change.label, `${change.before ?? '—'} → ${change.after ?? '—'}`]);
    }
  }
  facts.push(['By', data.actor.label]);
  return {
    title,
    facts,
    body,
    link: data.url,
    linkText: data.project ? `Open ${data.project.name}` : 'Open in the portfolio',
  };
}

/** The body of a Slack incoming-webhook request. */
export function slackMessage(payload: WebhookPayload): object {
  const lines = linesOf(payload);
  return {
    // The notification and screen-reader text.
    text: lines.title,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(lines.title, 150), emoji: true } },
      ...(lines.body
        ? [{ type: 'section', text: { type: 'mrkdwn', text: slackEscape(lines.body) } }]
        : []),
      {
        type: 'section',
        // Slack shows at most 10 fields.
        fields: lines.facts.slice(0, 10).map(([label, value]) => ({
          type: 'mrkdwn',
          text: `*${slackEscape(label)}*\n${slackEscape(cut(value, 200))}`,
        })),
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: cut(lines.linkText, 75) },
            url: lines.link,
          },
        ],
      },
    ],
  };
}

/** The body of a Teams Workflows webhook request: one Adaptive Card as an attachment. */
export function teamsMessage(payload: WebhookPayload): object {
  const lines = linesOf(payload);
  const attention = ['critical', 'high'].includes(payload.data.risk?.severity ?? '');
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: lines.title,
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
              ...(attention ? { color: 'Attention' } : {}),
            },
            ...(lines.body ? [{ type: 'TextBlock', text: lines.body, wrap: true }] : []),
            {
              type: 'FactSet',
              facts: lines.facts.map(([title, value]) => ({ title, value })),
            },
          ],
          actions: [{ type: 'Action.OpenUrl', title: lines.linkText, url: lines.link }],
        },
      },
    ],
  };
}
