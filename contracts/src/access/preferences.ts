import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

export const PREFERENCE_DEFAULTS = {
  emailNotifications: true,
  weeklyReports: true,
  projectUpdates: false,
  proposalUpdates: true,
} as const;

export const Preferences = Type.Object({
  emailNotifications: Type.Boolean(),
  weeklyReports: Type.Boolean(),
  projectUpdates: Type.Boolean(),
  proposalUpdates: Type.Boolean({
    description:
      'E-mail when a proposal waits for the person’s approval, and when one they submitted is decided',
  }),
});
export type Preferences = Static<typeof Preferences>;

export const PreferencesBody = Type.StrictObject({
  emailNotifications: Type.Boolean({ title: 'Email Notifications' }),
  weeklyReports: Type.Boolean({ title: 'Weekly Reports' }),
  projectUpdates: Type.Boolean({ title: 'Project Updates' }),
  // Later than the other three: a client that sends only those keeps it as it is.
  proposalUpdates: Type.Optional(Type.Boolean({ title: 'Proposals' })),
});
export type PreferencesBody = Static<typeof PreferencesBody>;
