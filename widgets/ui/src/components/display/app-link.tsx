import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

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
