import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type RefObject,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { XIcon } from '../../icons/icons';
import { baseStyles } from '../../theme/global-style';
import { media, theme } from '../../theme/theme';
import { Portal } from '../overlays/portal';
import { edgeBox, placeToasts, type Box, type ToastPlacement } from './toast-placement';
import {
  TOAST_DURATION,
  TOAST_POINTER_REST,
  TOAST_SWIPE_THRESHOLD,
  type ToastItem,
  type ToastStore,
} from './toast-store';

/** Renders the open toasts of a store in the page corner, clear of what was just used. */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const open = toasts.filter((t) => t.open);
  const viewport = useClearPlacement(open);
  return (
    <Portal>
      {/* aria-live keeps the toasts perceivable while a modal dialog hides the rest of the page
          (Radix UI's aria-hidden spares live regions); each toast says how it is announced. */}
      <Viewport
        ref={viewport}
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

/**
 * A toast must not cover the control that raised it (Create Project, Save Changes) nor an open
 * dialog's actions: the control last pressed and every dialog footer on the page are measured
 * when toasts open, and the toasts move to the opposite edge when their corner would cover one.
 */
function useClearPlacement(open: readonly unknown[]): RefObject<HTMLOListElement | null> {
  const viewport = useRef<HTMLOListElement>(null);
  const lastControl = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      const target = event.composedPath()[0];
      if (target instanceof Element && !viewport.current?.contains(target)) {
        lastControl.current = target.closest('button, a, input, select, textarea') ?? target;
      }
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || open.length === 0) return;
    const { width, height } = element.getBoundingClientRect();
    const screen = { width: window.innerWidth, height: window.innerHeight };
    const wide = window.matchMedia?.(`(min-width: ${theme.breakpoint.md})`).matches ?? true;
    const size = { width: wide ? width : screen.width, height };
    const root = element.getRootNode() as Document | ShadowRoot;
    const keepClear: Box[] = [...root.querySelectorAll('[data-dialog-actions]')].map((footer) =>
      footer.getBoundingClientRect(),
    );
    if (lastControl.current?.isConnected) {
      keepClear.push(lastControl.current.getBoundingClientRect());
    }
    const [corner, opposite] = wide ? (['bottom', 'top'] as const) : (['top', 'bottom'] as const);
    // Set on the element before paint (the toasts never show over the control first).
    const placement: ToastPlacement = placeToasts(
      edgeBox(corner, size, screen),
      edgeBox(opposite, size, screen),
      keepClear,
    );
    element.setAttribute('data-placement', placement);
  }, [open]);
  return viewport;
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const duration = item.duration ?? TOAST_DURATION;
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const [paused, setPaused] = useState(false);
  const rest = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => () => clearTimeout(rest.current), []);
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
  // A pointer moving over the toast holds it (to read it, to reach its action); a toast that
  // opened under a resting pointer is not held, and a pointer left resting on it lets it go.
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    setPaused(true);
    clearTimeout(rest.current);
    rest.current = setTimeout(() => setPaused(false), TOAST_POINTER_REST);
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
      onPointerLeave={() => {
        clearTimeout(rest.current);
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

  &[data-placement='opposite'] {
    top: auto;
    bottom: 0;
    flex-direction: column;
    ${media.md} {
      top: 0;
      bottom: auto;
      flex-direction: column-reverse;
    }
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
