import type { AiActObligationStatus } from '../ai-act/status';
import { AI_ACT_OBLIGATIONS, type AiActObligation } from '../ai-act/obligations';
import { isEvidenceExpired } from '../evidence-expiry';
import type {
  ControlEvidenceSummary,
  CoverageSummary,
  EvidenceState,
  ItemCoverage,
  ItemEvidenceState,
  ItemProject,
} from './api';
import { obligationsOfLink, type CatalogueItem } from './catalogues';
import {
  controlBrief,
  type ControlDef,
  type LinkStrength,
  type LinkedFrameworkId,
} from './control';
import { CONTROL_LIBRARY } from './library';

/**
 * Coverage, computed the same way by the BFF and the mocks: for each item of a framework, the
 * controls behind it and their evidence, the projects whose EU AI Act obligations stand behind it,
 * and whether any of those is overdue; the gaps first.
 */

/** What coverage reads of a piece of evidence on a control. */
export interface ControlEvidenceExpiry {
  controlId: string;
  /** `YYYY-MM-DD`, the last day it holds; null: it does not expire. */
  expiresAt: string | null;
}

/** A control's evidence before any is attached; copied where a summary counts in place. */
export const NO_EVIDENCE: ControlEvidenceSummary = {
  state: 'none',
  current: 0,
  expired: 0,
  nextExpiry: null,
};

/** Each control's evidence in figures: how much holds today, how much expired, the next expiry. */
export function controlEvidenceSummaries(
  evidence: readonly ControlEvidenceExpiry[],
  today: string,
): Map<string, ControlEvidenceSummary> {
  const summaries = new Map<string, ControlEvidenceSummary>();
  for (const { controlId, expiresAt } of evidence) {
    const summary = summaries.get(controlId) ?? { ...NO_EVIDENCE };
    if (isEvidenceExpired(expiresAt, today)) summary.expired += 1;
    else {
      summary.current += 1;
      if (expiresAt && (summary.nextExpiry === null || expiresAt < summary.nextExpiry)) {
        summary.nextExpiry = expiresAt;
      }
    }
    summary.state = summary.current > 0 ? 'current' : 'lapsed';
    summaries.set(controlId, summary);
  }
  return summaries;
}

/** The state of a set of evidence expiries: current if any holds, lapsed if all expired. */
export function evidenceStateOf(
  expiries: ReadonlyArray<string | null>,
  today: string,
): EvidenceState {
  if (expiries.length === 0) return 'none';
  return expiries.some((e) => !isEvidenceExpired(e, today)) ? 'current' : 'lapsed';
}

/** A control behind an item, and how much of it the control meets. */
export interface ItemControlLink {
  control: Pick<ControlDef, 'id' | 'ref' | 'title' | 'links'>;
  strength: LinkStrength;
}

/** A project's stored EU AI Act obligation, as coverage reads it. */
export interface CompanyObligation {
  /** The obligation of the Act it stands for (`art26-deployer`). */
  obligationId: string;
  projectId: string;
  projectName: string;
  status: AiActObligationStatus;
  overdue: boolean;
  /** The evidence on the project's own obligation. */
  evidence: EvidenceState;
}

const STRENGTH_RANK: Record<LinkStrength, number> = { direct: 0, partial: 1 };

