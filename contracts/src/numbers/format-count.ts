/**
 * A count with its noun, singular for one: "1 project", "0 projects", "1,250 projects".
 * `plural` for a noun that does not just take an "s".
 */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}
