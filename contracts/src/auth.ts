import { Type, type Static } from '@sinclair/typebox';
import { Email, Nullable, RequiredText, StringEnum, Timestamp, Uuid, tooShort } from './common';
import { CompanyMembership } from './companies';

export const PASSWORD_MIN_LENGTH = 10;

export const CurrentUser = Type.Object({
  id: Uuid(),
  email: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  profileImageUrl: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  companies: Type.Array(CompanyMembership, {
    description: 'Companies the user belongs to; the first is the active one',
  }),
});
export type CurrentUser = Static<typeof CurrentUser>;

export const SignUpBody = Type.Object(
  {
    firstName: RequiredText(100, 'First name is required'),
    lastName: RequiredText(100, 'Last name is required'),
    email: Email('Please enter a valid email address'),
    password: Type.String({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: 200,
      errorMessage: tooShort(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    }),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

export const SignInBody = Type.Object(
  {
    email: Email('Please enter a valid email address'),
    password: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: tooShort('Password is required'),
    }),
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
