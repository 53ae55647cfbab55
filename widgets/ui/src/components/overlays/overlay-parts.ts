import {
  cloneElement,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';

/** A module fetched on first need, then used synchronously by every component on the page. */
export interface LazyPart<T> {
  /** Starts fetching (once); resolves with the module. A failed fetch is retried on next call. */
  load(): Promise<T>;
  /** The module once fetched; fetches it when `wanted` turns true. */
  useModule(wanted: boolean): T | undefined;
}

/**
 * The kit's overlays (dialogs, menus, tooltips) sit on Radix UI, whose code (with floating-ui for
 * placement) weighs as much as the rest of the kit. The kit is one shared module, so a static
 * import would put it on every page's first paint; a part is fetched instead when an overlay is
 * first about to show. Unlike `React.lazy`, a part already fetched renders in the same pass (no
 * Suspense round), so a trigger opens its overlay at once after the first time.
 */
export function lazyPart<T>(fetch: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;

  const load = () =>
    (pending ??= fetch().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  return {
    load,
    useModule(wanted) {
      const module = useSyncExternalStore(subscribe, snapshot, snapshot);
      useEffect(() => {
        if (wanted && !module) {
          // The overlay stays closed; the next attempt fetches again.
          load().catch((error: unknown) => console.error(error));
        }
      }, [wanted, module]);
      return module;
    },
  };
}

export const dialogPart = lazyPart(() => import('./dialog/dialog-radix'));
export const confirmDialogPart = lazyPart(() => import('./dialog/confirm-dialog-radix'));
export const menuPart = lazyPart(() => import('./menu/menu-radix'));
export const tooltipPart = lazyPart(() => import('./tooltip/tooltip-radix'));
export const popoverPart = lazyPart(() => import('./popover/popover-radix'));
export const drawerPart = lazyPart(() => import('./dialog/drawer-radix'));

/**
 * Fetches every overlay part now, as a page does on the first hover, focus or opening. Tests call
 * it first so that overlays show in the same render pass, as they do once fetched.
 */
export const loadOverlays = () =>
  Promise.all([
    dialogPart.load(),
    confirmDialogPart.load(),
    menuPart.load(),
    tooltipPart.load(),
    popoverPart.load(),
    drawerPart.load(),
  ]);

/** Event handlers a trigger can be given (React's `on…` props). */
export type TriggerHandlers = Omit<DOMAttributes<Element>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * A menu's or tooltip's trigger as it stands until Radix is here: the same element with `props`,
 * and each of `handlers` run after the trigger's own handler of that name, so the page's handlers
 * keep working. Anything but one element is returned as it is.
 */
export function withChainedHandlers(
  trigger: ReactNode,
  handlers: TriggerHandlers,
  props: Record<string, unknown> = {},
): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  type Handler = ((event: unknown) => void) | undefined;
  const own = trigger.props as Record<string, Handler>;
  const added = handlers as Record<string, Handler>;
  const chained = Object.fromEntries(
    Object.keys(added).map((name) => [
      name,
      (event: unknown) => {
        own[name]?.(event);
        added[name]?.(event);
      },
    ]),
  );
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, { ...props, ...chained });
}
