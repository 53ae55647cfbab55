import { PREFERENCE_DEFAULTS, type Preferences } from '@portfolio/contracts';
import type { UserPreferences } from '../../models/user-preferences.ts';

/** The three switches; a user without a saved row gets the spec's defaults. */
export function presentPreferences(
  row: Pick<UserPreferences, 'emailNotifications' | 'weeklyReports' | 'projectUpdates'> | undefined,
): Preferences {
  const source = row ?? PREFERENCE_DEFAULTS;
  return {
    emailNotifications: source.emailNotifications,
    weeklyReports: source.weeklyReports,
    projectUpdates: source.projectUpdates,
  };
}