/** Keeps the strongest link per control, direct ones first, then by ref. */
function strongest(links: readonly ItemControlLink[]): ItemControlLink[] {
  const best = new Map<string, ItemControlLink>();
  for (const link of links) {
    const seen = best.get(link.control.id);
    if (!seen || STRENGTH_RANK[link.strength] < STRENGTH_RANK[seen.strength]) {
      best.set(link.control.id, link);
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      STRENGTH_RANK[a.strength] - STRENGTH_RANK[b.strength] ||
      a.control.ref.localeCompare(b.control.ref, 'en', { numeric: true }),
  );
}

/** The obligations of the Act a control's EU AI Act links reach, by id. */
export function obligationsOfControl(
  control: Pick<ControlDef, 'links'>,
  obligations: readonly AiActObligation[] = AI_ACT_OBLIGATIONS,
): Map<string, LinkStrength> {
  const reached = new Map<string, LinkStrength>();
  for (const link of control.links) {
    if (link.framework !== 'eu-ai-act') continue;
    for (const { obligation, strength } of obligationsOfLink(link, obligations)) {
      const seen = reached.get(obligation.id);
      if (!seen || STRENGTH_RANK[strength] < STRENGTH_RANK[seen])
        reached.set(obligation.id, strength);
    }
  }
  return reached;
}

let libraryByObligation: Map<string, ItemControlLink[]> | undefined;

/**
 * The library's controls linked to an obligation of the Act (`art26-6-deployer`), each with the
 * strongest link, in the library's order: evidence on any of them counts for the obligation,
 * wherever a project owes it. Read once from the library, then kept.
 */
export function libraryControlsOfObligation(obligationId: string): readonly ItemControlLink[] {
  if (!libraryByObligation) {
    const byObligation = new Map<string, ItemControlLink[]>();
    for (const control of CONTROL_LIBRARY) {
      for (const [id, strength] of obligationsOfControl(control)) {
        byObligation.set(id, [...(byObligation.get(id) ?? []), { control, strength }]);
      }
    }
    libraryByObligation = byObligation;
  }
  return libraryByObligation.get(obligationId) ?? [];
}

/** The ids of the library's controls linked to an obligation of the Act. */
export const controlIdsOfObligation = (obligationId: string): readonly string[] =>
  libraryControlsOfObligation(obligationId).map((link) => link.control.id);

/**
 * The controls of `library` behind each item of a built-in framework, by item: for the EU AI Act
 * by the obligation its links reach (`item.key`), elsewhere by the item's ref.
 */
export function builtInControlsOf(
  framework: LinkedFrameworkId,
  library: readonly ControlDef[] = CONTROL_LIBRARY,
  obligations: readonly AiActObligation[] = AI_ACT_OBLIGATIONS,
): (item: CatalogueItem) => ItemControlLink[] {
  const byItem = new Map<string, ItemControlLink[]>();
  const add = (key: string, link: ItemControlLink) =>
    byItem.set(key, [...(byItem.get(key) ?? []), link]);
  for (const control of library) {
    if (framework === 'eu-ai-act') {
      for (const [id, strength] of obligationsOfControl(control, obligations)) {
        add(id, { control, strength });
      }
      continue;
    }
    for (const link of control.links) {
      if (link.framework === framework) add(link.ref, { control, strength: link.strength });
    }
  }
  return (item) => strongest(byItem.get(item.key ?? item.ref) ?? []);
}

export interface CoverageInput {
  items: readonly CatalogueItem[];
  /** The controls behind an item. */
  controlsOf: (item: CatalogueItem) => readonly ItemControlLink[];
  /** Each control's evidence state; a control not in it has none. */
  controlEvidence: ReadonlyMap<string, EvidenceState>;
  /** The company's projects' stored obligations (their status, overdue, own evidence). */
  obligations: readonly CompanyObligation[];
  /** Items found not to apply (a Statement of Applicability's exclusions), by ref. */
  notApplicable?: ReadonlySet<string>;
  /** The most projects listed per item (all are counted); all unless said. */
  projectsPerItem?: number;
}

const EVIDENCE_RANK: Record<EvidenceState, number> = { none: 0, lapsed: 1, current: 2 };
const worse = (a: EvidenceState, b: EvidenceState) =>
  EVIDENCE_RANK[a] <= EVIDENCE_RANK[b] ? a : b;

/** What an item's controls alone give it: current through a direct link, partial through others. */
export function itemEvidenceOfControls(
  controls: ReadonlyArray<{ strength: LinkStrength; evidence: EvidenceState }>,
): ItemEvidenceState {
  if (controls.some((c) => c.strength === 'direct' && c.evidence === 'current')) return 'current';
  if (controls.some((c) => c.evidence === 'current')) return 'partial';
  return controls.some((c) => c.evidence === 'lapsed') ? 'lapsed' : 'none';
}

/**
 * An EU AI Act item's evidence: its controls', or the projects' own (current when every project
 * owing it has current evidence, partial when some have).
 */
function obligationEvidence(
  fromControls: ItemEvidenceState,
  projects: readonly ItemProject[],
): ItemEvidenceState {
  if (fromControls === 'current' || projects.length === 0) return fromControls;
  if (projects.every((p) => p.evidence === 'current')) return 'current';
  if (fromControls === 'partial' || projects.some((p) => p.evidence === 'current'))
    return 'partial';
  return fromControls === 'lapsed' || projects.some((p) => p.evidence === 'lapsed')
    ? 'lapsed'
    : 'none';
}

/**
 * The projects behind an item: those owing one of `obligationIds` (not found not to apply), each
 * overdue when one of them is, with the evidence on them — current from a directly linked control
 * with current evidence, else the worst of their own.
 */
function projectsBehind(
  byObligation: ReadonlyMap<string, readonly CompanyObligation[]>,
  obligationIds: ReadonlyMap<string, EvidenceState>,
): ItemProject[] {
  const projects = new Map<string, ItemProject>();
  for (const [obligationId, fromControls] of obligationIds) {
    for (const o of byObligation.get(obligationId) ?? []) {
      const evidence = fromControls === 'current' ? 'current' : o.evidence;
      const seen = projects.get(o.projectId);
      projects.set(o.projectId, {
        id: o.projectId,
        name: o.projectName,
        overdue: (seen?.overdue ?? false) || o.overdue,
        evidence: seen ? worse(seen.evidence, evidence) : evidence,
      });
    }
  }
  return [...projects.values()].sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || a.name.localeCompare(b.name),
  );
}

