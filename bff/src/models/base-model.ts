import { Model, type ModelClass, type Pojo, type RelationMapping } from 'objection';

/**
 * Columns are snake_case in SQL and camelCase here (knexSnakeCaseMappers in the knex config),
 * so relation joins are written in camelCase. No jsonSchema: input is validated at the HTTP
 * boundary from the contracts, and field types come from the contracts' types. Queries take
 * their knex explicitly: `Project.query(db)` or `Project.query(trx)`.
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

/** A row one company owns: its `companyId` is what a route's tenant check reads. */
export abstract class CompanyOwnedModel extends BaseModel {
  declare id: string;
  declare companyId: string;
}

/** A company's row with `createdAt` / `updatedAt`. */
export abstract class CompanyTimestampedModel extends TimestampedModel {
  declare id: string;
  declare companyId: string;
}

/** A company's row about one of its projects, with `createdAt` / `updatedAt`. */
export abstract class ProjectOwnedModel extends CompanyTimestampedModel {
  declare projectId: string;
}

// Relations, each joined on `id`: the table and column names come from the models, so a
// mapping names only the foreign-key column.
type AnyModel = ModelClass<BaseModel>;
type Mapping = RelationMapping<BaseModel>;

/** `from.column` points at a row of `to`. */
export const belongsTo = (from: AnyModel, column: string, to: AnyModel): Mapping => ({
  relation: Model.BelongsToOneRelation,
  modelClass: to,
  join: { from: `${from.tableName}.${column}`, to: `${to.tableName}.id` },
});

/** Rows of `to` whose `column` points at `from` (one of them with `one`). */
export const hasMany = (from: AnyModel, to: AnyModel, column: string, one = false): Mapping => ({
  relation: one ? Model.HasOneRelation : Model.HasManyRelation,
  modelClass: to,
  join: { from: `${from.tableName}.id`, to: `${to.tableName}.${column}` },
});

/**
 * A table whose rows link rows of two others: its column pointing at each side, and the columns
 * a read through it brings along. Declared once, beside its model, and read from either side.
 */
export interface Link {
  model: AnyModel;
  from: string;
  to: string;
  extra: string[];
}

/** The same link read from its other side. */
export const reversed = (through: Link): Link => ({
  ...through,
  from: through.to,
  to: through.from,
});

/** Rows of `to` linked to `from` through rows of `through`, whose `extra` columns come along. */
export const manyToMany = (from: AnyModel, to: AnyModel, through: Link): Mapping => ({
  relation: Model.ManyToManyRelation,
  modelClass: to,
  join: {
    from: `${from.tableName}.id`,
    through: {
      from: `${through.model.tableName}.${through.from}`,
      to: `${through.model.tableName}.${through.to}`,
      extra: through.extra,
    },
    to: `${to.tableName}.id`,
  },
});
