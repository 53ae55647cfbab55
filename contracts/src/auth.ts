import type { Static } from '@sinclair/typebox';
import * as Type from './type';
import {
  Email,
  Nullable,
  RequiredText,
  StringEnum,
  Timestamp,
  Uuid,
  labelled,
  tooShort,
} from './common';
import { CompanyMembership } from './companies';

export const PASSWORD_MIN_LENGTH = 10;

export const CurrentUser = Type.Object({
  id: Uuid(),
  email: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  profileImageUrl: Nullable(Type.String()),
  hasPassword: Type.Boolean({
    description:
      'The account signs in with a password here (it can change it); false for accounts of an identity provider',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
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
    errorMessage: tooShort(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  });

/** A password typed to prove who one is: anything non-empty (its rules may have changed since). */
const GivenPassword = (label: string, message = 'Password is required') =>
  Type.String({ title: label, minLength: 1, maxLength: 200, errorMessage: tooShort(message) });

export const SignUpBody = Type.Object(
  {
    firstName: labelled('First name', RequiredText(100, 'First name is required')),
    lastName: labelled('Last name', RequiredText(100, 'Last name is required')),
    email: labelled('E-mail', Email('Please enter a valid email address')),
    password: NewPassword('Password'),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

export const SignInBody = Type.Object(
  {
    email: labelled('E-mail', Email('Please enter a valid email address')),
    password: GivenPassword('Password'),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

/** Where to go after a successful sign-in; only same-site paths are honoured. */
export const LoginQuery = Type.Object(
  {
    returnTo: Type.Optional(Type.String({ pattern: '^/(?!/)', maxLength: 500 })),
    /** The built-in sign-in page opens on its Create account tab. */
    mode: Type.Optional(StringEnum(['signin', 'signup'] as const)),
  },
  { additionalProperties: false },
);

export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'The new passwords do not match';

/**
 * POST /api/account/password. The new password is typed twice; the two must be equal (checked
 * by the form and again by the BFF, which answers 400 naming `confirmPassword`).
 */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: GivenPassword('Current password', 'Current password is required'),
    newPassword: NewPassword('New password'),
    confirmPassword: GivenPassword('New password again', 'Please type the new password again'),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
