import * as RadixPopoverPrimitive from '@radix-ui/react-popover';
import styled from 'styled-components';
import type { PopoverProps } from './popover';
import { floatingPanel } from '../floating-panel';
import { usePortalContainer } from '../portal';

/** The kit's {@link Popover} on Radix UI's Popover primitive (fetched on first use). */
export function RadixPopover({
  trigger,
  label,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  width,
  children,
}: PopoverProps) {
  const container = usePortalContainer();
  return (
    <RadixPopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopoverPrimitive.Trigger asChild>{trigger}</RadixPopoverPrimitive.Trigger>
      <RadixPopoverPrimitive.Portal container={container}>
        <Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          style={width ? { width } : undefined}
        >
          {children}
        </Content>
      </RadixPopoverPrimitive.Portal>
    </RadixPopoverPrimitive.Root>
  );
}

const Content = styled(RadixPopoverPrimitive.Content)`
  ${floatingPanel}
  max-width: calc(100vw - 16px);
  max-height: min(32rem, var(--radix-popover-content-available-height, 32rem));
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.lg};
  &:focus-visible {
    outline: none;
    box-shadow:
      ${(p) => p.theme.shadow.lg},
      0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;
