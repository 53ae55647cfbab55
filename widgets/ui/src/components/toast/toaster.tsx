import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { XIcon } from '../../icons/icons';
import { baseStyles } from '../../theme/global-style';
import { media } from '../../theme/theme';
import { Portal } from '../portal';
import {
  TOAST_DURATION,
  TOAST_SWIPE_THRESHOLD,
  type ToastItem,
  type ToastStore,
} from './toast-store';

/** Renders the open toasts of a store in the page corner. */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const open = toasts.filter((t) => t.open);
  return (
    <Portal>
      {/* aria-live keeps the toasts perceivable while a modal dialog hides the rest of the page
          (Radix UI's aria-hidden spares live regions); each toast says how it is announced. */}
      <Viewport
        role="region"
        aria-label="Notifications"
        aria-live="off"
        data-toast-viewport=""
        data-print-hide=""
      >
        {open.map((t) => (
          <Toast key={t.id} item={t} onDismiss={() => store.dismiss(t.id)} />
        ))}
      </Viewport>
    </Portal>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const duration = item.duration ?? TOAST_DURATION;
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, duration, onDismiss]);

  const destructive = item.variant === 'destructive';
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (dragStart.current !== null) setDragX(Math.max(0, event.clientX - dragStart.current));
  };
  const onPointerUp = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (dragX > TOAST_SWIPE_THRESHOLD) onDismiss();
    else setDragX(0);
  };

  return (
    <Item
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={item.variant ?? 'default'}
      $destructive={destructive}
      style={dragX ? { transform: `translateX(${dragX}px)`, opacity: 1 - dragX / 200 } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => {
        setPaused(false);
        onPointerUp();
      }}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <Text>
        {item.title ? <Title>{item.title}</Title> : null}
        {item.description ? <Description>{item.description}</Description> : null}
      </Text>
      {item.action}
      <Close type="button" aria-label="Close" onClick={onDismiss} $destructive={destructive}>
        <XIcon size={16} />
      </Close>
    </Item>
  );
}

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Viewport = styled.ol`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${(p) => p.theme.z.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: 0.5rem;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 1rem;
  list-style: none;
  pointer-events: none;
  ${baseStyles};

  /* The spec's viewport: across the top of a small screen, in the bottom right corner from
     medium screens up, at most 420px wide. A page's own buttons (New Project, Export CSV) sit in
     its header at the top right, and a toast must not cover them for its five seconds. */
  ${media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    flex-direction: column;
    max-width: 420px;
  }
`;

const Item = styled.li<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  width: 100%;
  padding: 1rem 1rem 1rem 1.25rem;
  border-radius: ${(p) => p.theme.radius.lg};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.lg};
  animation: ${slideIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  touch-action: pan-y;
  ${(p) =>
    p.$destructive &&
    css`
      background: ${p.theme.color.danger};
      border-color: ${p.theme.color.danger};
      color: ${p.theme.color.onDanger};
    `}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.25rem;
`;

const Title = styled.div`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Description = styled.div`
  font-size: ${(p) => p.theme.fontSize.sm};
  opacity: 0.9;
`;

const Close = styled.button<{ $destructive: boolean }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: inherit;
  opacity: 0.6;
  cursor: pointer;
  &:hover {
    opacity: 1;
    background: ${(p) => (p.$destructive ? 'rgba(255,255,255,0.15)' : p.theme.color.surfaceMuted)};
  }
  &:focus-visible {
    outline: none;
    opacity: 1;
    box-shadow: 0 0 0 2px ${(p) => p.theme.color.focusRing};
  }
`;
