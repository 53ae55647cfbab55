import {
  incidentFigures,
  runReport,
  type IncidentReportBody,
  type Project,
  type ReportDefinition,
} from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, hoursAgo, plusHours } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// The report builder's incident columns: computed in SQL over a register with contained and
// uncontained incidents, reports on time and late (one corrected), against the same definition
// computed in memory from the incidents as the API answers them (what the mocks do).

const t = setupTwoCompanies();
const { api, db } = t;

const NOW = Date.now();
const ago = (hours: number) => hoursAgo(hours, NOW);

let companyId: string;
let projects: Project[];
const byName = (name: string) => projects.find((p) => p.name === name)!;
const cookie = () => t.adminA.cookie;
const incidentIds: string[] = [];

const COLUMNS: ReportDefinition = {
  columns: ['name', 'incidents', 'openIncidents', 'hoursToContain', 'reportsOnTime'],
};

const run = async (d: ReportDefinition = COLUMNS) =>
  (await api.ok('runReport', { params: { companyId }, body: d, cookie: cookie() })).body;

async function incident(project: string, awareAt: string, nis2 = false) {
  const { body } = await api.ok('createIncident', {
    params: { companyId },
    cookie: cookie(),
    body: {
      title: `Incident ${incidentIds.length + 1}`,
      awareAt,
      severity: 'high',
      projectId: byName(project).id,
    },
  });
  incidentIds.push(body.id);
  if (nis2) {
    await api.ok('answerIncident', {
      params: { id: body.id },
      cookie: cookie(),
      body: { nis2Significant: true },
    });
  }
  return body.id;
}

const contained = (id: string, at: string) =>
  api.ok('addIncidentTimelineEntry', {
    params: { id },
    cookie: cookie(),
    body: { kind: 'contained', at },
  });

async function report(
  id: string,
  clock: IncidentReportBody['clock'],
  submittedAt: string,
  supersedesId?: string,
) {
  const { body } = await api.ok('recordIncidentReport', {
    params: { id },
    cookie: cookie(),
    body: { clock, kind: 'initial', submittedAt, recipient: 'The CSIRT', supersedesId },
  });
  return body.reports.find((r) => r.submittedAt === new Date(submittedAt).toISOString())!.id;
}

/** The same definition in memory, from each incident as the API answers it. */
async function inMemory(d: ReportDefinition = COLUMNS) {
  const details = await Promise.all(
    incidentIds.map(
      async (id) => (await api.ok('getIncident', { params: { id }, cookie: cookie() })).body,
    ),
  );
  return runReport(d, projects, (p) =>
    incidentFigures(details.filter((i) => i.project?.id === p.id)),
  );
}

