import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { tooltipPart } from './overlay-parts';

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
export type TooltipIntent = { focused: boolean; hoveredSince: number | null };

/**
 * A short label shown next to its trigger on hover (after 700 ms; at once within 300 ms of
 * another tooltip closing) or on keyboard focus; Esc hides it. Radix UI's Tooltip primitive does
 * the timing, the placement and the aria wiring (fetched when a trigger first gets the pointer
 * or the focus); it renders in the widget's own portal container.
 */
export function Tooltip(props: TooltipProps) {
  const [intent, setIntent] = useState<TooltipIntent>({ focused: false, hoveredSince: null });
  const wanted = !props.disabled && (intent.focused || intent.hoveredSince !== null);
  const part = tooltipPart.useModule(wanted);
  if (part) return <part.RadixTooltip {...props} intent={intent} />;
  if (props.disabled || !isValidElement(props.children)) return props.children;
  const trigger = props.children as ReactElement<Record<string, unknown>>;
  const own = trigger.props as {
    onPointerMove?: (event: unknown) => void;
    onPointerLeave?: (event: unknown) => void;
    onFocus?: (event: unknown) => void;
    onBlur?: (event: unknown) => void;
  };
  return cloneElement(trigger, {
    'data-state': 'closed',
    onPointerMove: (event: unknown) => {
      own.onPointerMove?.(event);
      setIntent((now) => (now.hoveredSince === null ? { ...now, hoveredSince: Date.now() } : now));
    },
    onPointerLeave: (event: unknown) => {
      own.onPointerLeave?.(event);
      setIntent((now) => ({ ...now, hoveredSince: null }));
    },
    onFocus: (event: unknown) => {
      own.onFocus?.(event);
      setIntent((now) => ({ ...now, focused: true }));
    },
    onBlur: (event: unknown) => {
      own.onBlur?.(event);
      setIntent((now) => ({ ...now, focused: false }));
    },
  });
}
