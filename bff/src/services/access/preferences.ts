import { PREFERENCE_DEFAULTS, type Preferences, type PreferencesBody } from '@portfolio/contracts';
import { fn } from 'objection';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { UserPreferences } from '../../models/user-preferences.ts';

/** The switches, as the history keeps them. */
const switches = ({
  emailNotifications,
  weeklyReports,
  projectUpdates,
  proposalUpdates,
}: Preferences) => ({ emailNotifications, weeklyReports, projectUpdates, proposalUpdates });

/**
 * Saves a person's switches, creating the row on first save; one the body leaves out (a client
 * that knows only the first three) keeps its value. The history keeps it as the person's own
 * event (no company); "before" is what they saw: the saved row or the defaults.
 */
export async function savePreferences(
  uow: UnitOfWork,
  userId: string,
  body: PreferencesBody,
): Promise<UserPreferences> {
  const saved = await UserPreferences.query(uow.trx).findOne({ userId }).forUpdate();
  const { proposalUpdates, ...always } = body;
  const values = proposalUpdates === undefined ? always : { ...always, proposalUpdates };
  const row = await UserPreferences.query(uow.trx)
    .insert({ userId, ...values })
    .onConflict('userId')
    .merge({ ...values, updatedAt: fn.now() })
    .returning('*');
  await uow.record({
    entity: 'preferences',
    id: userId,
    action: 'updated',
    companyId: null,
    userId,
    label: null,
    before: switches(saved ?? PREFERENCE_DEFAULTS),
    after: switches(row),
  });
  return row;
}
