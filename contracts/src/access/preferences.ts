import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

export const PREFERENCE_DEFAULTS = {
  emailNotifications: true,
  weeklyReports: true,
  projectUpdates: false,
} as const;

export const Preferences = Type.Object({
  emailNotifications: Type.Boolean(),
  weeklyReports: Type.Boolean(),
  projectUpdates: Type.Boolean(),
});
export type Preferences = Static<typeof Preferences>;

export const PreferencesBody = Type.StrictObject({
  emailNotifications: Type.Boolean({ title: 'Email Notifications' }),
  weeklyReports: Type.Boolean({ title: 'Weekly Reports' }),
  projectUpdates: Type.Boolean({ title: 'Project Updates' }),
});
export type PreferencesBody = Static<typeof PreferencesBody>;
