import type { Static } from '@sinclair/typebox';
import * as Type from '../../type';
import { EVIDENCE_KINDS, NamedPerson, ObligationEvidence } from '../evidence';
import { CONTROL_RECORDS, CONTROL_THEMES, LINK_STRENGTHS, LINKED_FRAMEWORK_IDS } from './control';

/**
 * What the API says of controls, frameworks and their coverage, and of the Statement of
 * Applicability for ISO/IEC 42001.
 */

/** A control's evidence: current (some holds today), lapsed (all of it expired) or none. */
export const EVIDENCE_STATES = ['current', 'lapsed', 'none'] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/**
 * An item's evidence: `current` (a control linked directly has current evidence, or, for an EU
 * AI Act obligation, every project owing it has), `partial` (current evidence only through
 * partial links, or for some of the projects), `lapsed` (all of it expired), `none`.
 */
export const ITEM_EVIDENCE_STATES = ['current', 'partial', 'lapsed', 'none'] as const;
export type ItemEvidenceState = (typeof ITEM_EVIDENCE_STATES)[number];

export const ITEM_EVIDENCE_STATE_LABELS: Readonly<Record<ItemEvidenceState, string>> = {
  current: 'Current evidence',
  partial: 'Partly evidenced',
  lapsed: 'Evidence lapsed',
  none: 'No evidence',
};

export const FRAMEWORK_KINDS = ['built-in', 'custom'] as const;
export type FrameworkKind = (typeof FRAMEWORK_KINDS)[number];

/** The sentences of the controls and frameworks routes' refusals. */
export const FRAMEWORK_MESSAGES = {
  frameworkNotFound: 'Framework not found',
  controlNotFound: 'Control not found',
  builtIn:
    'This framework ships with the product and cannot be deleted: only frameworks the company imported can',
  annexANotFound: 'No such Annex A control: the Statement lists A.2.2 to A.10.4',
  versionNotFound: 'No published version of that number',
  nameTaken:
    'The company already has a framework of that name: choose another name, or delete the old one first',
} as const;

/** The id of the framework whose Statement of Applicability the product keeps. */
export const SOA_FRAMEWORK_ID = 'iso-42001';

const ControlId = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: 60,
  description: 'A control of the library (`ai-policy`)',
});

/** A framework's id: a built-in one's (`iso-42001`), or a custom one's uuid. */
const FrameworkId = Type.String({
  pattern: '^[a-z0-9][a-z0-9-]{1,39}$',
  description:
    'A built-in framework (`eu-ai-act`, `iso-42001`, `nist-ai-rmf`, `nist-ai-600-1`) or a custom framework’s id',
});

export const ControlParams = Type.StrictObject({ companyId: Type.Uuid(), controlId: ControlId });
export const FrameworkParams = Type.StrictObject({
  companyId: Type.Uuid(),
  frameworkId: FrameworkId,
});

export const ControlLinkItem = Type.Object({
  framework: Type.StringEnum(LINKED_FRAMEWORK_IDS),
  ref: Type.String({
    description: 'The item’s number: `Article 26(6)`, `A.6.2.8`, `MEASURE 2.11`',
  }),
  title: Type.Nullable(Type.String({ description: 'The item’s short title; null for none known' })),
  strength: Type.StringEnum(LINK_STRENGTHS),
  source: Type.String({ description: 'The publication and the place in it the item is read from' }),
});
export type ControlLinkItem = Static<typeof ControlLinkItem>;

export const ControlCustomLink = Type.Object({
  frameworkId: Type.Uuid(),
  frameworkName: Type.String(),
  ref: Type.String(),
  title: Type.String(),
  strength: Type.StringEnum(LINK_STRENGTHS),
});
export type ControlCustomLink = Static<typeof ControlCustomLink>;

export const ControlEvidenceSummary = Type.Object({
  state: Type.StringEnum(EVIDENCE_STATES),
  current: Type.Integer({ minimum: 0, description: 'Pieces that hold today' }),
  expired: Type.Integer({ minimum: 0, description: 'Pieces past their expiry date' }),
  nextExpiry: Type.Nullable(
    Type.CalendarDate('The earliest expiry of the current evidence; null: none expires'),
  ),
});
export type ControlEvidenceSummary = Static<typeof ControlEvidenceSummary>;

