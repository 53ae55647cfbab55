import {
  FRAMEWORKS_PAGES,
  controlPagePath,
  frameworkPagePath,
  soaVersionPagePath,
  type FrameworksView,
} from '@portfolio/contracts';

/**
 * Where the widget is: a view of the Frameworks pages (their addresses are the contract's
 * `FRAMEWORKS_PAGES`, which the shell's router reads too) and the one item of it opened, if any.
 */
export interface FrameworksPlace {
  view: FrameworksView;
  frameworkId?: string;
  controlId?: string;
  /** A published version of the Statement of Applicability. */
  soaVersion?: number;
}

export const COMPLIANCE_PATH = '/compliance';
/** A project's Compliance section, where its obligations and their evidence are. */
export const projectCompliancePath = (projectId: string) => `/projects/${projectId}/compliance`;

/** The address of a place. */
export function pathOf(place: FrameworksPlace): string {
  if (place.frameworkId) return frameworkPagePath(place.frameworkId);
  if (place.controlId) return controlPagePath(place.controlId);
  if (place.soaVersion) return soaVersionPagePath(place.soaVersion);
  return FRAMEWORKS_PAGES[place.view].path;
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
