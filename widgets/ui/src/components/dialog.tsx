import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { baseStyles } from '../theme/global-style';
import { XIcon } from '../icons/icons';
import { Portal } from './portal';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user asks to close (Esc, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * A request is running: every control inside is disabled and the dialog cannot be closed
   * until it ends.
   */
  pending?: boolean;
  /** Buttons at the bottom; inside the disabled region while pending. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
  /** For a form dialog: the footer's submit button submits this form. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const widths = { sm: '400px', md: '520px', lg: '720px' };

/**
 * A modal dialog: focus moves inside and stays there, Esc closes it, focus returns to where it
 * was on close. While `pending`, all its controls are disabled and it stays open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  footer,
  size = 'md',
  children,
  onSubmit,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const root = panel.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    const first =
      panel.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ??
      panel.querySelector<HTMLElement>(`[data-dialog-body] :is(${FOCUSABLE})`) ??
      panel;
    first.focus();
    return () => previous?.focus?.();
  }, [open]);

  // A control disabled while pending drops the focus; keep it in the dialog for the keyboard.
  useEffect(() => {
    if (open && pending) panelRef.current?.focus();
  }, [open, pending]);

  useEffect(() => {
    if (!open || typeof document === 'undefined') return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  const close = () => {
    if (!pending) onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const root = panelRef.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const body = (
    <Fieldset disabled={pending}>
      <Body data-dialog-body>{children}</Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </Fieldset>
  );

  return (
    <Portal>
      <Overlay
        onMouseDown={(e) => e.target === e.currentTarget && close()}
        data-testid="dialog-overlay"
      >
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          aria-busy={pending || undefined}
          tabIndex={-1}
          $width={widths[size]}
          onKeyDown={onKeyDown}
        >
          <Header>
            <div>
              <Title id={titleId}>{title}</Title>
              {description ? <Description id={descriptionId}>{description}</Description> : null}
            </div>
            <CloseButton type="button" aria-label="Close" onClick={close} disabled={pending}>
              <XIcon size={18} />
            </CloseButton>
          </Header>
          {onSubmit ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!pending) onSubmit(event);
              }}
            >
              {body}
            </form>
          ) : (
            body
          )}
        </Panel>
      </Overlay>
    </Portal>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.overlay};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${(p) => p.theme.color.overlay};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 150ms ease;
  ${baseStyles};
`;

const Panel = styled.div<{ $width: string }>`
  width: 100%;
  max-width: ${(p) => p.$width};
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.xl};
  animation: ${rise} 180ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem 1.5rem 0;
`;

const Title = styled.h2`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.3;
`;

const Description = styled.p`
  margin-top: 0.375rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin: -0.25rem -0.5rem 0 0;
  border: none;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.textSubtle};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Body = styled.div`
  padding: 1.25rem 1.5rem;
  display: grid;
  gap: 1rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 1rem 1.5rem 1.5rem;
`;
