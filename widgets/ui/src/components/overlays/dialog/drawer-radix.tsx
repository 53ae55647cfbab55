import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { baseStyles } from '../../../theme/global-style';
import type { DrawerProps } from './drawer';
import { useFocusReturn } from '../focus-return';
import { usePortalContainer } from '../portal';
import { VisuallyHidden } from '../../display/visually-hidden';

/** The kit's {@link Drawer} on Radix UI's Dialog primitive (fetched when a drawer first opens). */
export function RadixDrawer({ open, onOpenChange, title, children }: DrawerProps) {
  const container = usePortalContainer();
  const focusReturn = useFocusReturn({ focusFirst: true });
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay asChild>
          <DrawerOverlay data-testid="drawer-overlay" />
        </DialogPrimitive.Overlay>
        <DialogPrimitive.Content asChild aria-describedby={undefined} {...focusReturn}>
          <DrawerPanel>
            <DialogPrimitive.Title asChild>
              <VisuallyHidden as="h2">{title}</VisuallyHidden>
            </DialogPrimitive.Title>
            {children}
          </DrawerPanel>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const DrawerOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.overlay};
  background: ${(p) => p.theme.color.overlay};
  animation: ${fadeIn} 150ms ease;
`;

/** Full height at the left edge; never wider than the screen less a strip of the page. */
const DrawerPanel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${(p) => p.theme.z.overlay};
  width: min(18rem, calc(100vw - 3rem));
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  box-shadow: ${(p) => p.theme.shadow.xl};
  animation: ${slideIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &:focus {
    outline: none;
  }
  ${baseStyles};
`;
