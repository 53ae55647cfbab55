import {
  asOneOf,
  AI_ACT_DUE_GROUPS,
  AI_ACT_DUE_GROUP_LABELS,
  AI_ACT_RISK_CLASSES,
  AI_ACT_RISK_CLASS_LABELS,
  articleHeading,
  groupByArticle,
  type AiActPortfolioObligation,
} from '@portfolio/contracts';
import type { WidgetLocation } from '@portfolio/ui';
import { useSearchState } from '@portfolio/ui/toolbar';

export const COMPLIANCE_GROUPINGS = ['due', 'owner', 'class', 'article'] as const;
export type ComplianceGrouping = (typeof COMPLIANCE_GROUPINGS)[number];
export const GROUPING_LABELS: Record<ComplianceGrouping, string> = {
  due: 'By due date',
  owner: 'By owner',
  class: 'By class',
  article: 'By article',
};

const groupingOf = (search: string): ComplianceGrouping =>
  asOneOf(COMPLIANCE_GROUPINGS, new URLSearchParams(search).get('by')) ?? 'due';

/** The grouping, kept in the address (`?by=owner`) when the shell gives one, in memory otherwise. */
export const useGrouping = (location: WidgetLocation | undefined) =>
  useSearchState(location, groupingOf, (next) => (next === 'due' ? '' : `?by=${next}`));

export interface ObligationSection {
  key: string;
  label: string;
  items: AiActPortfolioObligation[];
}

export const NO_OWNER = 'No owner';

/**
 * A section per key, in the order of `keys`, holding the obligations `keyOf` files under it;
 * the empty ones left out.
 */
function sectionsOf<K extends string>(
  items: readonly AiActPortfolioObligation[],
  keys: readonly K[],
  labels: Record<K, string>,
  keyOf: (obligation: AiActPortfolioObligation) => K,
): ObligationSection[] {
  return keys
    .map((key) => ({ key, label: labels[key], items: items.filter((o) => keyOf(o) === key) }))
    .filter((g) => g.items.length > 0);
}

/** The obligations in the sections of a grouping, empty sections left out, in a stable order. */
export function groupObligations(
  items: readonly AiActPortfolioObligation[],
  grouping: ComplianceGrouping,
): ObligationSection[] {
  if (grouping === 'due') {
    return sectionsOf(items, AI_ACT_DUE_GROUPS, AI_ACT_DUE_GROUP_LABELS, (o) => o.dueGroup);
  }
  if (grouping === 'class') {
    return sectionsOf(items, AI_ACT_RISK_CLASSES, AI_ACT_RISK_CLASS_LABELS, (o) => o.riskClass);
  }
  if (grouping === 'article') {
    // The parts of an article (Article 26(1), 26(6), …) under the article, in the Act's order.
    return groupByArticle(items)
      .sort((a, b) => a.article.localeCompare(b.article, 'en', { numeric: true }))
      .map(({ article, items: parts }) => ({
        key: article.toLowerCase().replace(/\W+/g, '-'),
        label: articleHeading(article),
        items: parts,
      }));
  }
  const owners = new Map<string, ObligationSection>();
  for (const o of items) {
    const key = o.owner?.id ?? '';
    const group = owners.get(key) ?? { key, label: o.owner?.name ?? NO_OWNER, items: [] };
    group.items.push(o);
    owners.set(key, group);
  }
  // People by name, the obligations nobody owns last.
  return [...owners.values()].sort(
    (a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label),
  );
}
