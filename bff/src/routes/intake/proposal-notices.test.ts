import { PROPOSAL_LINK_TITLE, screeningAnswers } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../../integrations/deliveries.ts';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { addMember } from '../../testing/factories.ts';
import { firstOf } from '../../testing/proposals.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { setupWebhookReceiver } from '../../testing/loopback/webhook-receiver.ts';

/**
 * A proposal everywhere the rest is: the bell of its approvers (by its tier's rule) and of its
 * submitter (on the decision), webhooks and chat endpoints, and the project its approval makes
 * (its screening answers as the EU AI Act assessment, a link back to the proposal).
 */

// Member A (Maya Chen) submits; admin A (Ada Lovelace) approves what admins approve.
const t = setupTwoCompanies({
  memberA: { firstName: 'Maya', lastName: 'Chen' },
  config: { webhookAllowPrivate: true },
});
const { api, db, config, deps } = t;
const receiver = setupWebhookReceiver();

const ofA = (cookie: string) => ({ ...t.ofA(), cookie });
const onProposal = (id: string, cookie: string) => ({ params: { id }, cookie });

const submit = t.proposalOfA;

const notices = async (cookie: string) =>
  (await api.ok('listNotifications', { cookie })).body.notifications;
const noticeOf = async (cookie: string, proposalId: string) =>
  (await notices(cookie)).filter((n) => n.link === `/proposals/${proposalId}`);

/** The named approvers of company A: Risk (Rita) and Legal (Leo), neither an admin. */
let rita: SignedIn;
let leo: SignedIn;
beforeAll(async () => {
  [rita, leo] = await Promise.all([
    signUpAndGetCookie(t.server.baseUrl, { firstName: 'Rita', lastName: 'Risk' }),
    signUpAndGetCookie(t.server.baseUrl, { firstName: 'Leo', lastName: 'Legal' }),
  ]);
  await addMember(db(), t.companyA.id, rita.user.id, 'member');
  await addMember(db(), t.companyA.id, leo.user.id, 'member');
  await api.ok('updateIntakeSettings', {
    ...ofA(t.adminA.cookie),
    body: {
      approvers: [
        { userId: rita.user.id, role: 'Risk' },
        { userId: leo.user.id, role: 'Legal' },
      ],
    },
  });
});

describe('the bell', () => {
  it('tells the admins of a minimal proposal to approve, and not the submitter or the approvers', async () => {
    const proposal = await submit({ name: 'Meeting notes summariser' });
    expect(proposal.tier).toBe('minimal');
    const [notice] = await noticeOf(t.adminA.cookie, proposal.id);
    expect(notice).toMatchObject({
      kind: 'proposal_submitted',
      title: 'Maya Chen submitted Meeting notes summariser for approval',
      detail: 'Risk tier: Minimal risk',
      companyId: t.companyA.id,
      link: `/proposals/${proposal.id}`,
      unread: true,
      actor: { type: 'user', name: 'Maya Chen' },
    });
    for (const cookie of [t.memberA.cookie, rita.cookie, t.adminB.cookie]) {
      expect(await noticeOf(cookie, proposal.id)).toEqual([]);
    }
  });

  it('tells the named approvers of a high-risk proposal, and of a move into that tier', async () => {
    const high = await submit({
      name: 'CV screening assistant',
      screening: screeningAnswers(firstOf('annex_iii')),
    });
    expect(high.tier).toBe('high');
    for (const approver of [rita, leo]) {
      const [notice] = await noticeOf(approver.cookie, high.id);
      expect(notice).toMatchObject({
        kind: 'proposal_submitted',
        title: 'Maya Chen submitted CV screening assistant for approval',
      });
      expect(notice!.detail).toMatch(/^Risk tier: High/);
    }
    // The rule names approvers: the admin, not named, approves nothing of it.
    expect(await noticeOf(t.adminA.cookie, high.id)).toEqual([]);

    const moved = await submit({ name: 'Shift planner' });
    expect(await noticeOf(rita.cookie, moved.id)).toEqual([]);
    await api.ok('updateProposal', {
      ...onProposal(moved.id, t.memberA.cookie),
      body: { screening: screeningAnswers(firstOf('annex_iii')) },
    });
    const [tierChange] = await noticeOf(rita.cookie, moved.id);
    expect(tierChange).toMatchObject({
      kind: 'proposal_submitted',
      title: 'Maya Chen changed the risk tier of Shift planner',
    });
    expect(tierChange!.detail).toBe('Risk tier: Minimal risk → High-risk');
  });

  it('tells the admins of a prohibited proposal that it cannot be approved', async () => {
    const banned = await submit({
      name: 'Social scoring',
      screening: screeningAnswers(firstOf('prohibited')),
    });
    const [notice] = await noticeOf(t.adminA.cookie, banned.id);
    expect(notice!.detail).toBe(
      'Risk tier: Prohibited. It cannot be approved: reject it, or have its screening corrected',
    );
    expect(await noticeOf(rita.cookie, banned.id)).toEqual([]);
  });

  it('tells the submitter of the approval, the rejection with its reason, and the merge', async () => {
    const approved = await submit({ name: 'Expense claims checker' });
    await api.ok('approveProposal', { ...onProposal(approved.id, t.adminA.cookie), body: {} });
    const rejected = await submit({ name: 'Canteen menu bot' });
    await api.ok('rejectProposal', {
      ...onProposal(rejected.id, t.adminA.cookie),
      body: { reason: 'The canteen publishes its menu already' },
    });
    const merged = await submit({ name: 'Expense claim check' });
    const open = await submit({ name: 'Receipt scanner' });
    await api.ok('updateProposal', {
      ...onProposal(merged.id, t.adminA.cookie),
      body: { mergeInto: { kind: 'proposal', id: open.id } },
    });

    const mine = await notices(t.memberA.cookie);
    const about = (id: string) => mine.filter((n) => n.link === `/proposals/${id}`);
    expect(about(approved.id)).toEqual([
      expect.objectContaining({
        kind: 'proposal_decided',
        title: 'Ada Lovelace approved your proposal Expense claims checker',
        detail: 'It is a project of the portfolio now',
      }),
    ]);
    expect(about(rejected.id)).toEqual([
      expect.objectContaining({
        kind: 'proposal_decided',
        title: 'Ada Lovelace rejected your proposal Canteen menu bot',
        detail: 'Reason: The canteen publishes its menu already',
      }),
    ]);
    expect(about(merged.id)).toEqual([
      expect.objectContaining({
        kind: 'proposal_decided',
        title: 'Ada Lovelace merged your proposal Expense claim check into Receipt scanner',
      }),
    ]);
    // The decider made the decision: the admin is told of no decision.
    const adminDecisions = (await notices(t.adminA.cookie)).filter(
      (n) => n.kind === 'proposal_decided',
    );
    expect(adminDecisions).toEqual([]);
  });
});

