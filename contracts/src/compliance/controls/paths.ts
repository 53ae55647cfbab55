/**
 * The shell's pages of the control library, in the Frameworks view of /compliance: where a
 * control's links and evidence are, and where evidence is attached to it. The records that name
 * their controls (GDPR, DORA) link there.
 */

/** The company's controls, by theme. */
export const CONTROLS_PAGE_PATH = '/compliance/controls';

/** One control's page: `/compliance/controls/personal-data`. */
export const controlPagePath = (controlId: string) =>
  `${CONTROLS_PAGE_PATH}/${encodeURIComponent(controlId)}`;
