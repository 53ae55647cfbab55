import { INCIDENT_MESSAGES, type IncidentDetail, type IncidentList } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { makeMembership, makeProject } from './fixtures';
import { createPortfolioStore, portfolioHandlers } from './portfolio-store';
import { server } from './server';

const companyId = makeMembership().id;
const api = 'https://portfolio.example/api';
const HOUR = 3_600_000;

async function call<T>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('the incident mocks', () => {
  it('answer like the BFF: clocks from the contract, reports moving the later ones, corrections kept', async () => {
    const project = makeProject({ id: crypto.randomUUID(), companyId, name: 'Screener' });
    const store = createPortfolioStore([project]);
    server.use(...portfolioHandlers(() => store));
    const awareAt = new Date(Date.now() - 2 * HOUR).toISOString();

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
    expect(answered.body.nextDueAt).toBe(new Date(Date.parse(awareAt) + 24 * HOUR).toISOString());

    const first = await call<IncidentDetail>('POST', `/incidents/${id}/reports`, {
      clock: 'nis2-notification',
      kind: 'initial',
      submittedAt: new Date(Date.now() - HOUR).toISOString(),
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
});
