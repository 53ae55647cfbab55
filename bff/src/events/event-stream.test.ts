import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { listenerOf } from '../db/listener.ts';
import { signUpAndGetCookie, signInAndGetCookie, type SignedIn } from '../testing/auth.ts';
import { readEventStream, type OpenStream } from '../testing/event-stream.ts';
import { addMember } from '../testing/factories.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { bearer } from '../testing/contract-client.ts';

const CAP = 4;
const t = setupTwoCompanies({ config: { eventStreamsPerPerson: CAP } });
const { api, db } = t;
const baseUrl = () => t.server.baseUrl;

const open: OpenStream[] = [];
afterAll(() => open.forEach((stream) => stream.close()));

async function streamOf(companyId: string, headers: Record<string, string>) {
  const stream = await readEventStream(baseUrl(), companyId, headers);
  open.push(stream);
  return stream;
}

/**
 * Reads a company's stream as the kit does: from a position taken before it (the kit takes an
 * answer's `Events-Since`), and when it ends (or is dropped with `reconnect`) again at once with
 * the last id it received as `Last-Event-ID`.
 */
function follow(companyId: string, headers: Record<string, string>, since: string) {
  const seen = new Set<string>();
  let last = since;
  let stopped = false;
  let current: OpenStream | undefined;
  let opened = () => {};
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const running = (async () => {
    while (!stopped) {
      current = await streamOf(companyId, { ...headers, 'Last-Event-ID': last });
      expect(current.status).toBe(200);
      opened();
      while (!stopped) {
        const event = await current.next(100).catch(() => undefined);
        if (event) {
          seen.add(event.id);
          last = event.id;
        } else if (current.isEnded()) break;
      }
    }
    current?.close();
  })();
  return {
    seen,
    ready,
    reconnect: () => current?.close(),
    async stop() {
      stopped = true;
      await running;
    },
  };
}

const rename = (id: string, name: string) =>
  api.ok('updateProject', { params: { id }, body: { name }, cookie: t.adminA.cookie });

/** Waits until `check` holds, or `timeoutMs` passed. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await sleep(50);
}

describe('a listener killed under load', () => {
  it('loses no event for streams that stay open or reconnect at once (0 lost over several kills)', async () => {
    const listener = listenerOf(db());
    const projects = await Promise.all(
      [1, 2, 3, 4].map((n) => t.projectOfA({ name: `Load ${n}` })),
    );
    const before = String((await db()('auditEvents').max({ id: 'id' }).first())?.id ?? 0);
    const staying = follow(t.companyA.id, { Cookie: t.adminA.cookie }, before);
    const reconnecting = follow(t.companyA.id, { Cookie: t.memberA.cookie }, before);
    await Promise.all([staying.ready, reconnecting.ready]);

    let writing = true;
    const writers = projects.map(async (project, w) => {
      for (let i = 0; writing || i < 5; i += 1) await rename(project.id, `Load ${w}.${i}`);
    });
    let kills = 0;
    let killed: number | undefined;
    for (let k = 0; k < 4; k += 1) {
      // Listening again on a new connection (the killed one may not have noticed yet).
      await eventually(() => listener.listening && listener.backendPid !== killed);
      await sleep(300);
      killed = listener.backendPid;
      expect(killed).toBeDefined();
      await db().raw('select pg_terminate_backend(?)', [killed!]);
      kills += 1;
      // Reopened while the listener is down, as a browser would after a network blip.
      reconnecting.reconnect();
    }
    writing = false;
    await Promise.all(writers);
    await eventually(() => listener.listening && listener.backendPid !== killed);

    const expected = (
      await db()('auditEvents')
        .where({ companyId: t.companyA.id })
        .where('id', '>', before)
        .pluck('id')
    ).map(String);
    expect(kills).toBe(4);
    expect(expected.length).toBeGreaterThan(20);
    const missing = (seen: Set<string>) => expected.filter((id) => !seen.has(id));
    await eventually(() => missing(staying.seen).length + missing(reconnecting.seen).length === 0);
    await Promise.all([staying.stop(), reconnecting.stop()]);
    expect(missing(staying.seen)).toEqual([]);
    expect(missing(reconnecting.seen)).toEqual([]);
  }, 180_000);
});

/** Resolves with how long after `since` the stream ended; rejects after 5 s. */
async function endedWithin(stream: OpenStream, since: number): Promise<number> {
  await eventually(() => stream.isEnded(), 5_000);
  if (!stream.isEnded()) throw new Error('the stream is still open after 5 s');
  return Date.now() - since;
}

