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

/**
 * A catalogue written as `[ref, title]` rows in the publication's order: each group, then its
 * items. An item's number extends its group's (`A.6` → `A.6.2.4`, `GOVERN 1` → `GOVERN 1.1`), so a
 * row that does not extend the current group's number starts the next group.
 */
export const catalogue = (
  rows: ReadonlyArray<readonly [ref: string, title: string]>,
): Pick<Framework, 'groups' | 'items'> => {
  const groups: FrameworkGroup[] = [];
  const items: FrameworkItem[] = [];
  for (const [ref, title] of rows) {
    const group = groups.at(-1);
    if (group && ref.startsWith(`${group.ref}.`)) items.push({ ref, group: group.ref, title });
    else groups.push({ ref, title });
  }
  return { groups, items };
};