/** Gaps first: overdue, lapsed, without evidence, partial; then covered; then not applicable. */
function gapRank(item: ItemCoverage): number {
  if (!item.applicable) return 6;
  if (item.overdue) return 0;
  return { lapsed: 1, none: 2, partial: 3, current: 4 }[item.evidence];
}

/** An item's coverage: its controls and their evidence, the projects behind it, overdue or not. */
function itemCoverage(
  item: CatalogueItem,
  input: CoverageInput,
  byObligation: ReadonlyMap<string, readonly CompanyObligation[]>,
): ItemCoverage {
  const controls = input.controlsOf(item).map(({ control, strength }) => ({
    ...controlBrief(control),
    strength,
    evidence: input.controlEvidence.get(control.id) ?? ('none' as const),
  }));
  const fromControls = itemEvidenceOfControls(controls);
  // The obligations behind it: its own for an EU AI Act item, else those its controls reach
  // (current through a control of theirs that has current evidence and links them directly).
  const obligationIds = new Map<string, EvidenceState>();
  if (item.key) obligationIds.set(item.key, fromControls === 'current' ? 'current' : 'none');
  else {
    for (const { control } of input.controlsOf(item)) {
      const state = input.controlEvidence.get(control.id) ?? 'none';
      for (const [id, strength] of obligationsOfControl(control)) {
        const given = strength === 'direct' && state === 'current' ? 'current' : 'none';
        if (obligationIds.get(id) !== 'current') obligationIds.set(id, given);
      }
    }
  }
  const projects = projectsBehind(byObligation, obligationIds);
  const applicable = item.key
    ? projects.length > 0 && !input.notApplicable?.has(item.ref)
    : !input.notApplicable?.has(item.ref);
  return {
    ref: item.ref,
    group: item.group,
    title: item.title,
    obligationId: item.key ?? null,
    applicable,
    evidence: item.key ? obligationEvidence(fromControls, projects) : fromControls,
    overdue: applicable && projects.some((p) => p.overdue),
    controls,
    projects: projects.slice(0, input.projectsPerItem ?? projects.length),
    projectCount: projects.length,
  };
}

/**
 * The coverage of a framework's items for a company, gaps first (then in the framework's order),
 * with its summary. An EU AI Act item applies when a project owes it; any other item applies
 * unless found not to (`notApplicable`).
 */
export function frameworkCoverage(input: CoverageInput): {
  summary: CoverageSummary;
  items: ItemCoverage[];
} {
  const byObligation = new Map<string, CompanyObligation[]>();
  for (const o of input.obligations) {
    if (o.status === 'not_applicable') continue;
    byObligation.set(o.obligationId, [...(byObligation.get(o.obligationId) ?? []), o]);
  }
  const items = input.items
    .map((item, index) => ({ coverage: itemCoverage(item, input, byObligation), index }))
    .sort((a, b) => gapRank(a.coverage) - gapRank(b.coverage) || a.index - b.index)
    .map(({ coverage }) => coverage);
  return { summary: coverageSummary(items), items };
}

/** The figures of a framework's coverage. */
export function coverageSummary(items: readonly ItemCoverage[]): CoverageSummary {
  const applicable = items.filter((i) => i.applicable);
  const count = (state: ItemEvidenceState) => applicable.filter((i) => i.evidence === state).length;
  return {
    items: items.length,
    applicable: applicable.length,
    withEvidence: count('current'),
    partial: count('partial'),
    lapsed: count('lapsed'),
    missing: count('none'),
    overdue: applicable.filter((i) => i.overdue).length,
    gaps: applicable.filter((i) => i.evidence !== 'current').length,
  };
}
