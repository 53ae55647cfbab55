import { Model, type Pojo } from 'objection';

/**
 * Columns are snake_case in SQL and camelCase here (knexSnakeCaseMappers in the knex config),
 * so relation joins are written in camelCase. No jsonSchema: input is validated at the HTTP
 * boundary from the contracts. Queries take their knex explicitly: `Project.query(db)` or
 * `Project.query(trx)`.
 */
export abstract class BaseModel extends Model {
  static override useLimitInFirst = true;

  /** Fields removed by `toJSON()`, as a guard: responses go through presenters anyway. */
  static secretFields: readonly string[] = [];

  override $formatJson(json: Pojo): Pojo {
    const formatted = super.$formatJson(json);
    for (const field of (this.constructor as typeof BaseModel).secretFields) {
      delete formatted[field];
    }
    return formatted;
  }
}

/** A model with `createdAt` / `updatedAt`; the database sets both on insert. */
export abstract class TimestampedModel extends BaseModel {
  declare createdAt: Date;
  declare updatedAt: Date;

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
