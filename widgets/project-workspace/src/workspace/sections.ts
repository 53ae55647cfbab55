import type { ProjectSection, RiskFixCard } from '@portfolio/contracts';

/**
 * The project page's sections, each with its own address under `/projects/{id}`: Overview is the
 * page itself, the others a path segment (`/projects/{id}/plan`). Embedded on another site, the
 * same names live in the widget (and the frame page's hash), never in the host page's path.
 */
export const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'plan', label: 'Plan' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'value', label: 'Value' },
  { id: 'activity', label: 'Activity' },
] as const satisfies ReadonlyArray<{ id: ProjectSection; label: string }>;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const isSection = (value: unknown): value is SectionId =>
  SECTIONS.some((section) => section.id === value);

/** A section's address in the shell: Overview is `/projects/{id}` itself. */
export const sectionPath = (projectId: string, section: SectionId) =>
  section === 'overview' ? `/projects/${projectId}` : `/projects/${projectId}/${section}`;

/** A card a risk's fix names that lives on this page (incidents have their own page). */
export type WorkspaceCard = Exclude<RiskFixCard, 'incidents'>;

/** Where each card a risk's fix names lives. */
export const SECTION_OF_CARD: Record<WorkspaceCard, SectionId> = {
  llmModels: 'compliance',
  aiAct: 'compliance',
  milestones: 'plan',
  team: 'plan',
  budget: 'plan',
  value: 'value',
};

/** Whether a card a risk's fix names is on this page. */
export const isWorkspaceCard = (card: RiskFixCard): card is WorkspaceCard =>
  Object.hasOwn(SECTION_OF_CARD, card);

/** The section a hash names (`#plan`, `#compliance`), for a page that embeds the workspace. */
export function sectionOfHash(hash: string): SectionId | undefined {
  const name = hash.replace(/^#/, '');
  return isSection(name) ? name : undefined;
}
