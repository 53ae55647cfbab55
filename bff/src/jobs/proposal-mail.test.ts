import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobSender } from '../app-deps.ts';
import { openForTests } from '../testing/open-for-tests.ts';
import { mailHeader, oneClick, unsubscribeLink } from '../testing/mail/received-mail.ts';
import { startTestSmtpServer, type ReceivedMail } from '../testing/mail/smtp-server.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { processHistory } from './process-history.ts';
import { proposalMailJob, sendProposalMail, type ProposalMail } from './proposal-mail.ts';

/**
 * The Proposals e-mail, received by a real SMTP server: the approvers of a submission and the
 * submitter of a decision, each by the Proposals preference, with its one-click unsubscribe.
 */

const smtp = openForTests(startTestSmtpServer);
// Member A (Maya Chen) submits; admin A (Ada Lovelace) approves what admins approve.
const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, config, deps } = t;
beforeAll(() => {
  Object.assign(config, { smtpUrl: smtp.url });
});

/** The jobs the history queues, kept instead of run: a test runs them (or not). */
const queued: ProposalMail[] = [];
const jobs: JobSender = {
  async send(job, data) {
    if (job.name === proposalMailJob.name) queued.push(data as ProposalMail);
    return null;
  },
};
/** Processes the history and runs the e-mail jobs it queued; answers how many were sent. */
async function mailsOfHistory(): Promise<number> {
  await processHistory({ ...deps(), jobs });
  let sent = 0;
  for (const mail of queued.splice(0)) if (await sendProposalMail(deps(), mail)) sent += 1;
  return sent;
}

let seen = 0;
beforeEach(async () => {
  await mailsOfHistory();
  seen = smtp.messages.length;
});
const newMessages = () => smtp.messages.slice(seen);
const to = (mail: ReceivedMail) => mail.to.join(',');

const submit = (name: string) => t.proposalOfA({ name });
const setPreferences = (
  cookie: string,
  off: Partial<Record<'emailNotifications' | 'proposalUpdates', false>> = {},
) =>
  api.ok('updatePreferences', {
    body: {
      emailNotifications: true,
      weeklyReports: false,
      projectUpdates: false,
      proposalUpdates: true,
      ...off,
    },
    cookie,
  });

describe('Proposals e-mails', () => {
  it('e-mails the admins a minimal proposal to approve, with a link to it and one-click unsubscribe', async () => {
    await setPreferences(t.adminA.cookie);
    const proposal = await submit('Meeting notes summariser');
    expect(await mailsOfHistory()).toBe(1);
    const [mail] = newMessages();
    expect(to(mail!)).toBe(t.adminA.email);
    expect(mailHeader(mail!, 'Subject')).toBe(
      'Maya Chen submitted Meeting notes summariser for approval',
    );
    expect(mail!.decoded).toContain('Risk tier: Minimal risk');
    expect(mail!.decoded).toContain(`${config.publicUrl}/proposals/${proposal.id}`);
    expect(mail!.decoded).toContain('Proposals is on in your notification preferences');
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Its one-click unsubscribe turns Proposals off, and only that.
    const done = await oneClick(unsubscribeLink(mail!, t));
    expect(done.status).toBe(200);
    expect((await api.ok('getPreferences', { cookie: t.adminA.cookie })).body).toEqual({
      emailNotifications: true,
      weeklyReports: false,
      projectUpdates: false,
      proposalUpdates: false,
    });
    await submit('Receipt scanner');
    expect(await mailsOfHistory()).toBe(0);
    await setPreferences(t.adminA.cookie);
  });

  it('e-mails the submitter the rejection with its reason, and the approval', async () => {
    const rejected = await submit('Canteen menu bot');
    const approved = await submit('Expense claims checker');
    await mailsOfHistory();
    seen = smtp.messages.length;
    await api.ok('rejectProposal', {
      params: { id: rejected.id },
      cookie: t.adminA.cookie,
      body: { reason: 'The canteen publishes its menu already' },
    });
    await api.ok('approveProposal', {
      params: { id: approved.id },
      cookie: t.adminA.cookie,
      body: {},
    });
    expect(await mailsOfHistory()).toBe(2);
    const mails = newMessages();
    expect(mails.map(to)).toEqual([t.memberA.email, t.memberA.email]);
    expect(mails.map((m) => mailHeader(m, 'Subject'))).toEqual([
      'Ada Lovelace rejected your proposal Canteen menu bot',
      'Ada Lovelace approved your proposal Expense claims checker',
    ]);
    expect(mails[0]!.decoded).toContain('Reason: The canteen publishes its menu already');
    expect(mails[1]!.decoded).toContain(`${config.publicUrl}/proposals/${approved.id}`);
  });

  it('sends nothing with Email Notifications or Proposals off, even to one queued before', async () => {
    await setPreferences(t.adminA.cookie, { emailNotifications: false });
    await submit('Quiet idea');
    expect(await mailsOfHistory()).toBe(0);

    // Queued while on, turned off before it went out: the job asks again, and sends nothing.
    await setPreferences(t.adminA.cookie);
    await submit('Changed mind');
    await processHistory({ ...deps(), jobs });
    expect(queued.map((m) => m.userId)).toEqual([t.adminA.user.id]);
    await setPreferences(t.adminA.cookie, { proposalUpdates: false });
    expect(await sendProposalMail(deps(), queued.splice(0)[0]!)).toBe(false);
    expect(newMessages()).toEqual([]);
    await setPreferences(t.adminA.cookie);
  });

  it('goes out through the job runner', async () => {
    const runner = await t.startJobs([proposalMailJob as never]);
    try {
      await submit('Shift planner');
      await processHistory({ ...deps(), jobs: runner });
      const mail = await smtp.waitForMessage(seen + 1, 10_000);
      expect(mailHeader(mail, 'Subject')).toBe('Maya Chen submitted Shift planner for approval');
    } finally {
      await runner.stop();
    }
  });
});
