import { CONTROL_THEMES, controlBrief, type ControlRecord, type LinkStrength } from './control';
import type {
  Control,
  ControlEvidenceSummary,
  ControlList,
  EvidenceBrief,
  EvidenceState,
  FrameworkCoverage,
  FrameworkSummary,
  ObligationControl,
  RecordControl,
} from './api';
import { builtInCatalogue, obligationsOfLink, type Catalogue } from './catalogues';
import {
  builtInControlsOf,
  frameworkCoverage,
  libraryControlsOfObligation,
  NO_EVIDENCE,
  type CompanyObligation,
  type ItemControlLink,
} from './coverage';
import { CONTROL_LIBRARY, CONTROL_LIBRARY_SOURCE, CONTROLS_BY_ID } from './library';

/**
 * The answers of the controls and frameworks routes, made from what the BFF reads (or the mocks
 * keep): the same functions on both sides, so a mock answers as the BFF does.
 */

/** A company's own framework, as imported: its items and the controls each names. */
export interface CustomFrameworkData {
  id: string;
  name: string;
  description: string | null;
  importedAt: string;
  importedBy: { id: string | null; name: string } | null;
  items: ReadonlyArray<{
    ref: string;
    group: string;
    title: string;
    links: ReadonlyArray<{ controlId: string; strength: LinkStrength }>;
  }>;
}

const THEME_TITLES = new Map<string, string>(CONTROL_THEMES.map((t) => [t.prefix, t.title]));

/** An item's title as its catalogue has it; for an EU AI Act link, the first obligation it reaches. */
function linkTitle(framework: Catalogue['id'], ref: string): string | null {
  if (framework === 'eu-ai-act') {
    return obligationsOfLink({ ref, strength: 'direct' })[0]?.obligation.title ?? null;
  }
  return builtInCatalogue(framework)?.items.find((i) => i.ref === ref)?.title ?? null;
}

/** The company's controls with their links and their evidence in figures. */
export function controlList(
  evidence: ReadonlyMap<string, ControlEvidenceSummary>,
  custom: readonly CustomFrameworkData[],
): ControlList {
  const customLinks = new Map<string, Control['customLinks']>();
  for (const framework of custom) {
    for (const item of framework.items) {
      for (const link of item.links) {
        customLinks.set(link.controlId, [
          ...(customLinks.get(link.controlId) ?? []),
          {
            frameworkId: framework.id,
            frameworkName: framework.name,
            ref: item.ref,
            title: item.title,
            strength: link.strength,
          },
        ]);
      }
    }
  }
  return {
    source: CONTROL_LIBRARY_SOURCE,
    controls: CONTROL_LIBRARY.map((control) => ({
      id: control.id,
      ref: control.ref,
      theme: control.theme,
      themeTitle: THEME_TITLES.get(control.theme) ?? control.theme,
      title: control.title,
      description: control.description,
      evidenceHint: control.evidenceHint,
      links: control.links.map((link) => ({
        ...link,
        title: linkTitle(link.framework, link.ref),
      })),
      customLinks: customLinks.get(control.id) ?? [],
      records: [...(control.records ?? [])],
      evidence: evidence.get(control.id) ?? NO_EVIDENCE,
    })),
  };
}

/** What coverage reads of a company besides the framework: its evidence, obligations, exclusions. */
export interface CompanyCoverageInput {
  controlEvidence: ReadonlyMap<string, ControlEvidenceSummary>;
  obligations: readonly CompanyObligation[];
  /** Annex A controls the company's Statement of Applicability excludes, by ref. */
  soaExclusions: ReadonlySet<string>;
  /** The most projects listed per item; all unless said. */
  projectsPerItem?: number;
}

const statesOf = (evidence: ReadonlyMap<string, ControlEvidenceSummary>) =>
  new Map<string, EvidenceState>([...evidence].map(([id, summary]) => [id, summary.state]));

/** A built-in framework's coverage for a company; undefined for an id that is not built in. */
export function builtInCoverage(
  id: string,
  input: CompanyCoverageInput,
): FrameworkCoverage | undefined {
  const catalogue = builtInCatalogue(id);
  if (!catalogue) return undefined;
  const { summary, items } = frameworkCoverage({
    items: catalogue.items,
    controlsOf: builtInControlsOf(catalogue.id),
    controlEvidence: statesOf(input.controlEvidence),
    obligations: input.obligations,
    notApplicable: catalogue.id === 'iso-42001' ? input.soaExclusions : undefined,
    projectsPerItem: input.projectsPerItem,
  });
  return {
    id: catalogue.id,
    kind: 'built-in',
    name: catalogue.name,
    description: null,
    source: catalogue.source,
    importedAt: null,
    importedBy: null,
    coverage: summary,
    groups: [...catalogue.groups],
    items,
  };
}

