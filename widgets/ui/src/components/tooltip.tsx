import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { Portal } from './portal';

/** How long the pointer rests on a trigger before its tooltip opens. */
export const TOOLTIP_DELAY = 700;
/** After a tooltip closes, the next one opens at once if the pointer gets there within this time. */
export const TOOLTIP_SKIP_DELAY = 300;

interface TooltipSettings {
  delay: number;
  /** True within the skip delay after a tooltip closed. */
  recentlyClosed: () => boolean;
  markClosed: () => void;
}

function createTooltipSettings(delay: number, skipDelay: number): TooltipSettings {
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  return {
    delay,
    recentlyClosed: () => performance.now() - lastClosedAt < skipDelay,
    markClosed: () => {
      lastClosedAt = performance.now();
    },
  };
}

const fallbackSettings = createTooltipSettings(TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY);
const TooltipContext = createContext<TooltipSettings>(fallbackSettings);

/** Shares the open and skip delays among the tooltips below it. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}) {
  const [settings] = useState(() => createTooltipSettings(delayDuration, skipDelayDuration));
  return <TooltipContext.Provider value={settings}>{children}</TooltipContext.Provider>;
}

type Side = 'top' | 'right' | 'bottom' | 'left';

export interface TooltipProps {
  content: ReactNode;
  side?: Side;
  /** No tooltip (e.g. a sidebar item whose label is visible). The trigger stays as it is. */
  disabled?: boolean;
  /** The trigger: one focusable element. */
  children: ReactNode;
}

const GAP = 8;

function positionOf(rect: DOMRect, side: Side) {
  switch (side) {
    case 'right':
      return {
        left: rect.right + GAP,
        top: rect.top + rect.height / 2,
        transform: 'translateY(-50%)',
      };
    case 'left':
      return {
        left: rect.left - GAP,
        top: rect.top + rect.height / 2,
        transform: 'translate(-100%, -50%)',
      };
    case 'bottom':
      return {
        left: rect.left + rect.width / 2,
        top: rect.bottom + GAP,
        transform: 'translateX(-50%)',
      };
    case 'top':
      return {
        left: rect.left + rect.width / 2,
        top: rect.top - GAP,
        transform: 'translate(-50%, -100%)',
      };
  }
}

/**
 * A short label shown next to its trigger on hover (after 700 ms; at once within 300 ms of
 * another tooltip closing) or on keyboard focus; Esc hides it.
 */
export function Tooltip({ content, side = 'top', disabled = false, children }: TooltipProps) {
  const settings = useContext(TooltipContext);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const open = rect !== null && !disabled;

  useEffect(() => () => clearTimeout(timer.current), []);

  // The trigger is described by the tooltip while it shows.
  useEffect(() => {
    const trigger = wrapper.current?.firstElementChild;
    if (!open || !trigger) return;
    const previous = trigger.getAttribute('aria-describedby');
    trigger.setAttribute('aria-describedby', previous ? `${previous} ${id}` : id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRect(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous === null) trigger.removeAttribute('aria-describedby');
      else trigger.setAttribute('aria-describedby', previous);
    };
  }, [open, id]);

  const measure = () => wrapper.current?.firstElementChild?.getBoundingClientRect() ?? null;
  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    if (disabled) return;
    if (immediately || settings.recentlyClosed()) setRect(measure());
    else timer.current = setTimeout(() => setRect(measure()), settings.delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) settings.markClosed();
    setRect(null);
  };

  return (
    <>
      <Trigger
        ref={wrapper}
        onPointerEnter={() => show(false)}
        onPointerLeave={hide}
        onFocus={() => show(true)}
        onBlur={hide}
      >
        {children}
      </Trigger>
      {open && rect ? (
        <Portal>
          <Bubble id={id} role="tooltip" style={positionOf(rect, side)}>
            {content}
          </Bubble>
        </Portal>
      ) : null}
    </>
  );
}

/** Takes no box of its own: the child lays out as if it were not wrapped. */
const Trigger = styled.span`
  display: contents;
`;

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Bubble = styled.div`
  position: fixed;
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
