import { beforeAll, describe, expect, it } from 'vitest';
import { openForTests } from '../testing/open-for-tests.ts';
import { startTestSmtpServer, type ReceivedMail } from '../testing/mail/smtp-server.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { JOBS } from './jobs.ts';
import { reportSchedulesJob, sendDueReports } from './report-schedules.ts';
import { MINUTE_MS } from '@portfolio/contracts';

/**
 * Scheduled reports, received by a real SMTP server: the due ones go to their recipients who
 * are still members, as an HTML table with the CSV attached, and move on to their next run.
 */

const smtp = openForTests(startTestSmtpServer);
const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, db, config, deps } = t;
beforeAll(() => {
  Object.assign(config, { smtpUrl: smtp.url });
});

async function scheduled(name: string, recipients: string[], frequency = 'weekly') {
  const report = await api.ok('createReport', {
    ...t.ofA(),
    body: {
      name,
      visibility: 'shared',
      definition: {
        columns: [],
        groupBy: ['department'],
        measures: [{ fn: 'count' }, { fn: 'sum', column: 'totalInvestment' }],
      },
    },
    cookie: t.adminA.cookie,
  });
  await api.ok('scheduleReport', {
    params: { id: report.body.id },
    body: { frequency, recipients },
    cookie: t.adminA.cookie,
  });
  return report.body.id;
}
const makeDue = (id: string) =>
  db()('reports')
    .where({ id })
    .update({ scheduleNextRunAt: new Date(Date.now() - MINUTE_MS) });
const mailsTo = (email: string, since: number) =>
  smtp.messages.slice(since).filter((m: ReceivedMail) => m.to.includes(email));

describe('scheduled reports', () => {
  it('mails each recipient the report as a table with the CSV attached, then waits a week', async () => {
    await t.projectOfA({ name: 'Mail Bot', department: 'R&D', initialCosts: '1200.00' });
    const id = await scheduled('R&D <weekly>', [t.adminA.user.id, t.memberA.user.id]);
    const before = smtp.messages.length;
    // Not due yet: nothing goes.
    expect(await sendDueReports(deps())).toBe(0);
    await makeDue(id);
    expect(await sendDueReports(deps())).toBe(2);
    const [toMember] = mailsTo(t.memberA.user.email, before);
    expect(mailsTo(t.adminA.user.email, before)).toHaveLength(1);
    const mail = toMember!.decoded;
    expect(mail).toMatch(/Subject: Report: R&D <weekly>/);
    // The table, escaped, and the figures as people read them.
    expect(mail).toContain('<h1 style="margin:0 0 4px;font-size:20px">R&amp;D &lt;weekly&gt;</h1>');
    expect(mail).toMatch(/<th scope="col"[^>]*>Department<\/th>/);
    expect(mail).toMatch(/<td[^>]*>R&amp;D<\/td><td[^>]*>1<\/td><td[^>]*>\$1,200<\/td>/);
    // The CSV, attached.
    expect(mail).toMatch(
      /Content-Type: text\/csv; charset=utf-8; name=rd-weekly-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(mail).toMatch(
      /Content-Disposition: attachment;\s+filename=rd-weekly-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const row = await db()('reports').where({ id }).first();
    expect(row.scheduleLastSentAt).not.toBeNull();
    expect(row.scheduleNextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.scheduleNextRunAt.getUTCDay()).toBe(1);
    // Sent: not again until next week.
    expect(await sendDueReports(deps())).toBe(0);
  });

  it('leaves out a recipient who has left the company', async () => {
    const id = await scheduled('Monthly', [t.adminA.user.id, t.memberA.user.id], 'monthly');
    await db()('companyMembers')
      .where({ companyId: t.companyA.id, userId: t.memberA.user.id })
      .delete();
    try {
      await makeDue(id);
      const before = smtp.messages.length;
      expect(await sendDueReports(deps())).toBe(1);
      expect(mailsTo(t.memberA.user.email, before)).toHaveLength(0);
      const next = (await db()('reports').where({ id }).first()).scheduleNextRunAt as Date;
      expect(next.getUTCDate()).toBe(1);
    } finally {
      await db()('companyMembers').insert({
        companyId: t.companyA.id,
        userId: t.memberA.user.id,
        role: 'member',
      });
    }
  });

  it('is sent by the job runner, whose schedules include it', async () => {
    expect(JOBS).toContain(reportSchedulesJob);
    const id = await scheduled('Through the runner', [t.adminA.user.id]);
    await makeDue(id);
    const runner = await t.startJobs([reportSchedulesJob]);
    try {
      const before = smtp.messages.length;
      await runner.send(reportSchedulesJob, {});
      const mail = await smtp.waitForMessage(before + 1, 10_000);
      expect(mail.decoded).toContain('Subject: Report: Through the runner');
    } finally {
      await runner.stop();
    }
  });
});
