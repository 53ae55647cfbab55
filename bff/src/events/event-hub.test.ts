import { describe, expect, it } from 'vitest';
import { signUpAndGetCookie } from '../testing/auth.ts';
import { readEventStream } from '../testing/event-stream.ts';
import { setupTwoProcesses } from '../testing/two-processes.ts';

const served = setupTwoProcesses();
const { api, childApi, childUrl } = served;

describe('events across BFF processes on one database', () => {
  it('a write through either process reaches the streams of both', async () => {
    const { cookie } = await signUpAndGetCookie(served.server.baseUrl);
    const { body: company } = await api.ok('createCompany', {
      cookie,
      body: { name: 'Two Processes', industry: 'Technology', size: '1-50' },
    });
    const here = await readEventStream(served.server.baseUrl, company.id, { Cookie: cookie });
    const there = await readEventStream(childUrl(), company.id, { Cookie: cookie });
    try {
      const { body: project } = await childApi.ok('createProject', {
        cookie,
        params: { companyId: company.id },
        body: {
          name: 'Via the child',
          problemStatement: 'p',
          department: 'IT',
          businessOwner: 'o',
        },
      });
      for (const stream of [here, there]) {
        expect((await stream.next()).data).toMatchObject({
          type: 'project.created',
          id: project.id,
        });
      }
      await api.ok('archiveProject', { cookie, params: { id: project.id } });
      const [a, b] = [await here.next(), await there.next()];
      expect(a.event).toBe('project.archived');
      // One history row, one id, whichever process announced it.
      expect(b.id).toBe(a.id);
    } finally {
      here.close();
      there.close();
    }
  });
});