/** A custom framework's coverage for a company, its items linked to controls by its rows. */
export function customCoverage(
  framework: CustomFrameworkData,
  input: CompanyCoverageInput,
): FrameworkCoverage {
  const links = new Map<string, ItemControlLink[]>(
    framework.items.map((item) => [
      item.ref,
      item.links.flatMap(({ controlId, strength }) => {
        const control = CONTROLS_BY_ID.get(controlId);
        return control ? [{ control, strength }] : [];
      }),
    ]),
  );
  const { summary, items } = frameworkCoverage({
    items: framework.items,
    controlsOf: (item) => links.get(item.ref) ?? [],
    controlEvidence: statesOf(input.controlEvidence),
    obligations: input.obligations,
    projectsPerItem: input.projectsPerItem,
  });
  const groups = [...new Set(framework.items.map((i) => i.group))].map((ref) => ({
    ref,
    title: ref,
  }));
  return {
    id: framework.id,
    kind: 'custom',
    name: framework.name,
    description: framework.description,
    source: null,
    importedAt: framework.importedAt,
    importedBy: framework.importedBy,
    coverage: summary,
    groups,
    items,
  };
}

/** A framework's line in the list: everything but its items. */
export const frameworkSummaryOf = ({
  groups: _groups,
  items: _items,
  ...summary
}: FrameworkCoverage): FrameworkSummary => summary;

/** Every framework of a company, the built-in ones first, then its own by name. */
export function companyFrameworks(
  custom: readonly CustomFrameworkData[],
  input: CompanyCoverageInput,
): FrameworkSummary[] {
  const builtIn = ['eu-ai-act', 'iso-42001', 'nist-ai-rmf', 'nist-ai-600-1'].map((id) =>
    builtInCoverage(id, input)!,
  );
  const own = [...custom]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => customCoverage(f, input));
  return [...builtIn, ...own].map(frameworkSummaryOf);
}

/**
 * The controls linked to an obligation of the Act that have evidence, with it: what a project's
 * obligation shows as `satisfiedBy`. `evidenceOf` answers a control's evidence, newest first.
 */
export function obligationControls(
  obligationId: string,
  evidenceOf: (controlId: string) => readonly EvidenceBrief[],
): ObligationControl[] {
  return libraryControlsOfObligation(obligationId).flatMap(({ control, strength }) => {
    const evidence = evidenceOf(control.id);
    return evidence.length > 0
      ? [
          {
            control: controlBrief(control),
            strength,
            evidence: [...evidence],
          },
        ]
      : [];
  });
}

/**
 * A list of obligations with `satisfiedBy` filled (`obligationControls`, read once per
 * obligation of the Act): what the obligation lists answer, in the BFF and in the mocks alike.
 */
export function withObligationControls<T extends { obligationId: string }>(
  items: readonly T[],
  evidenceOf: (controlId: string) => readonly EvidenceBrief[],
): Array<T & { satisfiedBy: ObligationControl[] }> {
  const byObligation = new Map<string, ObligationControl[]>();
  return items.map((item) => {
    let satisfiedBy = byObligation.get(item.obligationId);
    if (!satisfiedBy) {
      satisfiedBy = obligationControls(item.obligationId, evidenceOf);
      byObligation.set(item.obligationId, satisfiedBy);
    }
    return { ...item, satisfiedBy };
  });
}

/**
 * The library's controls that cover one of the product's records (`gdpr-record`: a project's
 * GDPR record; `dora-register`: the DORA register and each project's DORA record), in the
 * library's order, each with the state of its evidence (a control without any has none): what
 * those records' answers list as `controls`, each control's page at `controlPagePath`.
 */
export function recordControls(
  record: ControlRecord,
  evidence: ReadonlyMap<string, Pick<ControlEvidenceSummary, 'state'>>,
): RecordControl[] {
  return CONTROL_LIBRARY.filter((control) => control.records?.includes(record)).map((control) => ({
    ...controlBrief(control),
    evidence: evidence.get(control.id)?.state ?? 'none',
  }));
}
