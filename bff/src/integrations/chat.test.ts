import { describe, expect, it } from 'vitest';
import type { WebhookPayload } from '../models/webhook.ts';
import { TEAMS_CARD_MAX_BYTES, fit, slackMessage, teamsMessage } from './chat.ts';

const payload = (data: Partial<WebhookPayload['data']> = {}): WebhookPayload => ({
  type: 'project.updated',
  timestamp: '2026-11-28T10:00:00.000Z',
  data: {
    eventId: '1',
    id: 'p1',
    companyId: 'c1',
    summary: 'Ada updated Claims bot',
    detail: null,
    url: 'https://portfolio.example/projects/p1',
    project: { id: 'p1', name: 'Claims bot', department: 'Claims' },
    actor: { type: 'user', id: 'u1', label: 'Ada' },
    changes: [],
    ...data,
  },
});

const HOSTILE = '<!channel> <@U123> <https://evil.example|click> [here](https://evil.example) *b*';

interface SlackBody {
  text: string;
  blocks: Array<{
    type: string;
    text?: { text: string };
    fields?: Array<{ text: string }>;
    elements?: Array<{ text: { text: string } }>;
  }>;
}
interface TeamsBody {
  attachments: Array<{
    content: {
      body: Array<{ text?: string; facts?: Array<{ title: string; value: string }> }>;
      actions: Array<{ title: string }>;
    };
  }>;
}

/** Whether `text` is whole: no lone surrogate (half an emoji). */
const whole = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

describe('Slack messages', () => {
  it('escapes mentions, channel pings and links in the top-level text and every mrkdwn text', () => {
    const body = slackMessage(
      payload({
        summary: HOSTILE,
        detail: HOSTILE,
        project: { id: 'p1', name: '<!here>', department: 'Claims' },
      }),
    ) as SlackBody;
    expect(body.text).toBe(
      '&lt;!channel&gt; &lt;@U123&gt; &lt;https://evil.example|click&gt; [here](https://evil.example) *b*',
    );
    const mrkdwn = [
      body.text,
      body.blocks[1]!.text!.text,
      ...body.blocks[2]!.fields!.map((f) => f.text),
    ];
    for (const text of mrkdwn) expect(text).not.toMatch(/<[!@#]|<https?:/);
    expect(body.blocks[2]!.fields![0]!.text).toBe('*Project*\n&lt;!here&gt;');
  });

  it('shortens on whole characters: an emoji is never cut in half, in the button label either', () => {
    const name = '🚀'.repeat(80); // 160 UTF-16 units
    const family = '👨‍👩‍👧‍👦'.repeat(40);
    const body = slackMessage(
      payload({ summary: family, project: { id: 'p1', name, department: '🇪🇺'.repeat(150) } }),
    ) as SlackBody;
    const label = body.blocks.at(-1)!.elements![0]!.text.text;
    expect(label.length).toBeLessThanOrEqual(75);
    expect(label.endsWith('…')).toBe(true);
    for (const text of textsOf(body)) expect(whole(text)).toBe(true);
    const header = body.blocks[0]!.text!.text;
    expect(header.length).toBeLessThanOrEqual(150);
    expect(header.replace('…', '')).toMatch(/^(👨‍👩‍👧‍👦)+$/u);
    expect(Buffer.from(JSON.stringify(body)).toString('utf8')).not.toContain('\uFFFD');
  });
});

describe('Teams cards', () => {
  it('escapes Markdown links and emphasis in every text of the card', () => {
    const body = teamsMessage(
      payload({
        summary: HOSTILE,
        detail: '[Open](https://evil.example) and **bold**',
        changes: [{ field: 'notes', label: 'Notes', before: null, after: '[x](https://e.x)' }],
      }),
    ) as TeamsBody;
    const [title, detail, facts] = body.attachments[0]!.content.body;
    expect(detail!.text).toBe('\\[Open\\]\\(https://evil.example\\) and \\*\\*bold\\*\\*');
    expect(title!.text).toContain('\\[here\\]\\(https://evil.example\\)');
    expect(facts!.facts!.find((f) => f.title === 'Notes')!.value).toBe(
      'set to \\[x\\]\\(https://e.x\\)',
    );
    for (const text of textsOf(body.attachments[0]!.content.body)) {
      expect(text).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
    }
  });

  it('keeps a card of one update of three long fields under the size Teams takes', () => {
    const long = 'x'.repeat(9_000);
    const changes = ['notes', 'problemStatement', 'jobsToBeDone'].map((field) => ({
      field,
      label: field,
      before: long,
      after: long,
    }));
    const detail = changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join('\n');
    const body = teamsMessage(payload({ changes, detail }));
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(TEAMS_CARD_MAX_BYTES);
    // Text that JSON escapes to six bytes a character is shortened further, still whole.
    const control = '\u0001🚀'.repeat(5_000);
    const worst = teamsMessage(
      payload({
        summary: control,
        detail: control,
        changes: changes.map((c) => ({ ...c, after: control })),
      }),
    );
    expect(Buffer.byteLength(JSON.stringify(worst))).toBeLessThan(TEAMS_CARD_MAX_BYTES);
    for (const text of textsOf(worst)) expect(whole(text)).toBe(true);
  });
});

describe('proposal messages', () => {
  const proposal = payload({
    summary: 'Ada rejected the proposal Budget forecaster',
    detail: 'Reason: Finance has a forecasting tool already',
    url: 'https://portfolio.example/proposals/q1',
    project: null,
    proposal: {
      name: 'Budget forecaster',
      department: 'Finance',
      tier: 'Minimal risk',
      state: 'Rejected',
      score: 3.2,
    },
  });

  it('say the decision, its reason and the proposal’s tier and state, with a button to it, in Teams', () => {
    const card = (teamsMessage(proposal) as TeamsBody).attachments[0]!.content;
    expect(card.body[0]!.text).toBe('Ada rejected the proposal Budget forecaster');
    expect(card.body[1]!.text).toBe('Reason: Finance has a forecasting tool already');
    expect(card.body[2]!.facts).toEqual([
      { title: 'Proposal', value: 'Budget forecaster' },
      { title: 'Department', value: 'Finance' },
      { title: 'Risk tier', value: 'Minimal risk' },
      { title: 'State', value: 'Rejected' },
      { title: 'Score', value: '3.2' },
      { title: 'By', value: 'Ada' },
    ]);
    expect(card.actions[0]!.title).toBe('Open the proposal');
  });

  it('name the project an approval made after the proposal, in Slack', () => {
    const approved = slackMessage(
      payload({
        ...proposal.data,
        summary: 'Ada approved the proposal Budget forecaster',
        detail: null,
        project: { id: 'p9', name: 'Budget forecaster', department: 'Finance' },
        proposal: { ...proposal.data.proposal!, state: 'Approved', score: null },
      }),
    ) as SlackBody;
    const fields = approved.blocks.find((b) => b.fields)!.fields!.map((f) => f.text);
    expect(fields).toEqual([
      '*Proposal*\nBudget forecaster',
      '*Risk tier*\nMinimal risk',
      '*State*\nApproved',
      '*Project*\nBudget forecaster',
      '*Department*\nFinance',
      '*By*\nAda',
    ]);
  });
});

describe('fit', () => {
  it('escapes before counting, so an entity is never cut, and leaves short text whole', () => {
    expect(fit('<<<<', 10, (s) => s.replace(/</g, '&lt;'))).toBe('&lt;&lt;…');
    expect(fit('é👍🏽', 10)).toBe('é👍🏽');
    expect(fit('👍🏽👍🏽', 5)).toBe('👍🏽…');
  });
});