describe('a stream ends within a second of', () => {
  let newcomer: SignedIn;
  const member = async () => {
    newcomer = await signUpAndGetCookie(baseUrl());
    await addMember(db(), t.companyA.id, newcomer.user.id, 'member');
    return newcomer;
  };

  it('its session signing out, and no one else’s stream ends', async () => {
    const session = await signInAndGetCookie(baseUrl(), t.memberA.email, t.memberA.password);
    const stream = await streamOf(t.companyA.id, { Cookie: session.cookie });
    const bystander = await streamOf(t.companyA.id, { Cookie: t.adminA.cookie });
    const response = await fetch(`${baseUrl()}/api/logout`, {
      headers: { Cookie: session.cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(await endedWithin(stream, Date.now())).toBeLessThan(1_000);
    expect(bystander.isEnded()).toBe(false);
  });

  it('its member being removed from the company', async () => {
    const person = await member();
    const stream = await streamOf(t.companyA.id, { Cookie: person.cookie });
    const membership = await db()('companyMembers')
      .where({ companyId: t.companyA.id, userId: person.user.id })
      .first();
    await api.ok('removeMember', { params: { id: membership.id }, cookie: t.adminA.cookie });
    expect(await endedWithin(stream, Date.now())).toBeLessThan(1_000);
    // And it cannot be opened again.
    expect(
      (await readEventStream(baseUrl(), t.companyA.id, { Cookie: person.cookie })).status,
    ).toBe(404);
  });

  it('its API token being deleted', async () => {
    const { body } = await api.ok('createApiToken', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { name: 'Stream reader', scope: 'read' },
    });
    const stream = await streamOf(t.companyA.id, bearer(body.token).headers);
    expect(stream.status).toBe(200);
    await api.ok('deleteApiToken', { params: { id: body.apiToken.id }, cookie: t.adminA.cookie });
    expect(await endedWithin(stream, Date.now())).toBeLessThan(1_000);
  });

  it('the embed app that issued its token being deleted', async () => {
    const { body: app } = await api.ok('createEmbedApp', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { name: 'Intranet', allowGuests: false },
    });
    const issued = await api.ok('issueEmbedToken', {
      ...bearer(app.secret),
      body: { email: t.memberA.email },
    });
    const stream = await streamOf(t.companyA.id, bearer(issued.body.token).headers);
    expect(stream.status).toBe(200);
    await api.ok('deleteEmbedApp', {
      params: { companyId: t.companyA.id, appId: app.app.id },
      cookie: t.adminA.cookie,
    });
    expect(await endedWithin(stream, Date.now())).toBeLessThan(1_000);
  });
});

describe('streams per person', () => {
  it(`are capped (${CAP} here): one more is refused with 429 and a message, until one closes`, async () => {
    const person = await signUpAndGetCookie(baseUrl());
    await addMember(db(), t.companyA.id, person.user.id, 'member');
    const streams = [];
    for (let i = 0; i < CAP; i += 1) {
      streams.push(await streamOf(t.companyA.id, { Cookie: person.cookie }));
    }
    expect(streams.map((s) => s.status)).toEqual(Array(CAP).fill(200));

    const refused = await fetch(`${baseUrl()}/api/companies/${t.companyA.id}/events`, {
      headers: { Cookie: person.cookie, Accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      `You already have ${CAP} live update streams open, the most one person may have; close other tabs or windows of the portfolio, then try again`,
    );
    // Another person is not counted against them.
    expect((await streamOf(t.companyA.id, { Cookie: t.adminA.cookie })).status).toBe(200);

    streams[0]!.close();
    let again: OpenStream | undefined;
    await eventually(async () => {
      const attempt = await readEventStream(baseUrl(), t.companyA.id, { Cookie: person.cookie });
      if (attempt.status === 200) again = attempt;
      else attempt.close();
      return again !== undefined;
    }, 5_000);
    expect(again?.status).toBe(200);
    again?.close();
  });
});
