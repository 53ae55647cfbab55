import { AI_ACT_REGULATION } from '../ai-act/application-dates';
import { FRAMEWORKS, type FrameworkId } from '../frameworks';

/**
 * The company's controls: what it does, once, to meet what several frameworks ask. Each control
 * names the items it satisfies in each framework (an EU AI Act obligation by its article and
 * paragraph, an ISO/IEC 42001 Annex A control, a NIST AI RMF subcategory, a risk of the Generative
 * AI Profile), each link with its strength and the text it was read from. Evidence attached to a
 * control counts for every item it links to.
 */

/** The frameworks a control links to: the EU AI Act and the catalogues of `frameworks/`. */
export const LINKED_FRAMEWORK_IDS = [
  'eu-ai-act',
  'iso-42001',
  'nist-ai-rmf',
  'nist-ai-600-1',
] as const;
export type LinkedFrameworkId = (typeof LINKED_FRAMEWORK_IDS)[number];

/**
 * How much of an item a control meets: `direct`, the control is what the item asks for;
 * `partial`, it contributes but the item asks for more than it does.
 */
export const LINK_STRENGTHS = ['direct', 'partial'] as const;
export type LinkStrength = (typeof LINK_STRENGTHS)[number];

export const LINK_STRENGTH_LABELS: Readonly<Record<LinkStrength, string>> = {
  direct: 'Direct',
  partial: 'Partial',
};

export interface ControlLink {
  framework: LinkedFrameworkId;
  /**
   * The item's number in its framework: `Article 26(6)` (an EU AI Act article, with its
   * paragraph where the duty has parts), `A.6.2.8`, `MEASURE 2.11`, `2.6`.
   */
  ref: string;
  strength: LinkStrength;
  /** Where the item is written: the publication and the item's place in it. */
  source: string;
}

/** The themes the library is ordered by; a control's ref starts with its theme's prefix. */
export const CONTROL_THEMES = [
  { prefix: 'GOV', title: 'Governance' },
  { prefix: 'RSK', title: 'Risk and impact' },
  { prefix: 'DEV', title: 'Design and development' },
  { prefix: 'DAT', title: 'Data' },
  { prefix: 'OPS', title: 'Operation and oversight' },
  { prefix: 'TRN', title: 'Transparency' },
  { prefix: 'SUP', title: 'Suppliers and customers' },
] as const;
export type ControlTheme = (typeof CONTROL_THEMES)[number]['prefix'];

/** The product's own records that document a control: a project's GDPR record, the DORA register. */
export const CONTROL_RECORDS = ['gdpr-record', 'dora-register'] as const;
export type ControlRecord = (typeof CONTROL_RECORDS)[number];

export interface ControlDef {
  /** Stable: evidence and custom frameworks' links are kept under it. Never renamed. */
  id: string;
  /** Its number as people cite it: `GOV-1`. */
  ref: string;
  theme: ControlTheme;
  title: string;
  /** What the company does, in plain words. */
  description: string;
  /** What evidence shows it is done. */
  evidenceHint: string;
  links: readonly ControlLink[];
  /** The product's records that document it, where there are some. */
  records?: readonly ControlRecord[];
}

/** A control as the lists of an item, an obligation or a record name it. */
export const controlBrief = ({ id, ref, title }: Pick<ControlDef, 'id' | 'ref' | 'title'>) => ({
  id,
  ref,
  title,
});

/** Where the control library comes from. */
export interface ControlLibrarySource {
  publisher: string;
  version: string;
  /** How the links were made. */
  method: string;
  /** YYYY-MM-DD: when the links were last read against their texts. */
  checkedOn: string;
}

/** How a link's source cites its item, from the framework's publication. */
export function citationOf(framework: LinkedFrameworkId, ref: string): string {
  if (framework === 'eu-ai-act') return `${AI_ACT_REGULATION.publication}, ${ref}`;
  const short: Record<FrameworkId, string> = {
    'iso-42001': 'ISO/IEC 42001:2023, Annex A',
    'nist-ai-rmf': 'NIST AI 100-1 (AI RMF 1.0), Core',
    'nist-ai-600-1': 'NIST AI 600-1, Section',
  };
  return `${short[framework]} ${ref}`;
}

/** The publication a built-in framework's items are read from (the EU AI Act: the Regulation). */
export const frameworkPublication = (framework: LinkedFrameworkId): string =>
  framework === 'eu-ai-act'
    ? AI_ACT_REGULATION.publication
    : FRAMEWORKS[framework].source.publication;

/** A link as written in the library: `'A.2.2'` (direct) or `['A.2.3', 'partial']`. */
export type LinkSpec = string | readonly [ref: string, strength: LinkStrength];

/** Links to one framework, each cited by its source. */
export const linksTo = (framework: LinkedFrameworkId, specs: readonly LinkSpec[]): ControlLink[] =>
  specs.map((spec) => {
    const [ref, strength] = typeof spec === 'string' ? [spec, 'direct' as const] : spec;
    return { framework, ref, strength, source: citationOf(framework, ref) };
  });
