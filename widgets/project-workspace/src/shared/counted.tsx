import type { ReactNode } from 'react';
import { CountPill } from '@portfolio/ui';

/** A title with the count of what it heads beside it, once there is any. */
export function Counted({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      {children}
      {count > 0 ? <CountPill>{count}</CountPill> : null}
    </>
  );
}
