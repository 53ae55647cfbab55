import { RISK_RULES, routes } from '@portfolio/contracts';
import { SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../services/integrations/unsubscribe-tokens.ts';
import { createTestConfig } from '../testing/config.ts';
import { openRisk } from '../testing/factories.ts';
import { openForTests } from '../testing/open-for-tests.ts';
import { mailHeader, oneClick, unsubscribeLink } from '../testing/mail/received-mail.ts';
import { startTestSmtpServer, type ReceivedMail } from '../testing/mail/smtp-server.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { processHistory } from './process-history.ts';
import { projectUpdatesJob, sendProjectUpdates } from './project-updates.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

/**
 * The e-mails of the notification preferences, received by a real SMTP server: Project Updates
 * (batched), the weekly digest, none with e-mail off, and the one-click unsubscribe of each.
 */

const smtp = openForTests(startTestSmtpServer);
const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, db, config, deps } = t;
beforeAll(() => {
  Object.assign(config, { smtpUrl: smtp.url, notifyBatchSeconds: 1 });
});

/** Messages from here on: earlier tests' (and invitations') are left behind. */
let seen = 0;
beforeEach(async () => {
  // Whatever earlier tests left queued is handled (and sent) before this one starts.
  await processHistory(deps());
  for (const person of [t.adminA, t.memberA, t.adminB])
    await sendProjectUpdates(deps(), person.user.id);
  seen = smtp.messages.length;
});
const newMessages = () => smtp.messages.slice(seen);
const to = (mail: ReceivedMail) => mail.to.join(',');

/** Saves every e-mail preference of the person on, but those `off` names. */
const setPreferences = (
  cookie: string,
  off: Partial<Record<'emailNotifications' | 'weeklyReports' | 'projectUpdates', false>> = {},
) =>
  api.ok('updatePreferences', {
    body: { emailNotifications: true, weeklyReports: true, projectUpdates: true, ...off },
    cookie,
  });
const change = (id: string, body: Record<string, unknown>) =>
  api.ok('updateProject', { params: { id }, body, cookie: t.adminA.cookie });

const subjectOf = (mail: ReceivedMail) => mailHeader(mail, 'Subject');

const preferencesOf = async (cookie: string) => (await api.ok('getPreferences', { cookie })).body;

