/**
 * The addresses of the frameworks' pages in the shell, under /compliance, and what each shows:
 * the one list both the shell's router and the widget's own navigation read.
 */

export const FRAMEWORKS_VIEWS = ['frameworks', 'controls', 'soa'] as const;
export type FrameworksView = (typeof FRAMEWORKS_VIEWS)[number];

/** What a page of the widget shows: a view, and the one item of it opened, if any. */
export interface FrameworksPlace {
  view: FrameworksView;
  frameworkId?: string;
  controlId?: string;
  /** A published version of the Statement of Applicability. */
  soaVersion?: number;
}

export const COMPLIANCE_PATH = '/compliance';
export const frameworksPath = () => '/compliance/frameworks';
export const frameworkPath = (id: string) => `/compliance/frameworks/${encodeURIComponent(id)}`;
export const controlsPath = () => '/compliance/controls';
export const controlPath = (id: string) => `/compliance/controls/${encodeURIComponent(id)}`;
export const soaPath = () => '/compliance/soa';
export const soaVersionPath = (version: number) => `/compliance/soa/versions/${version}`;
/** A project's Compliance section, where its obligations and their evidence are. */
export const projectCompliancePath = (projectId: string) => `/projects/${projectId}/compliance`;

/** The address of a place. */
export function pathOf(place: FrameworksPlace): string {
  if (place.view === 'controls') {
    return place.controlId ? controlPath(place.controlId) : controlsPath();
  }
  if (place.view === 'soa') {
    return place.soaVersion ? soaVersionPath(place.soaVersion) : soaPath();
  }
  return place.frameworkId ? frameworkPath(place.frameworkId) : frameworksPath();
}

/** The place an address of the widget shows; undefined for an address outside it. */
export function placeOf(path: string): FrameworksPlace | undefined {
  const [pathname = ''] = path.split(/[?#]/);
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'compliance') return undefined;
  const [, view, id, more] = parts;
  if (view === 'frameworks' && !more) return { view, ...(id ? { frameworkId: id } : {}) };
  if (view === 'controls' && !more) return { view, ...(id ? { controlId: id } : {}) };
  if (view === 'soa' && !id) return { view };
  if (view === 'soa' && id === 'versions' && more && /^[1-9][0-9]*$/.test(more)) {
    return { view, soaVersion: Number(more) };
  }
  return undefined;
}

/** What each page of the widget is given: the company, whether its user is an admin, and the way to move. */
export interface PageProps {
  companyId: string;
  isAdmin: boolean;
  /** Goes to an in-app path: within the widget when it can, else through the widget's `navigate`. */
  go: (path: string) => void;
}