export const Control = Type.Object({
  id: ControlId,
  ref: Type.String({ description: '`GOV-1`' }),
  theme: Type.StringEnum(CONTROL_THEMES.map((t) => t.prefix)),
  themeTitle: Type.String(),
  title: Type.String(),
  description: Type.String(),
  evidenceHint: Type.String({ description: 'What evidence shows it is done' }),
  links: Type.Array(ControlLinkItem, {
    description: 'The built-in frameworks’ items it satisfies',
  }),
  customLinks: Type.Array(ControlCustomLink, {
    description: 'The items of the company’s own frameworks that name it',
  }),
  records: Type.Array(Type.StringEnum(CONTROL_RECORDS), {
    description:
      'The product’s records that document it (a project’s GDPR record, the DORA register)',
  }),
  evidence: ControlEvidenceSummary,
});
export type Control = Static<typeof Control>;

export const ControlList = Type.Object({
  source: Type.Object({
    publisher: Type.String(),
    version: Type.String(),
    method: Type.String(),
    checkedOn: Type.CalendarDate(),
  }),
  controls: Type.Array(Control),
});
export type ControlList = Static<typeof ControlList>;

/** Evidence on a control, in the evidence store beside the obligations' and incidents'. */
export const ControlEvidence = Type.Object({
  ...Type.Omit(ObligationEvidence, ['obligationId', 'projectId']).properties,
  controlId: ControlId,
});
export type ControlEvidence = Static<typeof ControlEvidence>;

/** Evidence as an obligation or a Statement of Applicability shows it, in brief. */
export const EvidenceBrief = Type.Object({
  id: Type.Uuid(),
  title: Type.String(),
  kind: Type.StringEnum(EVIDENCE_KINDS),
  url: Type.Nullable(Type.String()),
  expiresAt: Type.Nullable(Type.CalendarDate()),
  expired: Type.Boolean(),
});
export type EvidenceBrief = Static<typeof EvidenceBrief>;

/**
 * A control linked to a project's obligation, with its evidence: the obligations' API shows it as
 * `satisfiedBy` (evidence attached once to the control counts for every project).
 */
export const ObligationControl = Type.Object({
  control: Type.Object({ id: ControlId, ref: Type.String(), title: Type.String() }),
  strength: Type.StringEnum(LINK_STRENGTHS),
  evidence: Type.Array(EvidenceBrief, { description: 'Newest first, expired ones included' }),
});
export type ObligationControl = Static<typeof ObligationControl>;

/**
 * A control that covers one of the product's records, with the state of its evidence: a
 * project's GDPR record, its DORA record and the DORA register list theirs as `controls`.
 */
export const RecordControl = Type.Object({
  id: ControlId,
  ref: Type.String({ description: '`DAT-3`' }),
  title: Type.String(),
  evidence: Type.StringEnum(EVIDENCE_STATES, {
    description:
      'current: some of its evidence holds today; lapsed: all of it expired; none: no evidence yet',
  }),
});
export type RecordControl = Static<typeof RecordControl>;

export const CoverageSummary = Type.Object({
  items: Type.Integer({ minimum: 0 }),
  applicable: Type.Integer({ minimum: 0 }),
  withEvidence: Type.Integer({ minimum: 0, description: 'Applicable items with current evidence' }),
  partial: Type.Integer({ minimum: 0, description: 'Applicable items partly evidenced' }),
  lapsed: Type.Integer({
    minimum: 0,
    description: 'Applicable items whose evidence has all expired',
  }),
  missing: Type.Integer({ minimum: 0, description: 'Applicable items without any evidence' }),
  overdue: Type.Integer({
    minimum: 0,
    description: 'Applicable items behind which a project’s EU AI Act obligation is overdue',
  }),
  gaps: Type.Integer({ minimum: 0, description: 'Applicable items without current evidence' }),
});
export type CoverageSummary = Static<typeof CoverageSummary>;

export const FrameworkProvenance = Type.Object({
  publication: Type.String(),
  publisher: Type.Nullable(Type.String()),
  version: Type.Nullable(Type.String()),
  url: Type.Nullable(Type.String()),
  checkedOn: Type.Nullable(Type.CalendarDate()),
});

