import { WEBHOOK_EVENT_TYPES, HOUR_MS } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { eventMessages } from '../integrations/payload.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import type { HistoryEvent } from './process-history.ts';
import { JOBS } from './jobs.ts';
import { watchIncidentClocks, watchIncidentClocksJob } from './watch-incident-clocks.ts';

const t = setupTwoCompanies();
// `deps` are the job's; its clock is the `now` each call passes.
const { api, db, logs, deps } = t;

const at = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

/** An NIS2-significant incident of company A owned by member A, aware at `awareAt`. */
async function nis2Incident(awareAt: Date, projectId?: string) {
  const created = await api.ok('createIncident', {
    ...t.ofA(),
    cookie: t.memberA.cookie,
    body: {
      title: `Outage ${awareAt.toISOString()}`,
      awareAt: awareAt.toISOString(),
      severity: 'critical',
      ownerId: t.memberA.user.id,
      ...(projectId ? { projectId } : {}),
    },
  });
  await api.ok('answerIncident', {
    params: { id: created.body.id },
    cookie: t.memberA.cookie,
    body: { nis2Significant: true },
  });
  return created.body;
}

/** The incident's NIS2 early warning, recorded as sent to `recipient` at `submittedAt`. */
const earlyWarning = (incidentId: string, submittedAt: Date, recipient: string) =>
  api.ok('recordIncidentReport', {
    params: { id: incidentId },
    cookie: t.memberA.cookie,
    body: {
      clock: 'nis2-early-warning',
      kind: 'initial',
      submittedAt: submittedAt.toISOString(),
      recipient,
    },
  });

const warningsOf = (incidentId: string) =>
  db()('auditEvents')
    .where({ entity: 'incident', entityId: incidentId })
    .whereIn('action', ['deadline_near', 'deadline_passed'])
    .orderBy('id');

const bellOf = async (cookie: string) =>
  (await api.ok('listNotifications', { cookie })).body.notifications.filter(
    (n) => n.kind === 'incident_deadline',
  );