describe('Project Updates e-mails', () => {
  it('sends the owner ONE e-mail listing every change since the last, with one-click unsubscribe', async () => {
    await setPreferences(t.memberA.cookie);
    const project = await t.projectOfA({ name: 'Fraud Radar', businessOwner: 'Maya Chen' });
    await change(project.id, { status: 'in_progress' });
    await change(project.id, { roi: '42.5' });
    expect(await processHistory(deps())).toBeGreaterThanOrEqual(2);

    expect(await sendProjectUpdates(deps(), t.memberA.user.id)).toBe(2);
    const mail = await smtp.waitForMessage(seen + 1);
    expect(to(mail)).toBe(t.memberA.email);
    expect(subjectOf(mail)).toBe('2 updates to your projects');
    expect(mail.decoded).toContain('Ada Lovelace updated Fraud Radar');
    expect(mail.decoded).toContain('Status: Planning → In Progress');
    expect(mail.decoded).toContain('ROI: none → 42.5%');
    expect(mail.decoded).toContain(`${config.publicUrl}/projects/${project.id}`);
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Sent: nothing is left for a second e-mail.
    expect(await sendProjectUpdates(deps(), t.memberA.user.id)).toBe(0);
    expect(newMessages()).toHaveLength(1);
    // The creator (admin A) made the changes and hears nothing: Project Updates is off anyway.
    expect(newMessages().map(to)).not.toContain(t.adminA.email);
  });

  it('a GET of the unsubscribe link changes nothing; the one-click POST turns Project Updates off', async () => {
    await setPreferences(t.memberA.cookie);
    const project = await t.projectOfA({ name: 'Unsubscribe me', businessOwner: 'Maya Chen' });
    await change(project.id, { status: 'on_hold' });
    await processHistory(deps());
    await sendProjectUpdates(deps(), t.memberA.user.id);
    const link = unsubscribeLink(await smtp.waitForMessage(seen + 1), t);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Unsubscribe from Project Updates?');
    expect(html).toContain('<form method="post"');
    expect((await preferencesOf(t.memberA.cookie)).projectUpdates).toBe(true);

    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await preferencesOf(t.memberA.cookie)).toEqual({
      emailNotifications: true,
      weeklyReports: true,
      projectUpdates: false,
      proposalUpdates: true,
    });
    // The history says who turned it off: the person, through the link.
    const [event] = await db()('auditEvents')
      .where({ entity: 'preferences', userId: t.memberA.user.id })
      .orderBy('id', 'desc')
      .limit(1);
    expect(event).toMatchObject({ actorType: 'user', actorId: t.memberA.user.id });
    expect(event.changes).toEqual({ projectUpdates: { before: true, after: false } });

    // From now on her changes wait for nobody.
    await change(project.id, { status: 'in_progress' });
    await processHistory(deps());
    expect(await db()('projectUpdateQueue').where({ userId: t.memberA.user.id })).toEqual([]);
  });

  it('sends nothing with Email Notifications off, whatever Project Updates says', async () => {
    await setPreferences(t.memberA.cookie, { emailNotifications: false });
    const project = await t.projectOfA({ name: 'Quiet project', businessOwner: 'Maya Chen' });
    await change(project.id, { status: 'completed' });
    await processHistory(deps());
    expect(await sendProjectUpdates(deps(), t.memberA.user.id)).toBe(0);
    expect(await sendWeeklyDigests(deps())).toBeGreaterThan(0);
    expect(newMessages().map(to)).not.toContain(t.memberA.email);
  });

  it('drops waiting changes when the person turns Project Updates off before they go out', async () => {
    await setPreferences(t.memberA.cookie, { weeklyReports: false });
    const project = await t.projectOfA({
      name: 'Changed mind',
      businessOwner: 'Maya Chen',
      roi: '25.00',
    });
    await change(project.id, { status: 'in_progress' });
    await processHistory(deps());
    expect(await db()('projectUpdateQueue').where({ userId: t.memberA.user.id })).toHaveLength(1);
    await setPreferences(t.memberA.cookie, { weeklyReports: false, projectUpdates: false });
    expect(await sendProjectUpdates(deps(), t.memberA.user.id)).toBe(0);
    expect(await db()('projectUpdateQueue').where({ userId: t.memberA.user.id })).toEqual([]);
    expect(newMessages()).toEqual([]);
  });

  it('batches through the job runner: two changes within NOTIFY_BATCH_SECONDS make one job and one e-mail', async () => {
    await setPreferences(t.memberA.cookie);
    const runner = await t.startJobs([projectUpdatesJob as never]);
    try {
      const project = await t.projectOfA({
        name: 'Batched',
        businessOwner: 'Maya Chen',
        roi: '25.00',
      });
      const withJobs = { ...deps(), jobs: runner };
      await change(project.id, { status: 'in_progress' });
      await processHistory(withJobs);
      await change(project.id, { status: 'on_hold' });
      await processHistory(withJobs);
      // The second change found the person's job waiting: still one.
      const waiting = await db()
        .withSchema('pgboss')
        .from('job')
        .where({ name: projectUpdatesJob.name, singletonKey: t.memberA.user.id })
        .whereIn('state', ['created', 'active', 'completed']);
      expect(waiting).toHaveLength(1);

      const mail = await smtp.waitForMessage(seen + 1, 10_000);
      expect(subjectOf(mail)).toBe('2 updates to your projects');
      expect(mail.decoded).toContain('Status: Planning → In Progress');
      expect(mail.decoded).toContain('Status: In Progress → On Hold');
      await expect
        .poll(() => db()('projectUpdateQueue').where({ userId: t.memberA.user.id }), {
          timeout: 5_000,
        })
        .toEqual([]);
      expect(newMessages()).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });
});