export const FrameworkSummary = Type.Object({
  id: FrameworkId,
  kind: Type.StringEnum(FRAMEWORK_KINDS),
  name: Type.String(),
  description: Type.Nullable(Type.String()),
  source: Type.Nullable(FrameworkProvenance),
  importedAt: Type.Nullable(Type.Timestamp),
  importedBy: Type.Nullable(NamedPerson),
  coverage: CoverageSummary,
});
export type FrameworkSummary = Static<typeof FrameworkSummary>;

export const ItemControl = Type.Object({
  id: ControlId,
  ref: Type.String(),
  title: Type.String(),
  strength: Type.StringEnum(LINK_STRENGTHS),
  evidence: Type.StringEnum(EVIDENCE_STATES),
});
export type ItemControl = Static<typeof ItemControl>;

export const ItemProject = Type.Object({
  id: Type.Uuid(),
  name: Type.String(),
  overdue: Type.Boolean({ description: 'An obligation of it behind the item is overdue' }),
  evidence: Type.StringEnum(EVIDENCE_STATES, {
    description: 'Evidence on its obligations behind the item (its own, or its controls’)',
  }),
});
export type ItemProject = Static<typeof ItemProject>;

export const ItemCoverage = Type.Object({
  ref: Type.String(),
  group: Type.String(),
  title: Type.String(),
  obligationId: Type.Nullable(
    Type.String({ description: 'For an EU AI Act item: the obligation projects store' }),
  ),
  applicable: Type.Boolean(),
  evidence: Type.StringEnum(ITEM_EVIDENCE_STATES),
  overdue: Type.Boolean(),
  controls: Type.Array(ItemControl, { description: 'The controls behind it, direct ones first' }),
  projects: Type.Array(ItemProject, {
    description:
      'The projects behind it (through its controls’ EU AI Act links), overdue first; at most 50',
  }),
  projectCount: Type.Integer({ minimum: 0, description: 'All the projects behind it' }),
});
export type ItemCoverage = Static<typeof ItemCoverage>;

export const FrameworkCoverage = Type.Object({
  ...FrameworkSummary.properties,
  groups: Type.Array(Type.Object({ ref: Type.String(), title: Type.String() })),
  items: Type.Array(ItemCoverage, {
    description:
      'Gaps first: overdue, lapsed, without evidence, partly evidenced; then covered; then not applicable',
  }),
});
export type FrameworkCoverage = Static<typeof FrameworkCoverage>;

export const FRAMEWORK_LIMITS = {
  name: 120,
  description: 1000,
  csvChars: 1_000_000,
  rows: 2000,
  ref: 40,
  group: 120,
  title: 300,
} as const;

export const FrameworkImportBody = Type.StrictObject({
  name: Type.RequiredField(
    'Name',
    FRAMEWORK_LIMITS.name,
    'Give the framework a name, as people will see it in the list',
  ),
  description: Type.Optional(
    Type.labelled(
      'Description',
      Type.Nullable(Type.String({ maxLength: FRAMEWORK_LIMITS.description })),
    ),
  ),
  csv: Type.labelled(
    'CSV',
    Type.String({
      minLength: 1,
      maxLength: FRAMEWORK_LIMITS.csvChars,
      description:
        'The items and their links as CSV text (header `ref,group,title,control,strength`): one row per item and control; an item with several controls repeats its ref',
      errorMessage: {
        minLength: 'Choose a CSV file with the framework’s items',
        maxLength:
          'The CSV is larger than 1 MB: split the framework, or leave out text it does not need',
      },
    }),
  ),
});
export type FrameworkImportBody = Static<typeof FrameworkImportBody>;

// Statement of Applicability

export const SOA_STATUSES = ['not_started', 'planned', 'in_progress', 'implemented'] as const;
export type SoaStatus = (typeof SOA_STATUSES)[number];

export const SOA_STATUS_LABELS: Readonly<Record<SoaStatus, string>> = {
  not_started: 'Not started',
  planned: 'Planned',
  in_progress: 'In progress',
  implemented: 'Implemented',
};

export const SOA_LIMITS = { justification: 2000, note: 500 } as const;

export const SOA_JUSTIFICATION_MESSAGE =
  'Say why the control is excluded: a Statement of Applicability justifies every exclusion';
export const SOA_OWNER_MESSAGE = 'The owner must be a member of the company';

