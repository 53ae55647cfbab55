import { PREFERENCE_DEFAULTS, type Preferences } from '@portfolio/contracts';
import type { UserPreferences } from '../../models/user-preferences.ts';

/** The switches; a user without a saved row gets the defaults. */
export function presentPreferences(
  row:
    | Pick<
        UserPreferences,
        'emailNotifications' | 'weeklyReports' | 'projectUpdates' | 'proposalUpdates'
      >
    | undefined,
): Preferences {
  const source = row ?? PREFERENCE_DEFAULTS;
  return {
    emailNotifications: source.emailNotifications,
    weeklyReports: source.weeklyReports,
    projectUpdates: source.projectUpdates,
    proposalUpdates: source.proposalUpdates,
  };
}
