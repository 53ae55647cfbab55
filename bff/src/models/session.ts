import { BaseModel } from './base-model.ts';

/** A koa-session row: the session store reads and writes these. */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';

  declare sid: string;
  declare sess: Record<string, unknown>;
  declare expire: Date;
}
