import {
  RISK_SEVERITY_LABELS,
  changeValue,
  healthLabel,
  type RiskSeverity,
} from '@portfolio/contracts';
import type { WebhookPayload } from '../models/webhook.ts';

/**
 * A change as a chat message: Block Kit for a Slack incoming webhook, an Adaptive Card for a
 * Microsoft Teams Workflows webhook ("Post to a channel when a webhook request is received",
 * which takes the card as an attachment). Each names the project, says the change and links
 * back; a high-severity risk leads with its severity and what to do, a published status report
 * with its health and narrative, a proposal with its tier and state (a rejection's reason in
 * its text).
 */

const NARRATIVE_MAX = 600;
const CHANGES_SHOWN = 5;
/** Slack's limits (characters): a header's text, a section's, a field's, a button's label. */
const HEADER_MAX = 150;
const BODY_MAX = 2_000;
const VALUE_MAX = 200;
const BUTTON_MAX = 75;
const FACTS_SHOWN = 10;
/** Teams refuses a message over about 28 KB; a card is kept under this many bytes of JSON. */
export const TEAMS_CARD_MAX_BYTES = 24 * 1024;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` as `escape` writes it, in at most `max` characters (UTF-16 units, as Slack counts),
 * cut between whole characters (grapheme clusters: an emoji, a flag, a letter with its accents
 * stay whole) and ended with "…" when cut. Escaping comes first, so an entity is never cut.
 */
export function fit(text: string, max: number, escape: (s: string) => string = (s) => s): string {
  const whole = escape(text);
  if (whole.length <= max) return whole;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const next = escape(segment);
    if (out.length + next.length > max - 1) break;
    out += next;
  }
  return `${out.trimEnd()}…`;
}

const cut = (text: string, max: number) => fit(text, max);

/** Slack's mrkdwn treats these three characters as markup (`<!channel>`, `<@U…>`, `<url|x>`). */
export const slackEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Adaptive Cards read a Markdown subset in text: links `[label](url)`, emphasis, code. A
 * backslash before each character of that markup shows it as written.
 */
export const teamsEscape = (text: string) => text.replace(/[\\`*_~[\]()<>]/g, '\\$&');

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
  if (data.proposal) {
    // The proposal leads: it is what the message is about, its project (once approved) after.
    const department: Array<[string, string]> = data.project
      ? []
      : [['Department', data.proposal.department]];
    facts.unshift(
      ['Proposal', data.proposal.name],
      ...department,
      ['Risk tier', data.proposal.tier],
      ['State', data.proposal.state],
    );
    if (data.proposal.score !== null) facts.push(['Score', String(data.proposal.score)]);
  }
  if (data.statusReport) {
    facts.unshift(['Health', healthLabel(data.statusReport.health)]);
    if (data.statusReport.periodEnd) facts.push(['Week ending', data.statusReport.periodEnd]);
    body = cut(data.statusReport.narrative, NARRATIVE_MAX) || null;
  }
  if (!data.risk && !data.statusReport && !data.proposal && data.changes.length > 0) {
    for (const change of data.changes.slice(0, CHANGES_SHOWN)) {
      facts.push([change.label, changeValue(change)]);
    }
  }
  facts.push(['By', data.actor.label]);
  return {
    title,
    facts,
    body,
    link: data.url,
    linkText: data.proposal
      ? 'Open the proposal'
      : data.project
        ? `Open ${data.project.name}`
        : 'Open in the portfolio',
  };
}

/** The body of a Slack incoming-webhook request. */
export function slackMessage(payload: WebhookPayload): object {
  const lines = linesOf(payload);
  return {
    // The notification and screen-reader text: mrkdwn too, so escaped like the blocks.
    text: fit(lines.title, BODY_MAX, slackEscape),
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: fit(lines.title, HEADER_MAX), emoji: true },
      },
      ...(lines.body
        ? [
            {
              type: 'section',
              text: { type: 'mrkdwn', text: fit(lines.body, BODY_MAX, slackEscape) },
            },
          ]
        : []),
      {
        type: 'section',
        fields: lines.facts.slice(0, FACTS_SHOWN).map(([label, value]) => ({
          type: 'mrkdwn',
          text: `*${fit(label, VALUE_MAX, slackEscape)}*\n${fit(value, VALUE_MAX, slackEscape)}`,
        })),
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: fit(lines.linkText, BUTTON_MAX) },
            url: lines.link,
          },
        ],
      },
    ],
  };
}

/**
 * The body of a Teams Workflows webhook request: one Adaptive Card as an attachment, its text
 * escaped and shortened as Slack's is; a card still over {@link TEAMS_CARD_MAX_BYTES} (text
 * that JSON escapes to many bytes) is made again with half the room for each text.
 */
export function teamsMessage(payload: WebhookPayload, room = 1): object {
  const lines = linesOf(payload);
  const attention = ['critical', 'high'].includes(payload.data.risk?.severity ?? '');
  const text = (value: string, max: number) =>
    fit(value, Math.max(8, Math.floor(max * room)), teamsEscape);
  const message = {
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
              text: text(lines.title, HEADER_MAX),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
              ...(attention ? { color: 'Attention' } : {}),
            },
            ...(lines.body
              ? [{ type: 'TextBlock', text: text(lines.body, BODY_MAX), wrap: true }]
              : []),
            {
              type: 'FactSet',
              facts: lines.facts.slice(0, FACTS_SHOWN).map(([title, value]) => ({
                title: text(title, VALUE_MAX),
                value: text(value, VALUE_MAX),
              })),
            },
          ],
          actions: [
            { type: 'Action.OpenUrl', title: fit(lines.linkText, BUTTON_MAX), url: lines.link },
          ],
        },
      },
    ],
  };
  if (room > 1 / 64 && Buffer.byteLength(JSON.stringify(message)) > TEAMS_CARD_MAX_BYTES) {
    return teamsMessage(payload, room / 2);
  }
  return message;
}
