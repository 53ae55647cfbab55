import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { CompanyMembership } from './companies';

export const PASSWORD_MIN_LENGTH = 10;

export const CurrentUser = Type.Object({
  id: Type.Uuid(),
  email: Type.String(),
  firstName: Type.Nullable(Type.String()),
  lastName: Type.Nullable(Type.String()),
  profileImageUrl: Type.Nullable(Type.String()),
  hasPassword: Type.Boolean({
    description:
      'The account signs in with a password here (it can change it); false for accounts of an identity provider',
  }),
  twoFactorEnabled: Type.Boolean({
    description:
      'Signing in asks for a code of an authenticator app after the password (built-in accounts only)',
  }),
  emailVerified: Type.Boolean({
    description:
      'The owner of the address proved it (a link mailed to it, or the identity provider’s `email_verified`): only then does the bell show invitations sent to it',
  }),
  ...Type.Timestamps,
  companies: Type.Array(CompanyMembership, {
    description: 'Companies the user belongs to; the first is the active one',
  }),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** The rule for a password chosen by its owner: at sign-up and when changing it. */
const NewPassword = (label: string) =>
  Type.String({
    title: label,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: 200,
    errorMessage: Type.tooShort(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  });

/** A password typed to prove who one is: anything non-empty (its rules may have changed since). */
const GivenPassword = (label: string, message = 'Password is required') =>
  Type.String({ title: label, minLength: 1, maxLength: 200, errorMessage: Type.tooShort(message) });

export const NAME_MAX_LENGTH = 100;

/** A person's names, as typed at sign-up and in Settings → Profile. */
const FirstName = () => Type.RequiredField('First name', NAME_MAX_LENGTH);
const LastName = () => Type.RequiredField('Last name', NAME_MAX_LENGTH);

export const SignUpBody = Type.StrictObject({
  firstName: FirstName(),
  lastName: LastName(),
  email: Type.labelled('E-mail', Type.Email('Please enter a valid email address')),
  password: NewPassword('Password'),
});
export type SignUpBody = Static<typeof SignUpBody>;

/** How long the link of a verification e-mail can be used. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/**
 * The answer to a sign-up, the same whether or not the address already has an account (the
 * e-mail says which), so the form cannot tell who has one.
 */
export const signUpSentMessage = (email: string) =>
  `Check your inbox: we sent a link to ${email} to finish creating your account. It can be used once, within ${EMAIL_VERIFICATION_TTL_HOURS} hours.`;

/**
 * What a verification link's e-mail became. `verificationLink` is there only when no mail server
 * is configured (the embedded default): the link was written to the server log, and the page
 * shows it too, as invitations do.
 */
export const EmailVerificationSent = Type.Object({
  message: Type.String(),
  email: Type.String(),
  verificationLink: Type.Optional(
    Type.String({ description: 'Only without a mail server: the link that was logged' }),
  ),
});
export type EmailVerificationSent = Static<typeof EmailVerificationSent>;

/** Where the link of the sign-up e-mail leads once the account is made (same-site paths). */
export const SignUpQuery = Type.StrictObject({
  returnTo: Type.Optional(Type.String({ pattern: '^/(?!/)', maxLength: 500 })),
});

/** The link of a verification e-mail: its single-use token and where to go afterwards. */
export const VerifyEmailQuery = Type.StrictObject({
  token: Type.String({
    pattern: '^[A-Za-z0-9_-]{20,100}$',
    errorMessage: 'is not valid: open the link of the e-mail exactly as it was sent',
  }),
  returnTo: Type.Optional(Type.String({ pattern: '^/(?!/)', maxLength: 500 })),
});
export type VerifyEmailQuery = Static<typeof VerifyEmailQuery>;

/** The sentences of verification links; each says what to do next. */
export const EMAIL_VERIFICATION_MESSAGES = {
  notValid:
    'This link is not valid or has already been used. Sign in, or create your account again to get a new link.',
  expired: `This link has expired (links work for ${EMAIL_VERIFICATION_TTL_HOURS} hours). Create your account again, or send a new link from Settings, to get a fresh one.`,
  alreadyVerified: 'Your e-mail address is already verified',
  managedByProvider:
    'This account signs in through your identity provider, which vouches for its address',
} as const;

export const SignInBody = Type.StrictObject({
  email: Type.labelled('E-mail', Type.Email('Please enter a valid email address')),
  password: GivenPassword('Password'),
});
export type SignInBody = Static<typeof SignInBody>;

/** Where to go after a successful sign-in; only same-site paths are honoured. */
export const LoginQuery = Type.StrictObject({
  returnTo: Type.Optional(Type.String({ pattern: '^/(?!/)', maxLength: 500 })),
  /** The built-in sign-in page opens on its Create account tab. */
  mode: Type.Optional(Type.StringEnum(['signin', 'signup'] as const)),
  /** Prefills the e-mail fields of the built-in sign-in page (an invitation's address). */
  email: Type.Optional(Type.String({ maxLength: 320 })),
});

export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'The new passwords do not match';

/**
 * POST /api/account/password. The new password is typed twice; the two must be equal (checked
 * by the form and again by the BFF, which answers 400 naming `confirmPassword`).
 */
export const ChangePasswordBody = Type.StrictObject({
  currentPassword: GivenPassword('Current password', 'Current password is required'),
  newPassword: NewPassword('New password'),
  confirmPassword: GivenPassword('New password again', 'Please type the new password again'),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/**
 * PUT /api/account/profile: a built-in account's own names (an identity provider's accounts
 * get theirs from it at every sign-in, so they are refused with 409).
 */
export const ProfileBody = Type.StrictObject({ firstName: FirstName(), lastName: LastName() });
export type ProfileBody = Static<typeof ProfileBody>;

/**
 * Two-factor authentication (TOTP, RFC 6238) of built-in accounts. Sign-in with it takes two
 * calls: the password (`POST /api/auth/signin`), answered with a `TwoFactorChallenge` instead of
 * a session, then a code (`POST /api/auth/signin/two-factor`) within `expiresAt`.
 */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** The answer to a set-up code that does not match (400 naming `code`), for forms and mocks. */
export const WRONG_SETUP_CODE_MESSAGE =
  'That code is not correct. Check that the app shows the code for this account, and enter its current code';
export const RECOVERY_CODE_COUNT = 10;

export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  expiresAt: Type.String({
    description: 'ISO 8601 date-time after which the password must be given again',
  }),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** The answer of a correct password: signed in, or a second step to take. */
export const SignInResult = Type.Union([CurrentUser, TwoFactorChallenge]);
export type SignInResult = Static<typeof SignInResult>;

/** A `SignInResult` that asks for the second step. */
export const needsSecondStep = (result: SignInResult): result is TwoFactorChallenge =>
  'twoFactorRequired' in result;

/** A code of the authenticator app (6 digits), or one of the account's recovery codes. */
export const TwoFactorSignInBody = Type.StrictObject({
  code: Type.String({
    title: 'Code',
    minLength: 1,
    maxLength: 64,
    pattern: '\\S',
    errorMessage: Type.tooShort('Enter the code from your authenticator app or a recovery code'),
  }),
});
export type TwoFactorSignInBody = Static<typeof TwoFactorSignInBody>;

/** What the enable dialog shows: the QR code to scan and the same secret to type by hand. */
export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'The TOTP secret in base32, for typing into the app' }),
  otpauthUrl: Type.String({ description: 'The otpauth:// URI the QR code encodes' }),
  qrCode: Type.String({ description: 'The QR code as an SVG data URL (data:image/svg+xml;…)' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** The first code of the app, proving it was set up, turns two-factor on. */
export const TwoFactorEnableBody = Type.StrictObject({
  code: Type.String({
    title: 'Code',
    pattern: `^\\s*\\d{${TWO_FACTOR_CODE_DIGITS}}\\s*$`,
    errorMessage: `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app`,
  }),
});
export type TwoFactorEnableBody = Static<typeof TwoFactorEnableBody>;

/** Turning two-factor off, or replacing the recovery codes, takes the account's password. */
export const TwoFactorPasswordBody = Type.StrictObject({ password: GivenPassword('Password') });
export type TwoFactorPasswordBody = Static<typeof TwoFactorPasswordBody>;

/** Single-use recovery codes, answered once: only their hashes are stored. */
export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { minItems: RECOVERY_CODE_COUNT }),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;
