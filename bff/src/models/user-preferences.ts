import { belongsTo, TimestampedModel } from './base-model.ts';
import { User } from './user.ts';

export class UserPreferences extends TimestampedModel {
  static override tableName = 'user_preferences';

  declare id: string;
  declare userId: string;
  declare emailNotifications: boolean;
  declare weeklyReports: boolean;
  declare projectUpdates: boolean;
  declare proposalUpdates: boolean;

  declare user?: User;

  static override relationMappings = () => ({
    user: belongsTo(this, 'userId', User),
  });
}
