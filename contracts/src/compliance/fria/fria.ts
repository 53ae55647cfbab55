import type { Static } from '@sinclair/typebox';
import * as Type from '../../type';
import { ARTICLE_27, FRIA_PART_KEYS, friaPartName, type FriaPartKey } from './article-27';
import { FRIA_STATES } from './review';

/**
 * A project's fundamental rights impact assessment (`GET/PUT /api/projects/{id}/fria`, its
 * approval and its notification): whether it is owed and why, the six parts of Article 27(1)
 * with where each pre-filled text came from, who approved it when, and the notification of the
 * market surveillance authority.
 */

export const FRIA_LIMITS = { part: 10_000, reference: 200, url: 2000, reason: 1000 } as const;

export const FRIA_URL_MESSAGE = 'Please enter a web address starting with https://';

/** What the BFF answers when a FRIA cannot be written (the mocks answer the same). */
export const FRIA_MESSAGES = {
  approverNotMember: 'The approver must be a member of the company',
  futureDate: 'cannot be in the future',
  notifiedBeforeApproval: 'cannot be before the FRIA was approved',
  notApproved: `Approve the FRIA before recording its notification to the market surveillance authority (${ARTICLE_27.notification})`,
  overrideForbidden:
    'Only an admin may move a project to Active without an approved FRIA: approve its FRIA first, or ask an admin',
  incomplete: (blank: readonly FriaPartKey[]) =>
    `Fill in every part before approving: ${blank.map(friaPartName).join(', ')} ${blank.length === 1 ? 'is' : 'are'} empty`,
} as const;

const Reason = Type.Object({ text: Type.String(), article: Type.String() });

export const FriaRequirementSchema = Type.Object({
  required: Type.Boolean({ description: 'Whether Article 27(1) makes the project owe a FRIA' }),
  assessed: Type.Boolean({ description: 'Whether an EU AI Act assessment decides it' }),
  reasons: Type.Array(Reason, { description: 'Why, in plain words, with the article' }),
  appliesFrom: Type.Nullable(Type.CalendarDate('When required: the day the duty applies from')),
});

export const FriaPartItem = Type.Object({
  key: Type.StringEnum(FRIA_PART_KEYS, { description: 'Its point of Article 27(1), (a) to (f)' }),
  text: Type.String({
    description:
      'As saved; before the first save, what the records pre-fill (empty when they say nothing of it)',
  }),
  source: Type.Nullable(
    Type.String({
      description:
        'Where the text came from ("GDPR record: categories of personal data"); null: written for this FRIA, or empty',
    }),
  ),
  prefill: Type.Nullable(
    Type.Object(
      { text: Type.String(), source: Type.String() },
      { description: 'What the records pre-fill now: offered where it differs from the text' },
    ),
  ),
});
export type FriaPartItem = Static<typeof FriaPartItem>;

export const ProjectFria = Type.Object({
  projectId: Type.Uuid(),
  requirement: FriaRequirementSchema,
  state: Type.StringEnum(FRIA_STATES),
  parts: Type.Array(FriaPartItem, { description: 'The six parts, (a) to (f), in order' }),
  approval: Type.Nullable(
    Type.Object({
      approvedBy: Type.Object({
        id: Type.Nullable(
          Type.Uuid({ description: 'The member; null once they left the company' }),
        ),
        name: Type.String(),
      }),
      approvedOn: Type.CalendarDate(),
    }),
  ),
  review: Type.Array(Reason, {
    description:
      'Why the approved FRIA needs review (Article 27(2)): its facts or parts changed since the approval; empty otherwise',
  }),
  notification: Type.Nullable(
    Type.Object({
      notifiedOn: Type.CalendarDate('When the market surveillance authority was notified'),
      reference: Type.String(),
      documentUrl: Type.Nullable(Type.String({ description: 'Where the notification is kept' })),
    }),
  ),
  activation: Type.Nullable(
    Type.String({
      description:
        'Why the project cannot be moved to Active now (as the refusal says it to the caller); null when it can',
    }),
  ),
  updatedAt: Type.Nullable(Type.Timestamp),
});
export type ProjectFria = Static<typeof ProjectFria>;

const partText = (key: FriaPartKey) =>
  Type.labelled(
    friaPartName(key),
    Type.String({
      maxLength: FRIA_LIMITS.part,
      errorMessage: { maxLength: `Must be at most ${FRIA_LIMITS.part} characters` },
    }),
  );

/** PUT …/fria: the six parts, whole (a part may stay blank until the approval). */
export const ProjectFriaBody = Type.StrictObject({
  processes: partText('processes'),
  period: partText('period'),
  affected: partText('affected'),
  risks: partText('risks'),
  oversight: partText('oversight'),
  measures: partText('measures'),
});
export type ProjectFriaBody = Static<typeof ProjectFriaBody>;

/** POST …/fria/approve: who approved the parts as saved, and when. */
export const FriaApprovalBody = Type.StrictObject({
  approverId: Type.labelled(
    'Approved by',
    Type.Uuid({ errorMessage: FRIA_MESSAGES.approverNotMember }),
  ),
  approvedOn: Type.labelled('Approved on', Type.CalendarDate()),
});
export type FriaApprovalBody = Static<typeof FriaApprovalBody>;

/** POST …/fria/notification: the notification of the market surveillance authority. */
export const FriaNotificationBody = Type.StrictObject({
  notifiedOn: Type.labelled('Notified on', Type.CalendarDate()),
  reference: Type.RequiredField(
    'Reference',
    FRIA_LIMITS.reference,
    'Give the reference of the notification (the authority’s, or your own)',
  ),
  documentUrl: Type.Optional(
    Type.labelled(
      'Document',
      Type.Nullable(
        Type.String({
          pattern: '^https://\\S+$',
          maxLength: FRIA_LIMITS.url,
          errorMessage: {
            type: FRIA_URL_MESSAGE,
            pattern: FRIA_URL_MESSAGE,
            maxLength: `Document must be at most ${FRIA_LIMITS.url} characters`,
          },
        }),
      ),
    ),
  ),
});
export type FriaNotificationBody = Static<typeof FriaNotificationBody>;
