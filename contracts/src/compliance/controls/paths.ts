/**
 * The shell's pages of the Frameworks view of /compliance: the frameworks' coverage, the control
 * library (where a control's links and evidence are, and where evidence is attached to it) and the
 * Statement of Applicability, each a list and its one item. The shell's router and its pages, the
 * widget's own navigation and the records that name their controls (GDPR, DORA) read them here.
 */

/** The company's controls, by theme. */
export const CONTROLS_PAGE_PATH = '/compliance/controls';

/**
 * Each view: its address, what the page is called, and its one item (the widget's prop that
 * names it, the item page's name, and its address under the view's, `:id` in the router's words).
 */
export const FRAMEWORKS_PAGES = {
  frameworks: {
    path: '/compliance/frameworks',
    label: 'Frameworks',
    item: { prop: 'frameworkId', label: 'Framework', path: '/:id' },
  },
  controls: {
    path: CONTROLS_PAGE_PATH,
    label: 'Controls',
    item: { prop: 'controlId', label: 'Control', path: '/:id' },
  },
  soa: {
    path: '/compliance/soa',
    label: 'Statement of Applicability',
    item: { prop: 'soaVersion', label: 'Statement of Applicability', path: '/versions/:id' },
  },
} as const;

export type FrameworksView = keyof typeof FRAMEWORKS_PAGES;
export const FRAMEWORKS_VIEWS = Object.keys(FRAMEWORKS_PAGES) as FrameworksView[];

/** One framework's page: `/compliance/frameworks/iso-42001`. */
export const frameworkPagePath = (frameworkId: string) =>
  `${FRAMEWORKS_PAGES.frameworks.path}/${encodeURIComponent(frameworkId)}`;

/** One control's page: `/compliance/controls/personal-data`. */
export const controlPagePath = (controlId: string) =>
  `${CONTROLS_PAGE_PATH}/${encodeURIComponent(controlId)}`;

/** A published version of the Statement of Applicability: `/compliance/soa/versions/2`. */
export const soaVersionPagePath = (version: number) =>
  `${FRAMEWORKS_PAGES.soa.path}/versions/${version}`;
