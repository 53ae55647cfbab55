import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioTimeline, TimelineQuery } from '@portfolio/contracts';
import { MISSING_ID } from '../../testing/factories.ts';
import { COMPRESS_FROM_BYTES } from '../contract.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// GET /api/companies/{companyId}/timeline: every project of the filter with its dates,
// milestones, baseline and the dependencies between them, under the data version's ETag.

const PAGE = 'https://intranet.acme.example';
const OWN = 'http://localhost:3000';

const t = setupTwoCompanies();
const { api, db } = t;
/** A conditional request (Cache-Control, as fetch of a browser sends it, keeps it to the server). */
const revalidating = (etag: string) => ({ 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });

interface Fixture {
  alpha: string;
  beta: string;
  undated: string;
  archived: string;
  milestoneLate: string;
  milestoneEarly: string;
}
let f: Fixture;

/** The project of the fixture with everything the timeline shows of one. */
const ALPHA = {
  name: 'Alpha forecasting',
  department: 'Finance',
  businessOwner: 'Ada',
  status: 'active',
  startDate: '2028-02-29',
  targetDate: '2028-12-31',
} as const;

const timelineOf = async (query: TimelineQuery = {}) =>
  (
    await api.ok('getPortfolioTimeline', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query,
    })
  ).body as PortfolioTimeline;

beforeAll(async () => {
  const alpha = await t.projectOfA(ALPHA);
  const beta = await t.projectOfA({
    name: 'Beta chatbot',
    department: 'Support',
    status: 'planning',
    startDate: '2028-01-15',
    targetDate: '2028-03-01',
  });
  const undated = await t.projectOfA({ name: 'Undated idea', department: 'Finance' });
  const archived = await t.projectOfA({
    name: 'Archived pilot',
    startDate: '2027-01-01',
    archivedAt: new Date(),
  });
  const cookie = t.memberA.cookie;
  const late = await api.ok('createMilestone', {
    ...id(alpha.id),
    cookie,
    body: { name: 'Go live', dueDate: '2028-11-30' },
  });
  const early = await api.ok('createMilestone', {
    ...id(alpha.id),
    cookie,
    body: { name: 'Pilot', dueDate: '2028-06-01', done: true },
  });
  await api.ok('setProjectBaseline', { ...id(alpha.id), cookie });
  await api.ok('addProjectDependency', {
    ...id(alpha.id),
    cookie,
    body: { dependsOnProjectId: beta.id },
  });
  // A project of company B with a schedule of its own, never shown to company A.
  await t.projectOfB({ name: 'Theirs', department: 'Finance', startDate: '2028-01-01' });
  f = {
    alpha: alpha.id,
    beta: beta.id,
    undated: undated.id,
    archived: archived.id,
    milestoneLate: late.body.id,
    milestoneEarly: early.body.id,
  };
});

