import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import type { CurrentUser } from '@portfolio/contracts';
import { MAIN_CONTENT_ID } from '../routing/skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * The frame of every public page: the top bar, the main content the skip link jumps to, and the
 * footer. `main` is the page's own styled `<main>` when it lays its content out itself;
 * `returnTo` is where Sign In comes back to.
 */
export function PublicPage({
  user,
  returnTo,
  main: Main = 'main',
  children,
}: {
  user: CurrentUser | null;
  returnTo?: string;
  main?: ElementType<ComponentPropsWithoutRef<'main'>>;
  children: ReactNode;
}) {
  return (
    <>
      <TopBar user={user} returnTo={returnTo} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter user={user} />
    </>
  );
}
