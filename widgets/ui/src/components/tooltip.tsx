import { useState, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { usePortalContainer } from './portal';

/** How long the pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** After a tooltip closes, the next one opens at once if the pointer gets there within this time. */
export const TOOLTIP_SKIP_DELAY = 300;

/** Shares the open and skip delays among the tooltips below it (Radix UI's Tooltip provider). */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}) {
  return (
    <RadixTooltip.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      // A label, not a popover: it closes as soon as the pointer leaves the trigger.
      disableHoverableContent
    >
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** No tooltip (e.g. a sidebar item whose label is visible). The trigger stays as it is. */
  disabled?: boolean;
  /** The trigger: one focusable element. */
  children: ReactNode;
}

/**
 * A short label shown next to its trigger on hover (after 700 ms; at once within 300 ms of
 * another tooltip closing) or on keyboard focus; Esc hides it. Radix UI's Tooltip primitive does
 * the timing, the placement and the aria wiring; it renders in the widget's own portal container.
 */
export function Tooltip({ content, side = 'top', disabled = false, children }: TooltipProps) {
  const container = usePortalContainer();
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Root open={open && !disabled} onOpenChange={setOpen}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal container={container}>
        <Bubble side={side} sideOffset={8} collisionPadding={8}>
          {content}
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Bubble = styled(RadixTooltip.Content)`
  z-index: ${(p) => p.theme.z.tooltip};
  padding: 0.375rem 0.625rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: #111827;
  color: #f9fafb;
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 500;
  line-height: 1.3;
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${(p) => p.theme.shadow.md};
  animation: ${appear} 120ms ease;
`;