describe('the weekly digest', () => {
  it('sends each member with Weekly Reports on their company’s digest, once a week, with unsubscribe', async () => {
    await setPreferences(t.memberA.cookie, { projectUpdates: false });
    const project = await t.projectOfA({ name: 'Digest Star', businessOwner: 'Maya Chen' });
    await change(project.id, { status: 'in_progress' });
    await openRisk(db(), {
      companyId: t.companyA.id,
      projectId: project.id,
      ruleId: 'active-non-compliant',
      severity: 'high',
      title: RISK_RULES['active-non-compliant'].title,
    });

    // An earlier test's run sent this week's already: this is a fresh week.
    await db()('weeklyDigestsSent').delete();
    const now = new Date();
    expect(await sendWeeklyDigests(deps(), now)).toBeGreaterThanOrEqual(3);
    const mine = newMessages().find((m) => to(m) === t.memberA.email)!;
    expect(subjectOf(mine)).toBe('Your weekly AI portfolio summary: Company A');
    expect(mine.decoded).toContain('Digest Star');
    expect(mine.decoded).toContain('Digest Star: Planning → In Progress (by Ada Lovelace)');
    // Its title is the rule registry's.
    expect(mine.decoded).toContain(
      'High: Active while non-compliant with the EU AI Act · Digest Star',
    );
    expect(mine.decoded).toMatch(/Total Projects: \d+ \(a week ago 0, \+\d+\)/);
    expect(mailHeader(mine, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Company B's admin gets company B's digest, which knows nothing of company A.
    const theirs = newMessages().find((m) => to(m) === t.adminB.email)!;
    expect(subjectOf(theirs)).toBe('Your weekly AI portfolio summary: Company B');
    expect(theirs.decoded).not.toContain('Digest Star');

    // A second run in the same week (a retry) sends nobody a second one.
    const count = smtp.messages.length;
    expect(await sendWeeklyDigests(deps(), now)).toBe(0);
    expect(smtp.messages.length).toBe(count);

    // Its one-click unsubscribe turns Weekly Reports off, and only that.
    expect((await oneClick(unsubscribeLink(mine, t))).status).toBe(200);
    expect(await preferencesOf(t.memberA.cookie)).toEqual({
      emailNotifications: true,
      weeklyReports: false,
      projectUpdates: false,
      proposalUpdates: true,
    });
  });
});

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('the unsubscribe link refuses what it did not issue', () => {
  const link = (token: string) =>
    `${t.server.baseUrl}${routes.unsubscribe.path}?token=${encodeURIComponent(token)}`;

  it('answers 400 to a missing, forged or foreign token, changing nothing', async () => {
    await setPreferences(t.adminA.cookie);
    const missing = await fetch(`${t.server.baseUrl}${routes.unsubscribe.path}`);
    expect(missing.status).toBe(400);
    const otherKey = await signUnsubscribeToken(createTestConfig().sessionSecret, {
      userId: t.adminA.user.id,
      preference: 'weeklyReports',
    });
    const wrongAudience = await new SignJWT({ pref: 'weeklyReports' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(t.adminA.user.id)
      .sign(new TextEncoder().encode(config.sessionSecret));
    for (const token of ['not-a-token', otherKey, wrongAudience]) {
      // A browser is shown a page; anything else gets the API's error.
      const page = await fetch(link(token), { headers: { Accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('<h1>Link not valid</h1>');
      const posted = await oneClick(link(token));
      expect(posted.status).toBe(400);
      expect((await posted.json()).message).toMatch(/^This unsubscribe link is not valid/);
    }
    expect((await preferencesOf(t.adminA.cookie)).weeklyReports).toBe(true);
  });

  it('refuses another body type on the one-click address as on any route', async () => {
    const token = await signUnsubscribeToken(config.sessionSecret, {
      userId: t.adminA.user.id,
      preference: 'weeklyReports',
    });
    const response = await fetch(link(token), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(415);
    expect((await preferencesOf(t.adminA.cookie)).weeklyReports).toBe(true);
  });
});