beforeAll(async () => {
  companyId = (await t.companyOwnedBy(t.adminA, { name: 'Incident Figures Inc' })).id;
  for (const name of ['Claims Bot', 'Fraud Radar', 'Quiet Project']) {
    await createProject(db(), { companyId, createdBy: t.adminA.user.id, name });
  }
  projects = (
    await api.ok('listProjects', { params: { companyId }, query: { limit: 500 }, cookie: cookie() })
  ).body;

  // Claims Bot, 1: contained after 10 h; the early warning first recorded in time (20 h of 24),
  // then corrected to 30 h (late); the notification at 60 h of 72 (met); then closed.
  const aware1 = ago(100);
  const first = await incident('Claims Bot', aware1, true);
  await contained(first, plusHours(aware1, 10));
  const wrong = await report(first, 'nis2-early-warning', plusHours(aware1, 20));
  await report(first, 'nis2-early-warning', plusHours(aware1, 30), wrong);
  await report(first, 'nis2-notification', plusHours(aware1, 60));
  await api.ok('updateIncident', {
    params: { id: first },
    cookie: cookie(),
    body: { status: 'closed' },
  });
  // Claims Bot, 2: set to contained without saying when: no time to contain.
  const second = await incident('Claims Bot', ago(50));
  await api.ok('updateIncident', {
    params: { id: second },
    cookie: cookie(),
    body: { status: 'contained' },
  });
  // Claims Bot, 3: contained twice (the first counts: 4 h), the early warning in time, and the
  // GDPR processor's report to the controller, whose clock has no deadline (not judged).
  const aware3 = ago(30);
  const third = await incident('Claims Bot', aware3, true);
  await api.ok('answerIncident', {
    params: { id: third },
    cookie: cookie(),
    body: { personalDataBreach: true, gdprRole: 'processor' },
  });
  await contained(third, plusHours(aware3, 6));
  await contained(third, plusHours(aware3, 4));
  await report(third, 'nis2-early-warning', plusHours(aware3, 10));
  await report(third, 'gdpr-controller', plusHours(aware3, 5));
  // Fraud Radar: contained after half an hour, no report.
  const aware4 = ago(10);
  await contained(await incident('Fraud Radar', aware4), plusHours(aware4, 0.5));

  // Company B's rows naming company A's project never count, whatever they say.
  const [foreign] = (await db()('incidents')
    .insert({
      companyId: t.companyB.id,
      projectId: byName('Claims Bot').id,
      title: 'Not ours',
      awareAt: new Date(ago(40)),
      severity: 'low',
    })
    .returning('id')) as Array<{ id: string }>;
  await db()('incidentTimelineEntries').insert({
    companyId: t.companyB.id,
    incidentId: foreign!.id,
    kind: 'contained',
    at: new Date(ago(39)),
  });
  await db()('incidentReports').insert({
    companyId: t.companyB.id,
    incidentId: foreign!.id,
    clock: 'nis2-early-warning',
    kind: 'initial',
    submittedAt: new Date(ago(38)),
    dueAt: new Date(ago(39)),
    recipient: 'Someone',
  });
});

describe('incident columns of a report', () => {
  it('counts incidents, open ones, hours to contain and reports on time per project', async () => {
    const result = await run();
    expect(result.columns.map((c) => c.label)).toEqual([
      'Project Name',
      'Incidents',
      'Open Incidents',
      'Hours to Contain',
      'Reports on Time (%)',
    ]);
    expect(result.rows).toEqual([
      {
        name: 'Claims Bot',
        incidents: 3,
        openIncidents: 2,
        hoursToContain: 7,
        reportsOnTime: 66.7,
      },
      {
        name: 'Fraud Radar',
        incidents: 1,
        openIncidents: 1,
        hoursToContain: 0.5,
        reportsOnTime: null,
      },
      {
        name: 'Quiet Project',
        incidents: 0,
        openIncidents: 0,
        hoursToContain: null,
        reportsOnTime: null,
      },
    ]);
    expect(result).toEqual(await inMemory());
  });

  it('measures them over groups as in memory', async () => {
    const d: ReportDefinition = {
      columns: [],
      measures: [
        { fn: 'sum', column: 'incidents' },
        { fn: 'sum', column: 'openIncidents' },
        { fn: 'avg', column: 'hoursToContain' },
        { fn: 'max', column: 'reportsOnTime' },
        { fn: 'count', column: 'reportsOnTime' },
      ],
    };
    const result = await run(d);
    expect(result.rows[0]).toMatchObject({
      sum_incidents: 4,
      sum_openIncidents: 3,
      avg_hoursToContain: 3.75,
      max_reportsOnTime: 66.7,
      count_reportsOnTime: 1,
    });
    expect(result).toEqual(await inMemory(d));
  });

  it('follows a moved awareness: the kept deadlines move, and the answer is not an old one', async () => {
    await run();
    // Incident 3 aware 20 h earlier: its early warning came 30 h after awareness (late).
    await api.ok('updateIncident', {
      params: { id: incidentIds[2]! },
      cookie: cookie(),
      body: { awareAt: ago(50) },
    });
    const result = await run();
    expect(result.rows[0]).toMatchObject({
      name: 'Claims Bot',
      reportsOnTime: 33.3,
      hoursToContain: 17,
    });
    expect(result).toEqual(await inMemory());
  });
});
