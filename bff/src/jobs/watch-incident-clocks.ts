import { incidentPath, clockElapsed, formatDate, type IncidentClock } from '@portfolio/contracts';
import type { AppDeps } from '../app-deps.ts';
import { SYSTEM_ACTOR, write } from '../audit/unit-of-work.ts';
import { sendMail } from '../services/integrations/mail.ts';
import { incidentDeadlineEmail } from '../services/integrations/notification-mail.ts';
import {
  keepReportDeadlines,
  openIncidentRecords,
  type IncidentRecord,
} from '../services/incidents/incidents.ts';
import { preferencesOf } from './project-updates.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * Watches every open incident's reporting clocks. At 50% and 90% of a clock's window, and when
 * its deadline passes with no report, it warns once (per clock, threshold and deadline: a
 * deadline that moves warns again): the warning is an event of the incident's history
 * (`incident.deadline-near`, `incident.deadline-passed`), so the bell of its owner and of the
 * company's admins lists it, webhooks and chat endpoints receive it, and the risk rules
 * re-evaluate its project (a missed deadline opens the critical `incident-report-overdue` risk,
 * which resolves when the report is recorded). The owner and the admins also get an e-mail,
 * unless their e-mail notifications are off.
 */

export const WARNING_THRESHOLDS = [
  { threshold: 'half', share: 0.5, words: '50%' },
  { threshold: 'ninety', share: 0.9, words: '90%' },
  { threshold: 'overdue', share: 1, words: '100%' },
] as const;
type Threshold = (typeof WARNING_THRESHOLDS)[number];

/** The highest threshold a clock has reached at `now`, or null (too early, no deadline, met). */
function reached(clock: IncidentClock, now: Date): Threshold | null {
  if (clock.dueAt === null) return null;
  if (clock.state === 'overdue') return WARNING_THRESHOLDS[2];
  const elapsed = clockElapsed(clock, now.toISOString());
  if (elapsed === null) return null;
  return [...WARNING_THRESHOLDS].reverse().find((t) => t.share < 1 && elapsed >= t.share) ?? null;
}

interface Warning {
  record: IncidentRecord;
  clock: IncidentClock;
  threshold: Threshold;
}

/** Records the warning unless it was given; answers whether it recorded it. */
async function recordWarning(deps: AppDeps, { record, clock, threshold }: Warning) {
  const { row } = record;
  return write(deps, SYSTEM_ACTOR, async (uow) => {
    const upTo = WARNING_THRESHOLDS.slice(0, WARNING_THRESHOLDS.indexOf(threshold) + 1);
    const inserted = (await uow
      .trx('incidentClockWarnings')
      .insert(
        upTo.map((t) => ({
          incidentId: row.id,
          clock: clock.clock,
          threshold: t.threshold,
          dueAt: new Date(clock.dueAt!),
        })),
      )
      .onConflict(['incidentId', 'clock', 'threshold', 'dueAt'])
      .ignore()
      .returning('threshold')) as Array<{ threshold: string }>;
    if (!inserted.some((r) => r.threshold === threshold.threshold)) return false;
    await uow.record({
      entity: 'incident',
      id: row.id,
      action: threshold.threshold === 'overdue' ? 'deadline_passed' : 'deadline_near',
      before: {},
      after: {
        companyId: row.companyId,
        projectId: row.projectId,
        clock: `${clock.article}: ${clock.title}`,
        dueAt: clock.dueAt,
        windowGone: threshold.words,
      },
      label: row.title,
    });
    return true;
  });
}

/** Who hears of an incident's deadlines: its owner and the company's admins, with e-mail on. */
async function recipients(deps: AppDeps, record: IncidentRecord) {
  const rows = (await deps
    .db('companyMembers')
    .join('users', 'users.id', 'companyMembers.userId')
    .where('companyMembers.companyId', record.row.companyId)
    .andWhere((q) => {
      q.where('companyMembers.role', 'admin');
      if (record.row.ownerId) q.orWhere('companyMembers.userId', record.row.ownerId);
    })
    .select('users.id', 'users.email')) as Array<{ id: string; email: string }>;
  const wanted: string[] = [];
  for (const person of rows) {
    if ((await preferencesOf(deps.db, person.id)).emailNotifications) wanted.push(person.email);
  }
  return wanted;
}

async function mailWarning(deps: AppDeps, { record, clock, threshold }: Warning) {
  const passed = threshold.threshold === 'overdue';
  const title = passed
    ? `Reporting deadline missed: ${record.row.title}`
    : `Reporting deadline near (${threshold.words} of the time gone): ${record.row.title}`;
  const detail = `${clock.article}: ${clock.title} (${clock.recipient}), due ${formatDate(clock.dueAt!, 'time')}`;
  for (const to of await recipients(deps, record)) {
    await sendMail(
      deps,
      incidentDeadlineEmail({
        to,
        title,
        detail,
        link: incidentPath(record.row.id),
        publicUrl: deps.config.publicUrl,
      }),
    ).catch((err: unknown) =>
      deps.logger.warn({ err, incidentId: record.row.id }, 'an incident deadline e-mail failed'),
    );
  }
}

/** One pass over every open incident at `now`; answers how many warnings it gave. */
export async function watchIncidentClocks(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const warnings: Warning[] = [];
  const records = await openIncidentRecords(deps.db, now);
  // Writes follow the rules table; this pass brings a changed table's deadlines to the reports.
  await keepReportDeadlines(deps.db, records);
  for (const record of records) {
    for (const clock of record.clocks.clocks) {
      const threshold = reached(clock, now);
      if (threshold) warnings.push({ record, clock, threshold });
    }
  }
  let given = 0;
  for (const warning of warnings) {
    if (!(await recordWarning(deps, warning))) continue;
    given += 1;
    await mailWarning(deps, warning);
  }
  return given;
}

/** Every minute: a 4-hour window's 50% mark is two hours in, and should not wait long. */
export const watchIncidentClocksJob: JobDefinition = {
  name: 'watch-incident-clocks',
  schedule: '* * * * *',
  policy: 'short',
  async run(deps) {
    await watchIncidentClocks(deps);
  },
};