describe('GET /api/companies/{companyId}/timeline', () => {
  it("answers every live project's dates, milestones, baseline and dependencies", async () => {
    const timeline = await timelineOf();
    // Dated projects by start date, then the undated ones; archived ones are not there.
    expect(timeline.projects.map((p) => p.id)).toEqual([f.beta, f.alpha, f.undated]);
    expect(timeline.projects[1]).toEqual({
      id: f.alpha,
      ...ALPHA,
      milestones: [
        { id: f.milestoneEarly, name: 'Pilot', dueDate: '2028-06-01', done: true },
        { id: f.milestoneLate, name: 'Go live', dueDate: '2028-11-30', done: false },
      ],
      baseline: { startDate: '2028-02-29', targetDate: '2028-12-31' },
    });
    expect(timeline.projects[0]).toMatchObject({ milestones: [], baseline: null });
    expect(timeline.projects[2]).toMatchObject({ startDate: null, targetDate: null });
    expect(timeline.dependencies).toEqual([
      { id: expect.any(String), projectId: f.alpha, dependsOnProjectId: f.beta },
    ]);
  });

  it('filters as the project list does, keeping only dependencies inside the answer', async () => {
    const finance = await timelineOf({ department: 'Finance' });
    expect(finance.projects.map((p) => p.id)).toEqual([f.alpha, f.undated]);
    expect(finance.dependencies).toEqual([]);
    const searched = await timelineOf({ q: 'chatbot' });
    expect(searched.projects.map((p) => p.id)).toEqual([f.beta]);
    const planning = await timelineOf({ status: 'planning' });
    expect(planning.projects.map((p) => p.id)).toEqual([f.beta, f.undated]);
    const archived = await timelineOf({ archived: true });
    expect(archived.projects.map((p) => p.id)).toEqual([f.archived]);
  });

  it('answers 304 while nothing changed, and a new ETag once a milestone moves', async () => {
    const params = { companyId: t.companyA.id };
    const first = await api.call('getPortfolioTimeline', { params, cookie: t.memberA.cookie });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await api.call('getPortfolioTimeline', {
      params,
      cookie: t.memberA.cookie,
      headers: revalidating(etag!),
    });
    expect(again.status).toBe(304);
    await api.ok('updateMilestone', {
      ...id(f.milestoneLate),
      cookie: t.memberA.cookie,
      body: { dueDate: '2028-12-01' },
    });
    const moved = await api.call('getPortfolioTimeline', {
      params,
      cookie: t.memberA.cookie,
      headers: revalidating(etag!),
    });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    const alpha = (moved.body as PortfolioTimeline).projects.find((p) => p.id === f.alpha);
    expect(alpha?.milestones[1]).toMatchObject({ dueDate: '2028-12-01' });
  });

  it('answers an empty timeline for a company without projects', async () => {
    const empty = await t.companyOwnedBy(t.adminB, { name: 'Empty' });
    const res = await api.ok('getPortfolioTimeline', {
      params: { companyId: empty.id },
      cookie: t.adminB.cookie,
    });
    expect(res.body).toEqual({ projects: [], dependencies: [] });
  });

  it.each([
    ['an unknown status', { status: 'paused' }],
    ['an unknown field', { sort: 'name' }],
    ['a search too long', { q: 'x'.repeat(201) }],
  ])('answers 400 with a message to %s', async (_, query) => {
    const res = await api.call('getPortfolioTimeline', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: query as never,
    });
    expect(res.status).toBe(400);
    expect(typeof res.error.message).toBe('string');
    expect(res.error.message.length).toBeGreaterThan(0);
  });

  it('answers 401 signed out', async () => {
    const res = await api.call('getPortfolioTimeline', { ...t.ofA() });
    expect(res.status).toBe(401);
  });

  it("answers 404 for another company's timeline and a company that does not exist", async () => {
    const theirs = await api.call('getPortfolioTimeline', {
      ...t.ofA(),
      cookie: t.adminB.cookie,
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Alpha');
    const missing = await api.call('getPortfolioTimeline', {
      params: { companyId: MISSING_ID },
      cookie: t.memberA.cookie,
    });
    expect(missing.status).toBe(404);
    // Company B's own timeline holds only its own project.
    const own = await api.ok('getPortfolioTimeline', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(own.body.projects.map((p) => p.name)).toEqual(['Theirs']);
    expect(own.body.dependencies).toEqual([]);
  });

  it('answers 403 to an embedded page whose origin the company no longer allows', async () => {
    await api.ok('updateEmbedOrigins', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { origins: [PAGE] },
    });
    const issued = await api.call('issueEmbedSessionToken', {
      cookie: t.memberA.cookie,
      headers: { Origin: OWN },
      body: { companyId: t.companyA.id, origin: PAGE },
    });
    const call = () =>
      api.call('getPortfolioTimeline', {
        ...t.ofA(),
        headers: { Authorization: `Bearer ${issued.body.token}`, Origin: PAGE },
      });
    expect((await call()).status).toBe(200);
    await api.ok('updateEmbedOrigins', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { origins: [] },
    });
    const refused = await call();
    expect(refused.status).toBe(403);
    expect(refused.error.code).toBe('origin-not-allowed');
  });

  it('sends a large answer compressed to a client that accepts it, the same JSON once decoded', async () => {
    // Company B's own portfolio, large enough to be compressed (COMPRESS_FROM_BYTES).
    const { companyB, adminB } = t;
    await db()('projects').insert(
      Array.from({ length: 300 }, (_, i) => ({
        companyId: companyB.id,
        createdBy: adminB.user.id,
        name: `Large portfolio project ${i} with a name long enough to fill the answer`,
        problemStatement: 'A problem',
        department: 'Operations',
        businessOwner: 'Owner',
        startDate: '2028-01-01',
        targetDate: '2028-06-30',
      })),
    );
    const read = (acceptEncoding: string) =>
      api.ok('getPortfolioTimeline', {
        params: { companyId: companyB.id },
        cookie: adminB.cookie,
        headers: { 'Accept-Encoding': acceptEncoding },
      });
    const plain = await read('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (const coding of ['br', 'gzip']) {
      const compressed = await read(`${coding}, deflate`);
      expect(compressed.headers.get('content-encoding')).toBe(coding);
      expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(compressed.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
      expect(compressed.body).toEqual(plain.body);
    }
  });
});
