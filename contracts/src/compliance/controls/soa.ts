import { isEvidenceExpired } from '../evidence-expiry';
import { ISO_42001 } from '../frameworks';
import {
  SOA_STATUS_LABELS,
  type EvidenceBrief,
  type Soa,
  type SoaEntry,
  type SoaStatus,
} from './api';
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
      controls: links.map(({ control, strength }) => ({
        id: control.id,
        ref: control.ref,
        title: control.title,
        strength,
      })),
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
