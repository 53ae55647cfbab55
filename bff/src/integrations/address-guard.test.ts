import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.ts';
import { agentFor, assertPublicUrl, isPublicAddress } from './address-guard.ts';
import { post } from './deliveries.ts';

// Every IPv6 form that carries a private IPv4 address, as a URL host.
const EMBEDDED = [
  '[::127.0.0.1]', // IPv4-compatible loopback
  '[::a9fe:a9fe]', // IPv4-compatible 169.254.169.254 (cloud metadata)
  '[::10.0.0.1]',
  '[::ffff:127.0.0.1]', // IPv4-mapped
  '[::ffff:a9fe:a9fe]',
  '[::ffff:0:7f00:1]', // SIIT (RFC 6145)
  '[64:ff9b::7f00:1]', // NAT64 (RFC 6052)
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b:1::a9fe:a9fe]', // local-use NAT64 (RFC 8215)
  '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  '[2002:a9fe:a9fe::1]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]', // Teredo
];

describe('the private-address guard', () => {
  it.each(EMBEDDED)('refuses %s at registration with a 400 naming the rule', async (host) => {
    const refusal = assertPublicUrl(`https://${host}/hook`, false);
    await expect(refusal).rejects.toBeInstanceOf(InputError);
    await expect(refusal).rejects.toThrow(/private, loopback or link-local address/);
  });

  it.each(EMBEDDED)('refuses %s at delivery, before connecting', async (host) => {
    const result = await post(`http://${host}:9/hook`, {}, '{}', {
      timeoutMs: 2_000,
      allowPrivate: false,
    });
    expect(result).toMatchObject({ refused: true });
    expect((result as { error: string }).error).toMatch(/^Refused: .* private, loopback/);
  });

  it.each(['::a9fe:a9fe', '::ffff:127.0.0.1', '64:ff9b::a9fe:a9fe', '2002:a00:1::1'])(
    'refuses a name that DNS answers with %s, at connect time',
    async (address) => {
      const lookup = ((
        _host: string,
        options: { all?: boolean },
        callback: (error: null, address: unknown, family?: number) => void,
      ) =>
        options.all
          ? callback(null, [{ address, family: 6 }])
          : callback(null, address, 6)) as unknown as LookupFunction;
      const url = new URL('http://hook.example.com/');
      const error = await new Promise<Error>((resolve) => {
        const request = http.request(url, {
          method: 'POST',
          agent: agentFor(url, false),
          lookup,
        });
        request.on('error', resolve);
        request.on('response', () => resolve(new Error('connected')));
        request.end('{}');
      });
      expect(error.message).toMatch(/is not allowed/);
    },
  );

  it('keeps public addresses, IPv4 and IPv6, and allows everything when told to', async () => {
    for (const address of ['93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001::200e']) {
      expect(isPublicAddress(address)).toBe(true);
    }
    await expect(assertPublicUrl('https://[2606:4700:4700::1111]/', false)).resolves.toBe(
      undefined,
    );
    await expect(assertPublicUrl('http://[::127.0.0.1]/', true)).resolves.toBe(undefined);
  });
});
