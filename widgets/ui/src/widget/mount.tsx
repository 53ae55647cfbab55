import { useEffect, useRef, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { useCurrentUser } from '../api/current-user';
import { resolveUrl } from '../api/api-client';
import { Button } from '../components/forms/button';
import { EmptyState } from '../components/data/feedback/empty-state';
import { PortalContainerProvider } from '../components/overlays/portal';
import { LoadingBlock } from '../components/display/spinner';
import { LockIcon } from '../icons/icons';
import type { MountOptions, WidgetProps } from './widget-props';
import { CompanyScope, WidgetRoot } from './widget-root';

/** Event a mounted widget dispatches on its element when it wants to go to an in-app path. */
export const NAVIGATE_EVENT = 'navigate';
export interface NavigateEventDetail {
  path: string;
}

/**
 * Renders a widget component into an element of any page (React or not) with everything it
 * needs around it. A ShadowRoot target keeps the widget's styles inside it. Returns `unmount`.
 *
 * `const unmount = mount(document.getElementById('slot')!, Dashboard, { apiBaseUrl, companyId })`
 */
export function mount<P extends WidgetProps>(
  element: Element | ShadowRoot,
  Component: ComponentType<P>,
  options: MountOptions<Omit<P, keyof WidgetProps>> = {},
): () => void {
  const isShadow = typeof ShadowRoot !== 'undefined' && element instanceof ShadowRoot;
  const host = isShadow ? (element as ShadowRoot).host : (element as Element);
  const container = document.createElement('div');
  container.setAttribute('data-portfolio-widget', '');
  // Overlays portal into this container: it takes the kit's element resets too.
  container.setAttribute('data-widget-root', '');
  element.appendChild(container);

  const navigate =
    options.navigate ??
    ((path: string) =>
      host.dispatchEvent(
        new CustomEvent<NavigateEventDetail>(NAVIGATE_EVENT, {
          detail: { path },
          bubbles: true,
          composed: true,
        }),
      ));

  const root = createRoot(container);
  root.render(
    <StyleSheetManager target={isShadow ? (element as unknown as HTMLElement) : undefined}>
      <PortalContainerProvider value={container}>
        <WidgetRoot {...options} companyId={options.companyId ?? null}>
          <Resolved Component={Component} options={options} navigate={navigate} />
        </WidgetRoot>
      </PortalContainerProvider>
    </StyleSheetManager>,
  );

  return () => {
    root.unmount();
    container.remove();
  };
}

function Resolved<P extends WidgetProps>({
  Component,
  options,
  navigate,
}: {
  Component: ComponentType<P>;
  options: MountOptions<Omit<P, keyof WidgetProps>>;
  navigate: (path: string) => void;
}) {
  const resolveUser = options.user === undefined;
  const current = useCurrentUser({ enabled: resolveUser });
  const user = resolveUser ? current.user : (options.user ?? null);
  const loading = resolveUser && current.isLoading;
  const signedOut = !loading && (options.requireUser ?? true) && !user;

  const notified = useRef(false);
  useEffect(() => {
    if (loading || notified.current) return;
    notified.current = true;
    if (signedOut) options.onAuthRequired?.();
    else options.onReady?.();
  }, [loading, signedOut, options]);

  if (loading) return <LoadingBlock />;
  if (signedOut) {
    return (
      <EmptyState
        icon={<LockIcon size={22} />}
        title="Sign in required"
        description="Sign in to your portfolio account to see this."
        action={
          <Button
            as="a"
            href={resolveUrl('/api/login', { baseUrl: options.apiBaseUrl })}
            target="_top"
          >
            Sign In
          </Button>
        }
      />
    );
  }
  const companyId =
    options.companyId !== undefined ? options.companyId : (user?.companies[0]?.id ?? null);
  const props = { ...options.props, companyId, user, navigate } as P;
  if (options.companyId !== undefined) return <Component {...props} />;
  // The company is the signed-in person's (the page named none): the root could not know it.
  return (
    <CompanyScope companyId={companyId}>
      <Component {...props} />
    </CompanyScope>
  );
}
