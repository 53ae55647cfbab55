import { useLayoutEffect, useState, type ElementType } from 'react';
import styled from 'styled-components';
import { Tooltip } from '../overlays/tooltip/tooltip';

export interface ClampedTextProps {
  /** The whole text: shown up to `lines` lines, and whole in the tooltip when cut. */
  children: string;
  /** Lines shown before the ellipsis. */
  lines?: number;
  /** The element it renders as (a heading, `strong`…); a `span` by default. */
  as?: ElementType;
  className?: string;
}

/**
 * Text of any length (a 255-character model name) in at most `lines` lines, ending in an
 * ellipsis. When it is cut, the kit's Tooltip shows it whole on hover, and the text takes the
 * keyboard focus so the tooltip opens on focus too. The whole text stays in the DOM for screen
 * readers and search; only the drawing is clamped.
 */
export function ClampedText({ children, lines = 2, as, className }: ClampedTextProps) {
  // A state, not a ref: the Tooltip puts the text in a new element when it first opens, and the
  // measuring must follow it (a detached element measures 0 and would say nothing is cut).
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The width of a card changes with the window: a name cut at one width may fit at another.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, children, lines]);

  return (
    <Tooltip content={<Whole>{children}</Whole>} disabled={!cut}>
      <Clamp
        ref={setElement}
        as={as}
        className={className}
        $lines={lines}
        tabIndex={cut ? 0 : undefined}
        data-clamped={cut ? '' : undefined}
      >
        {children}
      </Clamp>
    </Tooltip>
  );
}

const Clamp = styled.span<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${(p) => p.$lines};
  line-clamp: ${(p) => p.$lines};
  overflow: hidden;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: none;
    border-radius: ${(p) => p.theme.radius.sm};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;

/** A long name in the tooltip: wrapped within a readable width. */
const Whole = styled.span`
  display: block;
  max-width: 20rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;
