import { useEffect, useRef, useState } from 'react';
import * as RadixTooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { usePortalContainer } from '../portal';
import type { TooltipIntent, TooltipProps } from './tooltip';
import { useTooltipTiming } from './tooltip-timing';

/** The kit's {@link Tooltip} on Radix UI's Tooltip primitive (fetched on first hover or focus). */
export function RadixTooltip({
  content,
  side = 'top',
  disabled = false,
  children,
  intent,
}: TooltipProps & { intent: TooltipIntent }) {
  const container = usePortalContainer();
  const { delayDuration, markClosed, inSkipWindow } = useTooltipTiming();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    if (!next && open) markClosed();
    setOpen(next);
  };

  // This part replaced a trigger that had the focus or the pointer: carry on as Radix would have.
  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    if (intent.focused) {
      element.focus();
      return;
    }
    if (intent.hoveredSince === null) return;
    const timer = setTimeout(
      () => {
        if (element.matches(':hover')) setOpen(true);
      },
      Math.max(0, delayDuration - (Date.now() - intent.hoveredSince)),
    );
    return () => clearTimeout(timer);
    // On mount only: the intent is the replaced trigger's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // One provider per tooltip: the kit's TooltipProvider shares the delays and the skip window.
    <RadixTooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={0}
      // A label, not a popover: it closes as soon as the pointer leaves the trigger.
      disableHoverableContent
    >
      <RadixTooltipPrimitive.Root open={open && !disabled} onOpenChange={onOpenChange}>
        <RadixTooltipPrimitive.Trigger
          asChild
          ref={trigger}
          onPointerMove={() => {
            // Within the skip window of another tooltip closing: at once.
            if (!open && inSkipWindow()) setOpen(true);
          }}
        >
          {children}
        </RadixTooltipPrimitive.Trigger>
        <RadixTooltipPrimitive.Portal container={container}>
          <Bubble side={side} sideOffset={8} collisionPadding={8}>
            {content}
          </Bubble>
        </RadixTooltipPrimitive.Portal>
      </RadixTooltipPrimitive.Root>
    </RadixTooltipPrimitive.Provider>
  );
}

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Bubble = styled(RadixTooltipPrimitive.Content)`
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
