/**
 * The frameworks an AI management system is checked against, as data: each with the publication
 * it follows (its provenance) and its items by their own numbering. Titles are short paraphrases
 * in our words, never the standards' text; the reference number is what auditors look up.
 */

export const FRAMEWORK_IDS = ['iso-42001', 'nist-ai-rmf', 'nist-ai-600-1'] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

/** Where a catalogue comes from, and when it was last compared with the publication. */
export interface FrameworkSource {
  publication: string;
  publisher: string;
  /** The edition followed. */
  version: string;
  url: string;
  /** YYYY-MM-DD. */
  checkedOn: string;
}

export interface FrameworkGroup {
  /** Its number in the publication: `A.6`, `GOVERN 1`, `GAI`. */
  ref: string;
  title: string;
}

export interface FrameworkItem {
  /** Its number in the publication: `A.6.2.4`, `MEASURE 2.11`. */
  ref: string;
  /** The group it belongs to (`FrameworkGroup.ref`). */
  group: string;
  title: string;
}

export interface Framework {
  id: FrameworkId;
  name: string;
  source: FrameworkSource;
  groups: readonly FrameworkGroup[];
  items: readonly FrameworkItem[];
}

/** Items written as `[ref, title]` under their group, in the publication's order. */
export const itemsOf = (
  group: string,
  items: ReadonlyArray<readonly [ref: string, title: string]>,
): FrameworkItem[] => items.map(([ref, title]) => ({ ref, group, title }));
