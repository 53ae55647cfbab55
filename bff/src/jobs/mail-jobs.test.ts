import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/logger.ts';
import { sendEach } from './mail-jobs.ts';

describe('sendEach', () => {
  it('sends to the others when one fails, logs it, then fails the run with the first failure', async () => {
    const logs = captureLogs();
    const tried: number[] = [];
    const failure = new Error('mail server down');
    const run = sendEach(
      logs,
      [1, 2, 3, 4],
      async (n) => {
        tried.push(n);
        if (n % 2 === 0) throw n === 2 ? failure : new Error('later');
        return n;
      },
      { message: 'thing not sent', about: (n) => ({ n }) },
    );

    await expect(run).rejects.toBe(failure);
    expect(tried).toEqual([1, 2, 3, 4]);
    expect(
      logs.entries.filter((e) => e.msg === 'thing not sent').map((e) => [e.n, e.level]),
    ).toEqual([
      [2, 40],
      [4, 40],
    ]);
  });

  it('answers what the sends counted when none fails', async () => {
    const logs = captureLogs();
    const sent = await sendEach(logs, ['a', 'b'], async () => 2, {
      message: 'thing not sent',
      about: () => ({}),
    });
    expect(sent).toBe(4);
    expect(logs.entries).toEqual([]);
  });
});
