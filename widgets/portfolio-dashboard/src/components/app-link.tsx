import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { ArrowRightIcon, color, fontSize } from '@portfolio/ui';

export interface AppLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** An in-app path such as `/projects/<id>`. */
  to: string;
  /** The widget's `navigate` (the host's router, or a `navigate` event on a foreign page). */
  navigate: (path: string) => void;
}

/**
 * A real link to an in-app path (so it reads as a link and shows its address) whose plain click
 * goes through `navigate`; a click with a modifier key is left to the browser.
 */
export function AppLink({ to, navigate, onClick, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}

/** "View all … →": a link to a fuller list, at the end of a card. */
export function ViewAllLink({ children, ...props }: AppLinkProps) {
  return (
    <ViewAll {...props}>
      {children}
      <ArrowRightIcon size={14} />
    </ViewAll>
  );
}

const ViewAll = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('primary')};
  text-decoration: none;
  svg {
    transition: transform 150ms ease;
  }
  &:hover {
    color: ${color('primaryHover')};
  }
  &:hover svg {
    transform: translateX(2px);
  }
  &:focus-visible {
    outline: 2px solid ${color('primary')};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
