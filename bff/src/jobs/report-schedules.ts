import { nextReportRun } from '@portfolio/contracts';
import type { AppDeps } from '../app-deps.ts';
import { Report } from '../models/report.ts';
import { sendMail } from '../services/integrations/mail.ts';
import { reportEmail } from '../services/reporting/report-mail.ts';
import { runReportSql } from '../services/reporting/report-sql.ts';
import { mailJob, sendEach } from './mail-jobs.ts';

/** Every quarter of an hour: a schedule due at 07:00 UTC is sent by 07:15. */
export const REPORT_SCHEDULES_SCHEDULE = '*/15 * * * *';

/**
 * Sends every scheduled report that is due: the report computed now, to each recipient who is
 * still a member of its company, then its next run moved on. A report whose mail fails keeps its
 * due time, so the job's retry sends it again (to everyone: a report is not a ledger).
 */
export async function sendDueReports(deps: AppDeps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const due = await Report.query(db)
    .whereNotNull('scheduleFrequency')
    .where('scheduleNextRunAt', '<=', now)
    .orderBy('scheduleNextRunAt');
  return sendEach(
    deps,
    due,
    async (report) => {
      const recipients = (await db('companyMembers as m')
        .join('users as u', 'u.id', 'm.userId')
        .where('m.companyId', report.companyId)
        .whereIn('m.userId', report.scheduleRecipients)
        .orderBy('u.email')
        .pluck('u.email')) as string[];
      const company = (await db('companies').where('id', report.companyId).first('name')) as {
        name: string;
      };
      const result = await runReportSql(db, report.companyId, report.definition);
      for (const to of recipients) {
        await sendMail(
          deps,
          reportEmail({
            to,
            reportName: report.name,
            companyName: company.name,
            frequency: report.scheduleFrequency!,
            result,
            reportUrl: `${config.publicUrl}/reports?report=${report.id}`,
            now,
          }),
        );
      }
      await Report.query(db)
        .findById(report.id)
        .patch({
          scheduleLastSentAt: now,
          scheduleNextRunAt: nextReportRun(report.scheduleFrequency!, now),
        });
      return recipients.length;
    },
    { message: 'scheduled report not sent', about: (report) => ({ reportId: report.id }) },
  );
}

export const reportSchedulesJob = mailJob(
  'report-schedules',
  REPORT_SCHEDULES_SCHEDULE,
  sendDueReports,
  'scheduled reports sent',
);
