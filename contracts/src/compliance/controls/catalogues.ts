import { AI_ACT_REGULATION } from '../ai-act/application-dates';
import { AI_ACT_OBLIGATIONS, type AiActObligation } from '../ai-act/obligations';
import { FRAMEWORKS, type Framework, type FrameworkGroup, type FrameworkItem } from '../frameworks';
import type { LinkStrength, LinkedFrameworkId } from './control';

/**
 * The built-in frameworks a company's coverage is shown for: the EU AI Act (its obligations, read
 * from the obligations table so that a new paragraph appears here at once) and the catalogues of
 * `frameworks/`. An EU AI Act item is an obligation: its ref is its article, its `key` the
 * obligation's id that projects store.
 */

export interface CatalogueItem extends FrameworkItem {
  /** For an EU AI Act item: the obligation's id (`art26-deployer`); absent elsewhere. */
  key?: string;
}

export interface Catalogue extends Omit<Framework, 'id' | 'items'> {
  id: LinkedFrameworkId;
  items: readonly CatalogueItem[];
}

const AI_ACT_GROUPS: readonly FrameworkGroup[] = [
  { ref: 'all', title: 'Every provider and deployer' },
  { ref: 'provider', title: 'High-risk systems: providers' },
  { ref: 'deployer', title: 'High-risk systems: deployers' },
  { ref: 'supply', title: 'High-risk systems: importers and distributors' },
  { ref: 'transparency', title: 'Transparency (Article 50)' },
  { ref: 'gpai', title: 'General-purpose AI models' },
];

/** The group an obligation is listed under, from who owes it and why. */
function aiActGroupOf(obligation: AiActObligation): string {
  if (obligation.gpai) return 'gpai';
  if (obligation.trigger) return 'transparency';
  if (obligation.roles.length > 1) return 'all';
  const [role] = obligation.roles;
  return role === 'provider' || role === 'deployer' ? role : 'supply';
}

/**
 * The EU AI Act as a catalogue of its obligations. An article two roles owe apart (a role's own
 * row) is told apart by the role in its ref.
 */
export function euAiActCatalogue(
  obligations: readonly AiActObligation[] = AI_ACT_OBLIGATIONS,
): Catalogue {
  const count = new Map<string, number>();
  for (const o of obligations) count.set(o.article, (count.get(o.article) ?? 0) + 1);
  return {
    id: 'eu-ai-act',
    name: 'EU AI Act',
    source: {
      publication: AI_ACT_REGULATION.publication,
      publisher: 'European Parliament and Council of the European Union',
      version: 'OJ L, 12.7.2024, with the application dates of the obligations table',
      url: AI_ACT_REGULATION.url,
      checkedOn: '2026-11-29',
    },
    groups: AI_ACT_GROUPS,
    items: obligations.map((o) => ({
      ref: count.get(o.article)! > 1 ? `${o.article} (${o.roles.join(', ')})` : o.article,
      group: aiActGroupOf(o),
      title: o.title,
      key: o.id,
    })),
  };
}

/** Every built-in framework, the EU AI Act first. */
export const builtInCatalogues = (): Catalogue[] => [
  euAiActCatalogue(),
  ...Object.values(FRAMEWORKS).map((f) => ({ ...f, id: f.id as LinkedFrameworkId })),
];

/** A built-in framework by id; undefined for any other id. */
export const builtInCatalogue = (id: string): Catalogue | undefined =>
  builtInCatalogues().find((c) => c.id === id);

/** `Article 26(6)` → `26(6)`; `Article 53(1)(a) and (b)` → `53(1)(a)and(b)`. */
const articleKey = (article: string) => article.replace(/^Article\s*/i, '').replace(/\s+/g, '');

/**
 * The obligations a control's EU AI Act link reaches, with the strength it has for each. A link
 * names an article and, where the duty has parts, a paragraph: it reaches the obligation of that
 * article or paragraph, every part of an article it names whole (`Article 9` reaches `Article
 * 9(2)`), and, while an article is kept whole, the article its paragraph belongs to — then only
 * partly (`Article 26(6)` meets part of a whole `Article 26`).
 */
export function obligationsOfLink(
  link: { ref: string; strength: LinkStrength },
  obligations: readonly AiActObligation[] = AI_ACT_OBLIGATIONS,
): Array<{ obligation: AiActObligation; strength: LinkStrength }> {
  const wanted = articleKey(link.ref);
  return obligations.flatMap((obligation) => {
    const key = articleKey(obligation.article);
    if (key === wanted || key.startsWith(`${wanted}(`)) {
      return [{ obligation, strength: link.strength }];
    }
    if (wanted.startsWith(`${key}(`)) return [{ obligation, strength: 'partial' as const }];
    return [];
  });
}
