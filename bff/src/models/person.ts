import { belongsTo, CompanyTimestampedModel } from './base-model.ts';
import { User } from './user.ts';

/**
 * Someone whose time the portfolio plans: a member of the company (`userId` set, added by the
 * database when the membership is created) or a person outside the product an admin added.
 */
export class Person extends CompanyTimestampedModel {
  static override tableName = 'people';

  declare userId: string | null;
  /** A member's name as it was when they joined; their account's name is the one shown. */
  declare name: string;
  declare email: string | null;
  declare title: string | null;
  declare hoursPerWeek: number;

  declare user?: User | null;

  static override relationMappings = () => ({
    user: belongsTo(this, 'userId', User),
  });
}