describe('the watch-incident-clocks job', () => {
  it('runs every minute', () => {
    expect(JOBS).toContain(watchIncidentClocksJob);
    expect(watchIncidentClocksJob.schedule).toBe('* * * * *');
  });

  it('warns once at 50% and once at 90% of a window, then when it passes, by its own clock', async () => {
    const awareAt = new Date(Date.now() - HOUR_MS);
    const incident = await nis2Incident(awareAt);
    // The early warning has 24 hours, the notification 72.
    expect(await watchIncidentClocks(deps(), at(awareAt, 11.9))).toBe(0);
    expect(await watchIncidentClocks(deps(), at(awareAt, 12))).toBe(1);
    expect(await watchIncidentClocks(deps(), at(awareAt, 12.5))).toBe(0);
    expect(await watchIncidentClocks(deps(), at(awareAt, 21.6))).toBe(1);
    expect(await watchIncidentClocks(deps(), at(awareAt, 36))).toBe(2);
    expect(await watchIncidentClocks(deps(), at(awareAt, 36))).toBe(0);

    const warnings = await warningsOf(incident.id);
    expect(
      warnings.map((w) => [
        w.action,
        w.actorType,
        w.changes.clock.after,
        w.changes.windowGone.after,
      ]),
    ).toEqual([
      ['deadline_near', 'system', 'Article 23(4)(a): Send the early warning', '50%'],
      ['deadline_near', 'system', 'Article 23(4)(a): Send the early warning', '90%'],
      ['deadline_passed', 'system', 'Article 23(4)(a): Send the early warning', '100%'],
      ['deadline_near', 'system', 'Article 23(4)(b): Send the incident notification', '50%'],
    ]);
    expect(warnings[0]!.changes.dueAt.after).toBe(at(awareAt, 24).toISOString());

    // The owner and the admins hear of it in the bell; another company does not.
    const owner = await bellOf(t.memberA.cookie);
    // Newest first.
    expect(owner.filter((n) => n.link === `/incidents/${incident.id}`).map((n) => n.title)).toEqual(
      [
        `Reporting deadline near (50% of the time gone): ${incident.title}`,
        `Reporting deadline missed: ${incident.title}`,
        `Reporting deadline near (90% of the time gone): ${incident.title}`,
        `Reporting deadline near (50% of the time gone): ${incident.title}`,
      ],
    );
    expect((await bellOf(t.adminA.cookie)).map((n) => n.link)).toContain(
      `/incidents/${incident.id}`,
    );
    expect((await bellOf(t.adminB.cookie)).map((n) => n.link)).not.toContain(
      `/incidents/${incident.id}`,
    );
    // And by e-mail (logged here, with no SMTP server): to the owner and the admin.
    const mailed = logs.entries
      .filter((e) =>
        (e.mail as { subject?: string } | undefined)?.subject?.includes(incident.title),
      )
      .map((e) => (e.mail as { to: string }).to);
    expect(new Set(mailed)).toEqual(new Set([t.memberA.email, t.adminA.email]));
  });

  it("keeps each report's deadline for the report builder, one without it included", async () => {
    const awareAt = new Date(Date.now() - 30 * HOUR_MS);
    const incident = await nis2Incident(awareAt);
    const recorded = await earlyWarning(incident.id, at(awareAt, 20), 'The CSIRT');
    const dueAt = recorded.body.clocks.find((c) => c.clock === 'nis2-early-warning')!.dueAt!;
    const kept = () =>
      db()('incidentReports').where({ incidentId: incident.id }).first('dueAt') as Promise<{
        dueAt: Date | null;
      }>;
    expect((await kept()).dueAt?.toISOString()).toBe(dueAt);
    // A report recorded before deadlines were kept (or under an older rules table).
    await db()('incidentReports').where({ incidentId: incident.id }).update({ dueAt: null });
    await watchIncidentClocks(deps(), new Date());
    expect((await kept()).dueAt?.toISOString()).toBe(dueAt);
    // Closed, it leaves the other tests' passes alone.
    await api.ok('updateIncident', {
      params: { id: incident.id },
      cookie: t.memberA.cookie,
      body: { status: 'closed' },
    });
  });

  it('warns again when the deadline moves, and not for a met clock', async () => {
    const awareAt = new Date(Date.now() - 2 * HOUR_MS);
    const incident = await nis2Incident(awareAt);
    expect(await watchIncidentClocks(deps(), at(awareAt, 12))).toBe(1);
    await earlyWarning(incident.id, at(awareAt, 1), 'CERT-Bund');
    expect(await watchIncidentClocks(deps(), at(awareAt, 23))).toBe(0);
    // Awareness an hour later moves the notification's deadline: its 50% warns again.
    expect(await watchIncidentClocks(deps(), at(awareAt, 36))).toBe(1);
    await api.ok('updateIncident', {
      params: { id: incident.id },
      cookie: t.memberA.cookie,
      body: { awareAt: at(awareAt, 1).toISOString() },
    });
    expect(await watchIncidentClocks(deps(), at(awareAt, 37))).toBe(1);
  });

  it('opens a critical risk on the project when a clock is overdue, and resolves it when the report is recorded', async () => {
    const project = await t.projectOfA({ name: 'Payments gateway' });
    const incident = await nis2Incident(new Date(Date.now() - HOUR_MS), project.id);
    await t.processHistory();
    const risksOf = () =>
      db()('risks').where({ projectId: project.id, ruleId: 'incident-report-overdue' });
    expect(await risksOf()).toEqual([]);
    // A day and more goes by: nothing is written, only time passes (here, awareness moves back).
    await db()('incidents')
      .where({ id: incident.id })
      .update({ awareAt: new Date(Date.now() - 30 * HOUR_MS) });
    await t.processHistory();
    expect(await risksOf()).toEqual([]);

    expect(await watchIncidentClocks(deps())).toBe(1);
    await t.processHistory();
    const [risk] = await risksOf();
    expect(risk).toMatchObject({ severity: 'critical', state: 'open' });
    expect(risk.details).toEqual([
      expect.stringMatching(
        new RegExp(`^${incident.title}: Article 23\\(4\\)\\(a\\): Send the early warning, due `),
      ),
    ]);

    await earlyWarning(incident.id, new Date(), 'CERT-Bund');
    await t.processHistory();
    expect(await risksOf()).toMatchObject([{ state: 'resolved' }]);
  });

  it('sends its warnings to webhooks as incident.* events with the report and the deadline', async () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual(
      expect.arrayContaining([
        'incident.created',
        'incident.deadline-near',
        'incident.deadline-passed',
        'incident-report.created',
      ]),
    );
    const awareAt = new Date(Date.now() - 3 * HOUR_MS);
    const incident = await nis2Incident(awareAt);
    await watchIncidentClocks(deps(), at(awareAt, 30));
    const [event] = (await db()('auditEvents').select('*', db().raw('id::text as id')).where({
      entity: 'incident',
      entityId: incident.id,
      action: 'deadline_passed',
    })) as HistoryEvent[];
    const message = (await eventMessages(db(), 'https://portfolio.example', [event!])).get(
      event!.id,
    )!;
    expect(message.payload).toMatchObject({
      type: 'incident.deadline-passed',
      data: {
        id: incident.id,
        summary: `Reporting deadline missed: ${incident.title}`,
        url: `https://portfolio.example/incidents/${incident.id}`,
        detail: expect.stringContaining('Article 23(4)(a): Send the early warning, due'),
        actor: { type: 'system' },
      },
    });
  });
});
