import {
  HOUR_MS,
  INCIDENT_CSV_COLUMNS,
  INCIDENT_MESSAGES,
  type IncidentDetail,
  type IncidentList,
  type ReportResult,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { makeMembership, makeProject } from '../demo-data/fixtures';
import { createPortfolioStore, portfolioHandlers } from './portfolio-store';
import { server, TEST_API, callApi as call } from '../server';

const companyId = makeMembership().id;

describe('the incident mocks', () => {
  it('answer like the BFF: clocks from the contract, reports moving the later ones, corrections kept', async () => {
    const project = makeProject({ id: crypto.randomUUID(), companyId, name: 'Screener' });
    const store = createPortfolioStore([project]);
    server.use(...portfolioHandlers(() => store));
    const awareAt = new Date(Date.now() - 2 * HOUR_MS).toISOString();

    const created = await call<IncidentDetail>('POST', `/companies/${companyId}/incidents`, {
      title: 'Wrong rejections',
      awareAt,
      severity: 'high',
      projectId: project.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ project: { id: project.id }, clocks: [], status: 'open' });
    const id = created.body.id;

    const answered = await call<IncidentDetail>('PUT', `/incidents/${id}/answers`, {
      nis2Significant: true,
    });
    expect(answered.body.clocks.map((c) => [c.clock, c.state])).toEqual([
      ['nis2-early-warning', 'running'],
      ['nis2-notification', 'running'],
      ['nis2-final', 'waiting'],
    ]);
    expect(answered.body.nextDueAt).toBe(
      new Date(Date.parse(awareAt) + 24 * HOUR_MS).toISOString(),
    );

    const first = await call<IncidentDetail>('POST', `/incidents/${id}/reports`, {
      clock: 'nis2-notification',
      kind: 'initial',
      submittedAt: new Date(Date.now() - HOUR_MS).toISOString(),
      recipient: 'CERT-Bund',
    });
    expect(first.body.clocks.find((c) => c.clock === 'nis2-final')?.state).toBe('running');
    const corrected = await call<IncidentDetail>('POST', `/incidents/${id}/reports`, {
      clock: 'nis2-notification',
      kind: 'initial',
      submittedAt: awareAt,
      recipient: 'CERT-Bund',
      supersedesId: first.body.reports[0]!.id,
    });
    expect(corrected.body.reports).toHaveLength(2);
    expect(corrected.body.clocks.find((c) => c.clock === 'nis2-final')?.startsAt).toBe(awareAt);

    const notOwed = await call<{ message: string }>('POST', `/incidents/${id}/reports`, {
      clock: 'dora-initial',
      kind: 'initial',
      submittedAt: awareAt,
      recipient: 'BaFin',
    });
    expect(notOwed).toEqual({ status: 400, body: { message: INCIDENT_MESSAGES.clockNotOwed } });

    const list = await call<IncidentList>('GET', `/companies/${companyId}/incidents?regime=nis2`);
    expect(list.body).toMatchObject({ total: 1, incidents: [{ id }] });
    expect((await call('GET', `/incidents/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('refuse a change of a closed incident but take its reopening', async () => {
    const store = createPortfolioStore([]);
    server.use(...portfolioHandlers(() => store));
    const { body } = await call<IncidentDetail>('POST', `/companies/${companyId}/incidents`, {
      title: 'Leak',
      awareAt: new Date().toISOString(),
      severity: 'critical',
    });
    await call('PUT', `/incidents/${body.id}`, { status: 'closed' });
    const refused = await call('PUT', `/incidents/${body.id}`, { title: 'Changed' });
    expect(refused).toEqual({ status: 409, body: { message: INCIDENT_MESSAGES.closed } });
    const reopened = await call<IncidentDetail>('PUT', `/incidents/${body.id}`, { status: 'open' });
    expect(reopened.body.status).toBe('open');
  });

  it('give the report builder the incident figures and export the register as the BFF does', async () => {
    const project = makeProject({ id: crypto.randomUUID(), companyId, name: 'Screener' });
    const quiet = makeProject({ id: crypto.randomUUID(), companyId, name: 'Quiet' });
    const store = createPortfolioStore([project, quiet]);
    server.use(...portfolioHandlers(() => store));
    const awareAt = new Date(Date.now() - 40 * HOUR_MS).toISOString();
    const at = (hours: number) => new Date(Date.parse(awareAt) + hours * HOUR_MS).toISOString();
    const { body } = await call<IncidentDetail>('POST', `/companies/${companyId}/incidents`, {
      title: '=cmd',
      awareAt,
      severity: 'high',
      projectId: project.id,
    });
    await call('PUT', `/incidents/${body.id}/answers`, { nis2Significant: true });
    await call('POST', `/incidents/${body.id}/timeline`, { kind: 'contained', at: at(3) });
    // The early warning in time (20 h of 24) and the notification (30 h of 72); a second,
    // closed incident's early warning late (30 h of 24): two of three on time.
    for (const [clock, hours] of [
      ['nis2-early-warning', 20],
      ['nis2-notification', 30],
    ] as const) {
      await call('POST', `/incidents/${body.id}/reports`, {
        clock,
        kind: 'initial',
        submittedAt: at(hours),
        recipient: 'CSIRT',
      });
    }
    const late = await call<IncidentDetail>('POST', `/companies/${companyId}/incidents`, {
      title: 'Outage',
      awareAt,
      severity: 'low',
      projectId: project.id,
    });
    await call('PUT', `/incidents/${late.body.id}/answers`, { nis2Significant: true });
    await call('POST', `/incidents/${late.body.id}/reports`, {
      clock: 'nis2-early-warning',
      kind: 'initial',
      submittedAt: at(30),
      recipient: 'CSIRT',
    });
    await call('PUT', `/incidents/${late.body.id}`, { status: 'closed' });

    const run = await call<ReportResult>('POST', `/companies/${companyId}/reports/run`, {
      columns: ['name', 'incidents', 'openIncidents', 'hoursToContain', 'reportsOnTime'],
    });
    expect(run.body.rows).toEqual([
      { name: 'Quiet', incidents: 0, openIncidents: 0, hoursToContain: null, reportsOnTime: null },
      { name: 'Screener', incidents: 2, openIncidents: 1, hoursToContain: 3, reportsOnTime: 66.7 },
    ]);

    const res = await fetch(`${TEST_API}/companies/${companyId}/incidents/export?severity=high`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="incidents-/);
    const [header, first, end, ...rest] = (await res.text()).split('\r\n');
    // text() drops the byte order mark, as a spreadsheet does.
    expect(header).toBe(INCIDENT_CSV_COLUMNS.map((c) => c.header).join(','));
    expect(first).toMatch(/^'=cmd,Screener,high,open,/);
    expect([end, ...rest]).toEqual(['']);
  });
});
