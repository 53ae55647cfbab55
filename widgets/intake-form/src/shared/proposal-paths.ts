/** The in-app address of a project or a proposal (on another site's page, a `navigate` event). */
export const pathOf = (kind: 'project' | 'proposal', id: string) =>
  kind === 'project' ? `/projects/${id}` : `/proposals/${id}`;