const AnnexARef = Type.String({
  pattern: '^A\\.[0-9]{1,2}(\\.[0-9]{1,2}){1,2}$',
  description: 'An Annex A control: `A.6.2.4`',
});

export const SoaEntryParams = Type.StrictObject({ companyId: Type.Uuid(), ref: AnnexARef });
export const SoaVersionParams = Type.StrictObject({
  companyId: Type.Uuid(),
  version: Type.String({
    pattern: '^[1-9][0-9]{0,5}$',
    description: 'A published version’s number',
  }),
});

export const SoaQuery = Type.StrictObject({
  format: Type.Optional(
    Type.StringEnum(['csv'] as const, {
      description: 'csv: as CSV (as `Accept: text/csv` asks too)',
    }),
  ),
});
export type SoaQuery = Static<typeof SoaQuery>;

export const SoaEntry = Type.Object({
  ref: AnnexARef,
  group: Type.String({ description: '`A.6`' }),
  groupTitle: Type.String(),
  title: Type.String(),
  applicable: Type.Boolean(),
  justification: Type.String({
    description: 'Why it is included or excluded; empty when not said',
  }),
  status: Type.StringEnum(SOA_STATUSES),
  owner: Type.Nullable(NamedPerson),
  controls: Type.Array(
    Type.Object({
      id: ControlId,
      ref: Type.String(),
      title: Type.String(),
      strength: Type.StringEnum(LINK_STRENGTHS),
    }),
  ),
  evidence: Type.Array(
    Type.Object({
      ...EvidenceBrief.properties,
      controlRef: Type.String({ description: 'The control it is attached to' }),
    }),
    { description: 'The evidence of its controls, current first' },
  ),
  evidenceState: Type.StringEnum(ITEM_EVIDENCE_STATES),
  updatedAt: Type.Nullable(Type.Timestamp),
  updatedBy: Type.Nullable(Type.String()),
});
export type SoaEntry = Static<typeof SoaEntry>;

export const SoaVersionSummary = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  publishedAt: Type.Timestamp,
  publishedBy: NamedPerson,
  note: Type.Nullable(Type.String()),
  applicable: Type.Integer({ minimum: 0 }),
  excluded: Type.Integer({ minimum: 0 }),
});
export type SoaVersionSummary = Static<typeof SoaVersionSummary>;

export const Soa = Type.Object({
  framework: Type.Object({
    id: Type.Literal(SOA_FRAMEWORK_ID),
    name: Type.String(),
    publication: Type.String(),
    version: Type.String(),
  }),
  company: Type.Object({ id: Type.Uuid(), name: Type.String() }),
  version: Type.Nullable(SoaVersionSummary),
  asOf: Type.CalendarDate(
    'The day its evidence was judged: today for the draft, the day published for a version',
  ),
  summary: Type.Object({
    controls: Type.Integer({ minimum: 0 }),
    applicable: Type.Integer({ minimum: 0 }),
    excluded: Type.Integer({ minimum: 0 }),
    implemented: Type.Integer({ minimum: 0 }),
    withEvidence: Type.Integer({ minimum: 0 }),
  }),
  entries: Type.Array(SoaEntry, { description: 'Every Annex A control, in the standard’s order' }),
});
export type Soa = Static<typeof Soa>;

export const SoaEntryBody = Type.StrictObject(
  {
    applicable: Type.Optional(Type.labelled('Applicable', Type.Boolean())),
    justification: Type.Optional(
      Type.labelled(
        'Justification',
        Type.Nullable(Type.String({ maxLength: SOA_LIMITS.justification })),
      ),
    ),
    status: Type.Optional(Type.labelled('Implementation status', Type.StringEnum(SOA_STATUSES))),
    ownerId: Type.Optional(
      Type.labelled('Owner', Type.Nullable(Type.Uuid({ errorMessage: SOA_OWNER_MESSAGE }))),
    ),
  },
  { minProperties: 1 },
);
export type SoaEntryBody = Static<typeof SoaEntryBody>;

export const SoaPublishBody = Type.StrictObject({
  note: Type.Optional(
    Type.labelled('Note', Type.Nullable(Type.String({ maxLength: SOA_LIMITS.note }))),
  ),
});
export type SoaPublishBody = Static<typeof SoaPublishBody>;
