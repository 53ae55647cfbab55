import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** How long the pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** After a tooltip closes, the next one opens at once if the pointer gets there within this time. */
export const TOOLTIP_SKIP_DELAY = 300;

export interface TooltipTiming {
  delayDuration: number;
  /** A tooltip below the provider closed now. */
  markClosed(): void;
  /** A tooltip below the provider closed less than the skip delay ago. */
  inSkipWindow(): boolean;
}

function timing(delayDuration: number, skipDelayDuration: number, lastClose: { current: number }) {
  return {
    delayDuration,
    markClosed: () => {
      lastClose.current = Date.now();
    },
    inSkipWindow: () => Date.now() - lastClose.current < skipDelayDuration,
  };
}

const TooltipTimingContext = createContext<TooltipTiming>(
  timing(TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, { current: -Infinity }),
);

export const useTooltipTiming = () => useContext(TooltipTimingContext);

/**
 * Shares the open and skip delays among the tooltips below it. It is the kit's own, not Radix
 * UI's provider, so that it costs nothing until a tooltip is first about to show.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}) {
  // Written when a tooltip closes, read when another is hovered: never rendered.
  const [lastClose] = useState(() => ({ current: -Infinity }));
  const value = useMemo(
    () => timing(delayDuration, skipDelayDuration, lastClose),
    [delayDuration, skipDelayDuration, lastClose],
  );
  return <TooltipTimingContext.Provider value={value}>{children}</TooltipTimingContext.Provider>;
}
