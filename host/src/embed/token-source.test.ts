import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSource, expiryOf, type IssuedToken } from './token-source';

const issuing = () => {
  let n = 0;
  const obtain = vi.fn(async (): Promise<IssuedToken> => {
    n++;
    return { token: `t${n}`, expiresAt: Date.now() + 20_000 };
  });
  return obtain;
};

describe('TokenSource', () => {
  afterEach(() => vi.useRealTimers());

  it('gives every widget the same token and renews it once for all of them', async () => {
    const obtain = issuing();
    const source = new TokenSource(obtain);
    const first = await Promise.all([source.get(), source.get(), source.get()]);
    expect(first).toEqual(['t1', 't1', 't1']);
    // Three widgets told that t1 was refused: one renewal, the same new token for all.
    const renewed = await Promise.all([
      source.get({ stale: 't1' }),
      source.get({ stale: 't1' }),
      source.get({ stale: 't1' }),
    ]);
    expect(renewed).toEqual(['t2', 't2', 't2']);
    expect(obtain).toHaveBeenCalledTimes(2);
    // A widget late with its refusal of t1 gets t2 without another renewal.
    expect(await source.get({ stale: 't1' })).toBe('t2');
    expect(obtain).toHaveBeenCalledTimes(2);
  });

  it('renews before the token expires, not after', async () => {
    vi.useFakeTimers();
    const obtain = issuing();
    const source = new TokenSource(obtain);
    await source.get();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(obtain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_500); // a quarter of 20 s before expiry
    expect(obtain).toHaveBeenCalledTimes(2);
    expect(source.current?.token).toBe('t2');
  });

  it('renews when the tab becomes visible with an expiring token (timers slept)', async () => {
    const obtain = vi.fn(async (): Promise<IssuedToken> => ({ token: 'next', expiresAt: null }));
    const source = new TokenSource(obtain);
    const start = Date.now();
    source.set({ token: 'old', expiresAt: start + 60_000 });
    // The machine slept 50 s: the renewal timer has not fired, the clock moved on.
    const now = vi.spyOn(Date, 'now').mockReturnValue(start + 50_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(source.current?.token).toBe('next'));
    expect(obtain).toHaveBeenCalledTimes(1);
    now.mockRestore();
  });

  it('tells subscribers when the token is set or cleared', () => {
    const source = new TokenSource(issuing());
    const seen: (string | null)[] = [];
    source.subscribe(() => seen.push(source.current?.token ?? null));
    source.set({ token: 'a', expiresAt: null });
    source.clear();
    expect(seen).toEqual(['a', null]);
  });
});

describe('expiryOf', () => {
  it('reads the ISO expiresAt, else the exp claim of a JWT, else nothing', () => {
    expect(expiryOf('x', '2030-01-01T00:00:00.000Z')).toBe(Date.UTC(2030, 0, 1));
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000 })).replace(/=+$/, '');
    expect(expiryOf(`e30.${payload}.sig`)).toBe(1_900_000_000_000);
    expect(expiryOf('opaque')).toBeNull();
  });
});
