import type { CurrentUser } from '@portfolio/contracts';
import type { WidgetRootProps } from './widget-root';

/**
 * What every exposed widget component receives, from the host shell, from `mount()` on a
 * foreign page, or from a story. Widgets never depend on a router: they call `navigate`.
 */
export interface WidgetProps {
  /** The active company (the user's first), or null when there is none or nobody is signed in. */
  companyId: string | null;
  /** The signed-in user, or null. */
  user: CurrentUser | null;
  /**
   * Go to an in-app path such as `/projects/<id>`. The host maps it to its router; on a foreign
   * page it becomes a `navigate` event the page can act on.
   */
  navigate: (path: string) => void;
  /**
   * The page's address, where a widget keeps its view (search, filters, order) so that it can be
   * bookmarked, shared and found again with Back. The shell passes its router's. Absent (a
   * widget mounted on another site's page, whose address is that page's own, or a story): the
   * view lives in the widget's memory.
   */
  location?: WidgetLocation;
}

/** The page's address as a widget reads and writes it (see {@link WidgetProps.location}). */
export interface WidgetLocation {
  /** The query string: `?q=bot&status=active`, or ''. */
  search: string;
  /** Puts this query string in the address in place of the current one (no new history entry). */
  replaceSearch: (search: string) => void;
}

/** The module shape of an exposed component: `export default function Dashboard(props: WidgetProps)`. */
export interface ExposedComponentModule<P extends WidgetProps = WidgetProps> {
  default: React.ComponentType<P>;
  /** False for a widget open to everyone (the feedback form): no sign-in is asked for when embedded. */
  requiresUser?: boolean;
}

/** The module shape of an exposed `./mount`. */
export interface ExposedMountModule {
  mount: (element: Element | ShadowRoot, options?: MountOptions) => () => void;
  default?: ExposedMountModule['mount'];
}

export interface MountOptions<Extra = Record<string, unknown>> extends Omit<
  WidgetRootProps,
  'children' | 'companyId'
> {
  /** The active company. Absent: the signed-in user's first company. */
  companyId?: string | null;
  /** The signed-in user. Absent: asked from the BFF (`GET /api/auth/session`). Null: a public widget. */
  user?: CurrentUser | null;
  /**
   * Whether the widget needs a signed-in user (true unless said). When the user turns out to be
   * signed out, a sign-in card shows and `onAuthRequired` is called.
   */
  requireUser?: boolean;
  /** Default: a bubbling `navigate` CustomEvent ({ path }) on the element. */
  navigate?: (path: string) => void;
  /** More props for the component (e.g. `{ projectId }`). */
  props?: Extra;
  /** The widget rendered for the first time. */
  onReady?: () => void;
}
