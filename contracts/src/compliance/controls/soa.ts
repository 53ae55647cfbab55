import { isEvidenceExpired } from '../evidence-expiry';
import { ISO_42001 } from '../frameworks';
import {
  SOA_JUSTIFICATION_MESSAGE,
  SOA_STATUS_LABELS,
  type EvidenceBrief,
  type Soa,
  type SoaEntry,
  type SoaEntryBody,
  type SoaStatus,
  type SoaVersionSummary,
} from './api';
import { controlBrief } from './control';
import { builtInControlsOf, itemEvidenceOfControls } from './coverage';

/**
 * The Statement of Applicability for ISO/IEC 42001: every Annex A control with whether it
 * applies and why, how far it is implemented, its owner, and the evidence of the company's
 * controls that satisfy it. What a company has said of an entry is its state; an entry nobody
 * has touched applies, is not started and has no owner.
 */

/** What a company has said of one Annex A control. */
export interface SoaState {
  ref: string;
  applicable: boolean;
  justification: string;
  status: SoaStatus;
  owner: { id: string | null; name: string } | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const defaultSoaState = (ref: string): SoaState => ({
  ref,
  applicable: true,
  justification: '',
  status: 'not_started',
  owner: null,
  updatedAt: null,
  updatedBy: null,
});

/** A piece of evidence on a control, as the Statement lists it. */
/** The Annex A control of ISO/IEC 42001 that `ref` names ("A.6.2.8"); undefined for none. */
export const annexAControl = (ref: string) => ISO_42001.items.find((item) => item.ref === ref);

export interface SoaEvidence extends EvidenceBrief {
  controlId: string;
}

const ANNEX_A_GROUPS = new Map(ISO_42001.groups.map((g) => [g.ref, g.title]));

/**
 * Every Annex A control in the standard's order, with the company's state of it and the evidence
 * of its controls (current first, each judged on `today`).
 */
export function soaEntries(
  states: ReadonlyMap<string, SoaState>,
  evidence: readonly SoaEvidence[],
  today: string,
): SoaEntry[] {
  const controlsOf = builtInControlsOf('iso-42001');
  return ISO_42001.items.map((item) => {
    const { ref: _ref, ...state } = states.get(item.ref) ?? defaultSoaState(item.ref);
    const links = controlsOf(item);
    const refOf = new Map(links.map(({ control }) => [control.id, control.ref]));
    const items = evidence
      .filter((e) => refOf.has(e.controlId))
      .map(({ controlId, ...e }) => ({
        ...e,
        expired: isEvidenceExpired(e.expiresAt, today),
        controlRef: refOf.get(controlId)!,
      }))
      .sort((a, b) => Number(a.expired) - Number(b.expired));
    const stateOf = (id: string) => {
      const own = items.filter((e) => e.controlRef === refOf.get(id));
      if (own.length === 0) return 'none' as const;
      return own.some((e) => !e.expired) ? ('current' as const) : ('lapsed' as const);
    };
    return {
      ref: item.ref,
      group: item.group,
      groupTitle: ANNEX_A_GROUPS.get(item.group) ?? item.group,
      title: item.title,
      ...state,
      controls: links.map(({ control, strength }) => ({ ...controlBrief(control), strength })),
      evidence: items,
      evidenceState: itemEvidenceOfControls(
        links.map(({ control, strength }) => ({ strength, evidence: stateOf(control.id) })),
      ),
    };
  });
}

/** The Statement's figures. */
export function soaSummary(entries: readonly SoaEntry[]): Soa['summary'] {
  const applicable = entries.filter((e) => e.applicable);
  return {
    controls: entries.length,
    applicable: applicable.length,
    excluded: entries.length - applicable.length,
    implemented: applicable.filter((e) => e.status === 'implemented').length,
    withEvidence: applicable.filter((e) => e.evidenceState === 'current').length,
  };
}

/** The framework's line at the top of every Statement. */
export const SOA_FRAMEWORK: Soa['framework'] = {
  id: 'iso-42001',
  name: ISO_42001.name,
  publication: ISO_42001.source.publication,
  version: ISO_42001.source.version,
};

/** The company's Statement as it stands (a draft: no version), its evidence judged on `asOf`. */
export function soaDraft(
  company: Soa['company'],
  states: ReadonlyMap<string, SoaState>,
  evidence: readonly SoaEvidence[],
  asOf: string,
): Soa {
  const entries = soaEntries(states, evidence, asOf);
  return {
    framework: SOA_FRAMEWORK,
    company,
    version: null,
    asOf,
    summary: soaSummary(entries),
    entries,
  };
}

/** A draft published as a version: its number, when and by whom, and the note (trimmed, or none). */
export function publishedSoa(
  draft: Soa,
  version: Pick<SoaVersionSummary, 'number' | 'publishedAt' | 'publishedBy'> & {
    note?: string | null;
  },
): Soa {
  return {
    ...draft,
    version: {
      ...version,
      note: version.note?.trim() || null,
      applicable: draft.summary.applicable,
      excluded: draft.summary.excluded,
    },
  };
}

/** What an entry of the Statement holds that a change sets. */
export interface SoaEntryValues {
  applicable: boolean;
  justification: string;
  status: SoaStatus;
  ownerId: string | null;
}

/**
 * What an entry becomes under a change (a field the body leaves out keeps its value; the
 * justification is trimmed), and why it may not (an excluded control needs its justification),
 * else null. Whether the owner is a member is the caller's to say.
 */
export function changedSoaEntry(
  before: SoaEntryValues,
  body: SoaEntryBody,
): { after: SoaEntryValues; problem: string | null } {
  const after: SoaEntryValues = {
    applicable: body.applicable ?? before.applicable,
    justification:
      body.justification === undefined ? before.justification : (body.justification?.trim() ?? ''),
    status: body.status ?? before.status,
    ownerId: body.ownerId === undefined ? before.ownerId : body.ownerId,
  };
  const problem = !after.applicable && !after.justification ? SOA_JUSTIFICATION_MESSAGE : null;
  return { after, problem };
}

const evidenceText = (e: SoaEntry['evidence'][number]) => {
  const when = e.expiresAt ? ` (${e.expired ? 'expired' : 'until'} ${e.expiresAt})` : '';
  return `${e.controlRef}: ${e.title}${e.url && e.url !== e.title ? ` <${e.url}>` : ''}${when}`;
};

/** The Statement's CSV: one line per Annex A control. */
export const SOA_CSV_COLUMNS: ReadonlyArray<{
  header: string;
  value: (entry: SoaEntry) => string;
}> = [
  { header: 'Control', value: (e) => e.ref },
  { header: 'Group', value: (e) => `${e.group} ${e.groupTitle}` },
  { header: 'Title', value: (e) => e.title },
  { header: 'Applicable', value: (e) => (e.applicable ? 'Yes' : 'No') },
  { header: 'Justification', value: (e) => e.justification },
  { header: 'Implementation status', value: (e) => SOA_STATUS_LABELS[e.status] },
  { header: 'Owner', value: (e) => e.owner?.name ?? '' },
  {
    header: 'Company controls',
    value: (e) =>
      e.controls
        .map((c) => `${c.ref} ${c.title}${c.strength === 'partial' ? ' (partial)' : ''}`)
        .join('; '),
  },
  { header: 'Evidence', value: (e) => e.evidence.map(evidenceText).join('; ') },
  {
    header: 'Evidence status',
    value: (e) =>
      ({ current: 'Current', partial: 'Partial', lapsed: 'Lapsed', none: 'None' })[e.evidenceState],
  },
];

/** The file name of a Statement: its version's number, or the day of a draft. */
export const soaFileName = (version: number | null, asOf: string) =>
  version === null
    ? `statement-of-applicability-draft-${asOf}.csv`
    : `statement-of-applicability-v${version}.csv`;
