import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { write } from '../../audit/unit-of-work.ts';
import { readEventStream, type OpenStream } from '../../testing/event-stream.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const baseUrl = () => t.server.baseUrl;
const streamOf = (companyId: string, cookie: string, headers: Record<string, string> = {}) =>
  readEventStream(baseUrl(), companyId, { Cookie: cookie, ...headers });

async function streaming<T>(open: Promise<OpenStream>, check: (s: OpenStream) => Promise<T>) {
  const stream = await open;
  try {
    return await check(stream);
  } finally {
    stream.close();
  }
}

const rename = (id: string, name: string, cookie = t.adminA.cookie) =>
  api.ok('updateProject', { params: { id }, body: { name }, cookie });

describe('GET /api/companies/{companyId}/events', () => {
  it('streams each committed change of the company to a member, named by type, with the history id', async () => {
    const project = await t.projectOfA({ name: 'Stream me' });
    await streaming(streamOf(t.companyA.id, t.memberA.cookie), async (stream) => {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await rename(project.id, 'Streamed');
      const event = await stream.next();
      const [row] = await db()('auditEvents').where({ entityId: project.id }).orderBy('id', 'desc');
      expect(event).toEqual({
        id: String(row!.id),
        event: 'project.updated',
        data: {
          type: 'project.updated',
          id: project.id,
          companyId: t.companyA.id,
          projectId: project.id,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          actor: { type: 'user', id: t.adminA.user.id, label: expect.any(String) },
        },
      });
    });
  });

  it('never sends one company’s events to another company’s stream', async () => {
    const projectA = await t.projectOfA({ name: 'Mine' });
    await streaming(streamOf(t.companyB.id, t.adminB.cookie), async (streamB) => {
      await rename(projectA.id, 'Not yours');
      const { body: createdB } = await api.ok('createProject', {
        ...t.ofB(),
        cookie: t.adminB.cookie,
        body: { name: 'B only', problemStatement: 'p', department: 'IT', businessOwner: 'o' },
      });
      const event = await streamB.next();
      expect(event.data).toMatchObject({ type: 'project.created', id: createdB.id });
      expect(await streamB.quietFor(500)).toBe(true);
    });
  });

  it('replays what a reconnect missed after its Last-Event-ID, in order, then goes live', async () => {
    const project = await t.projectOfA({ name: 'Replay' });
    const seen = await streaming(streamOf(t.companyA.id, t.adminA.cookie), async (stream) => {
      await rename(project.id, 'Replay 1');
      return stream.next();
    });
    await rename(project.id, 'Replay 2');
    await api.ok('archiveProject', { params: { id: project.id }, cookie: t.adminA.cookie });
    await streaming(
      streamOf(t.companyA.id, t.adminA.cookie, { 'Last-Event-ID': seen.id }),
      async (stream) => {
        const missed = [await stream.next(), await stream.next()];
        expect(missed.map((e) => e.event)).toEqual(['project.updated', 'project.archived']);
        expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen.id));
        expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
        await api.ok('restoreProject', { params: { id: project.id }, cookie: t.adminA.cookie });
        expect((await stream.next()).event).toBe('project.restored');
      },
    );
  });

  it('announces nothing of a write that rolled back', async () => {
    const project = await t.projectOfA({ name: 'Rolled back' });
    await streaming(streamOf(t.companyA.id, t.adminA.cookie), async (stream) => {
      const failed = write({ db: db() }, { type: 'user', id: t.adminA.user.id }, async (uow) => {
        await uow.record({
          entity: 'project',
          id: project.id,
          action: 'archived',
          companyId: t.companyA.id,
        });
        throw new Error('the write fails after its history row');
      });
      await expect(failed).rejects.toThrow('fails after');
      await rename(project.id, 'Committed');
      expect((await stream.next()).event).toBe('project.updated');
    });
  });

  it('refuses the signed out, strangers and a malformed company id', async () => {
    const signedOut = await readEventStream(baseUrl(), t.companyA.id);
    expect(signedOut.status).toBe(401);
    const stranger = await streamOf(t.companyA.id, t.adminB.cookie);
    expect(stranger.status).toBe(404);
    const missing = await streamOf(randomUUID(), t.adminA.cookie);
    expect(missing.status).toBe(404);
    const malformed = await streamOf('not-a-uuid', t.adminA.cookie);
    expect(malformed.status).toBe(400);
  });
});
