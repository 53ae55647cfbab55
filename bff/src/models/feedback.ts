import { BaseModel } from './base-model.ts';

export class Feedback extends BaseModel {
  static override tableName = 'feedback';

  declare id: string;
  declare name: string;
  declare email: string;
  declare company: string | null;
  declare feedback: string;
  declare createdAt: Date;
}
