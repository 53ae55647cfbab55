import { write } from '../../audit/unit-of-work.ts';
import { UserPreferences } from '../../models/user-preferences.ts';
import { presentPreferences } from '../../presenters/access/preferences.ts';
import { savePreferences } from '../../services/access/preferences.ts';
import { contractRoute } from '../contract.ts';

/** GET /api/user/preferences: the saved switches, or the spec's defaults when none are saved. */
export const getPreferences = contractRoute('getPreferences', {
  async handle({ userId, deps }) {
    return presentPreferences(await UserPreferences.query(deps.db).findOne({ userId }));
  },
});

/** PUT /api/user/preferences: saves the switches, creating the row on first save. */
export const updatePreferences = contractRoute('updatePreferences', {
  async handle({ body, userId, actor, deps }) {
    return presentPreferences(
      await write(deps, actor, (uow) => savePreferences(uow, userId, body)),
    );
  },
});
