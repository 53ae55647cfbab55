import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { MEMBER_ROLES } from '../access/companies';

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_SENT_MESSAGE = 'An email invitation has been sent';
/** Said instead when no mail server is configured: the link exists, nobody was mailed. */
export const INVITATION_LINK_CREATED_MESSAGE =
  'The invitation link was created. No e-mail was sent (no mail server is configured): copy the link and send it yourself.';

/**
 * What the BFF answers when a membership or an invitation cannot be changed or used (the mocks
 * answer the same).
 */
export const TEAM_MESSAGES = {
  lastAdmin: 'A company needs at least one admin',
  alreadyMember: 'This person is already a member of the company',
  notValid: 'This invitation link is not valid',
  wrongEmail: 'This invitation was sent to a different e-mail address',
  expired: 'This invitation has expired',
  revoked: 'This invitation has been revoked',
  used: 'This invitation has already been used',
  mailFailed: 'The invitation e-mail could not be sent. Please try again later.',
} as const;

export const Member = Type.Object({
  id: Type.Uuid(),
  role: Type.StringEnum(MEMBER_ROLES),
  joinedAt: Type.Nullable(Type.Timestamp),
  user: Type.Object({
    id: Type.Uuid(),
    firstName: Type.Nullable(Type.String()),
    lastName: Type.Nullable(Type.String()),
    email: Type.String(),
  }),
});
export type Member = Static<typeof Member>;

export const InviteBody = Type.StrictObject({
  email: Type.labelled('Email address', Type.Email('Please enter a valid email address')),
  role: Type.Optional(
    Type.labelled(
      'Role',
      Type.StringEnum(MEMBER_ROLES, { default: 'member', errorMessage: 'Please select a role' }),
    ),
  ),
});
export type InviteBody = Static<typeof InviteBody>;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const Invitation = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  email: Type.String(),
  role: Type.StringEnum(MEMBER_ROLES),
  invitedBy: Type.Nullable(Type.Uuid()),
  expiresAt: Type.Timestamp,
  acceptedAt: Type.Nullable(Type.Timestamp),
  revokedAt: Type.Nullable(Type.Timestamp),
  createdAt: Type.Timestamp,
  state: Type.StringEnum(INVITATION_STATES),
  link: Type.String({ description: 'The address the invitee opens to join' }),
});
export type Invitation = Static<typeof Invitation>;

export const InviteResponse = Type.Object({
  message: Type.Union([
    Type.Literal(INVITATION_SENT_MESSAGE),
    Type.Literal(INVITATION_LINK_CREATED_MESSAGE),
  ]),
  delivery: Type.StringEnum(['email', 'link'] as const, {
    description:
      '`email`: the invitation was mailed; `link`: no mail server is configured, the link was only created (and logged) for the admin to send',
  }),
  invitation: Invitation,
});
export type InviteResponse = Static<typeof InviteResponse>;

/** What anyone holding an invitation link may learn about it. */
export const InvitationPreview = Type.Object({
  companyName: Type.String(),
  email: Type.String(),
  role: Type.StringEnum(MEMBER_ROLES),
  state: Type.StringEnum(INVITATION_STATES),
  expiresAt: Type.Timestamp,
});
export type InvitationPreview = Static<typeof InvitationPreview>;

export const TokenParams = Type.StrictObject({
  token: Type.String({
    pattern: '^[A-Za-z0-9_-]{20,100}$',
    errorMessage: TEAM_MESSAGES.notValid,
  }),
});

export const AcceptInvitationResponse = Type.Object({
  companyId: Type.Uuid(),
  role: Type.StringEnum(MEMBER_ROLES),
});

export const RoleBody = Type.StrictObject({
  role: Type.labelled(
    'Role',
    Type.StringEnum(MEMBER_ROLES, { errorMessage: 'Please select a role' }),
  ),
});
export type RoleBody = Static<typeof RoleBody>;
