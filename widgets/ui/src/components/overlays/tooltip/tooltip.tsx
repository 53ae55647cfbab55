import { useState, type ReactNode } from 'react';
import { tooltipPart, withChainedHandlers } from '../overlay-parts';

export { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, TooltipProvider } from './tooltip-timing';

export interface TooltipProps {
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** No tooltip (e.g. a sidebar item whose label is visible). The trigger stays as it is. */
  disabled?: boolean;
  /** The trigger: one focusable element. */
  children: ReactNode;
}

/** What the trigger went through before Radix was here. */
export type TooltipIntent = { focused: boolean; hoveredSince: number | null; pressed: boolean };

/**
 * A short label shown next to its trigger on hover (after 700 ms; at once within 300 ms of
 * another tooltip closing) or on keyboard focus; Esc hides it. Radix UI's Tooltip primitive does
 * the timing, the placement and the aria wiring (fetched when a trigger first gets the pointer
 * or the focus); it renders in the widget's own portal container.
 */
export function Tooltip(props: TooltipProps) {
  const [intent, setIntent] = useState<TooltipIntent>({
    focused: false,
    hoveredSince: null,
    pressed: false,
  });
  const wanted = !props.disabled && (intent.focused || intent.hoveredSince !== null);
  const part = tooltipPart.useModule(wanted);
  // Radix's trigger is a new element: swapping it in between a press and its release would lose
  // the click, so a pressed trigger waits until the click has been dispatched.
  if (part && !intent.pressed) return <part.RadixTooltip {...props} intent={intent} />;
  if (props.disabled) return props.children;
  return withChainedHandlers(
    props.children,
    {
      onPointerMove: () =>
        setIntent((now) =>
          now.hoveredSince === null ? { ...now, hoveredSince: Date.now() } : now,
        ),
      onPointerLeave: () => setIntent((now) => ({ ...now, hoveredSince: null, pressed: false })),
      onPointerDown: () => setIntent((now) => ({ ...now, pressed: true })),
      // The click follows the pointerup in the same task.
      onPointerUp: () => setTimeout(() => setIntent((now) => ({ ...now, pressed: false }))),
      onFocus: () => setIntent((now) => ({ ...now, focused: true })),
      onBlur: () => setIntent((now) => ({ ...now, focused: false })),
    },
    { 'data-state': 'closed' },
  );
}