describe('the approved project', () => {
  it('holds the screening answers as its EU AI Act assessment and links back to the proposal', async () => {
    const answers = screeningAnswers(firstOf('transparency'));
    const proposal = await submit({ name: 'Customer chat assistant', screening: answers });
    expect(proposal.tier).toBe('limited');
    const approved = await api.ok('approveProposal', {
      ...onProposal(proposal.id, t.adminA.cookie),
      body: {},
    });
    const projectId = approved.body.projectId!;
    expect(projectId).toBeTruthy();

    const assessment = await api.ok('getAiActAssessment', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
    });
    expect(assessment.body).toMatchObject({
      roles: ['deployer'],
      answers,
      riskClass: 'limited',
    });
    const project = await api.ok('getProject', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
    });
    expect(project.body).toMatchObject({ aiActRiskClass: 'limited' });

    const links = await api.ok('listProjectLinks', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
    });
    expect(links.body).toEqual([
      expect.objectContaining({
        url: `${config.publicUrl}/proposals/${proposal.id}`,
        title: PROPOSAL_LINK_TITLE,
      }),
    ]);
  });

  it('is not assessed when the screening decided no tier', async () => {
    const proposal = await submit({ name: 'Half screened', screening: {} });
    expect(proposal.tier).toBe('unknown');
    await api.ok('approveProposal', { ...onProposal(proposal.id, rita.cookie), body: {} });
    const approved = await api.ok('approveProposal', {
      ...onProposal(proposal.id, leo.cookie),
      body: {},
    });
    const assessment = await api.ok('getAiActAssessment', {
      params: { id: approved.body.projectId! },
      cookie: t.memberA.cookie,
    });
    expect(assessment.body).toBeNull();
  });
});

describe('webhooks, Slack and Teams', () => {
  it('delivers proposal.approved to an endpoint that subscribed, and a readable Slack message', async () => {
    // Earlier tests' events are handled first: the endpoints are sent only what follows.
    await t.processHistory();
    const endpoint = await api.ok('createWebhook', {
      ...ofA(t.adminA.cookie),
      body: {
        url: `${receiver.url}/proposals`,
        eventTypes: ['proposal.submitted', 'proposal.approved'],
      },
    });
    expect(endpoint.status).toBe(201);
    await api.ok('createWebhook', {
      ...ofA(t.adminA.cookie),
      body: {
        kind: 'slack',
        url: `${receiver.url}/slack`,
        eventTypes: ['proposal.rejected'],
        departments: ['Finance'],
      },
    });

    const proposal = await submit({ name: 'Contract clause finder', department: 'Legal' });
    await api.ok('approveProposal', { ...onProposal(proposal.id, t.adminA.cookie), body: {} });
    const rejected = await submit({ name: 'Budget forecaster' });
    await api.ok('rejectProposal', {
      ...onProposal(rejected.id, t.adminA.cookie),
      body: { reason: 'Finance has a forecasting tool already' },
    });
    await t.processHistory();
    await deliverDue(deps());

    const bodies = (await receiver.waitFor('/proposals', 3)).map(
      (r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> },
    );
    const approved = bodies.find((b) => b.type === 'proposal.approved');
    // Both submissions and the approval; the rejection is not asked for.
    expect(bodies.map((b) => b.type).sort()).toEqual([
      'proposal.approved',
      'proposal.submitted',
      'proposal.submitted',
    ]);
    expect(approved).toMatchObject({
      data: {
        id: proposal.id,
        companyId: t.companyA.id,
        summary: 'Ada Lovelace approved the proposal Contract clause finder',
        url: `${config.publicUrl}/proposals/${proposal.id}`,
        proposal: {
          name: 'Contract clause finder',
          department: 'Legal',
          tier: 'Minimal risk',
          state: 'Approved',
        },
        actor: { type: 'user', label: 'Ada Lovelace' },
      },
    });

    // The rejection of a Finance proposal, in Slack: the reason and a button to the proposal.
    const [slack] = (await receiver.waitFor('/slack', 1)).map(
      (r) => JSON.parse(r.body) as { text: string; blocks: Array<Record<string, unknown>> },
    );
    expect(slack!.text).toBe('Ada Lovelace rejected the proposal Budget forecaster');
    const json = JSON.stringify(slack);
    expect(json).toContain('Reason: Finance has a forecasting tool already');
    expect(json).toContain('*Risk tier*\\nMinimal risk');
    expect(json).toContain('*State*\\nRejected');
    expect(slack!.blocks.at(-1)).toMatchObject({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { text: 'Open the proposal' },
          url: `${config.publicUrl}/proposals/${rejected.id}`,
        },
      ],
    });
  });
});
