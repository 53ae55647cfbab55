import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { newAccount } from '../testing/auth.ts';
import { setupTestServer } from '../testing/http.ts';
import { HTTPS_REQUIRED_MESSAGE } from './https-only.ts';

const PUBLIC_URL = 'https://portfolio.example';
const t = setupTestServer({ config: { publicUrl: PUBLIC_URL, trustProxy: 1 } });

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${t.server.baseUrl}${path}`, { redirect: 'manual', ...init });

const signIn = (headers: Record<string, string> = {}) =>
  send(routes.signIn.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: newAccount().email, password: 'not the password' }),
  });

// Plain http reaching an https instance (no X-Forwarded-Proto: https) answered 500: the session
// refused to set its Secure cookie over http.
describe('an https instance reached over plain http', () => {
  it('sends page and API reads to the same address over https', async () => {
    for (const path of ['/', '/projects?status=active', routes.getCurrentUser.path, '/api/login']) {
      const response = await send(path);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('Location'), path).toBe(`${PUBLIC_URL}${path}`);
    }
    // Never to another host, whatever the path.
    const response = await send('//evil.example/x');
    expect(response.headers.get('Location')).toBe(`${PUBLIC_URL}//evil.example/x`);
  });

  it('refuses writes with 400 and a message, and sets no cookie', async () => {
    const response = await signIn();
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(HTTPS_REQUIRED_MESSAGE);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('serves requests the proxy says came over https, and health checks over http', async () => {
    expect((await signIn({ 'X-Forwarded-Proto': 'https' })).status).toBe(401);
    const user = await send(routes.getCurrentUser.path, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(user.status).toBe(401);
    expect((await send('/healthz')).status).toBe(200);
  });
});
