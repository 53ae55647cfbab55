import type { ReactNode } from 'react';
import type { Tone } from '@portfolio/contracts';
import { Badge, CountPill } from '@portfolio/ui';

/** A title with the count of what it heads beside it, once there is any. */
export function Counted({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      {children}
      {count > 0 ? <CountPill>{count}</CountPill> : null}
    </>
  );
}

/** A title with a warning beside it while the warning holds ("Over budget"). */
export function Flagged({
  flag,
  children,
}: {
  flag: { tone: Tone; label: string } | null;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      {flag ? (
        <Badge $tone={flag.tone} $size="sm">
          {flag.label}
        </Badge>
      ) : null}
    </>
  );
}
