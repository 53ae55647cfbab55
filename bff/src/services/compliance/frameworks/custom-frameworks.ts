import {
  FRAMEWORK_MESSAGES,
  builtInCatalogue,
  frameworkCsvErrorDetail,
  frameworkCsvMessage,
  parseFrameworkCsv,
  UUID_PATTERN,
  type FrameworkImportBody,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, insertRecorded } from '../../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../../audit/unit-of-work.ts';
import { ConflictError, InputError, NotFoundError } from '../../../errors.ts';
import { CustomFrameworkRow } from '../../../models/frameworks.ts';

/**
 * A company's own frameworks: imported whole from CSV in one unit of work (every row checked
 * first, every problem reported with its row and column, nothing written when there is one),
 * listed beside the built-in ones, deleted with their items.
 */

/** What the history keeps of a framework: its name, description and how many items it has. */
const audited = (row: CustomFrameworkRow, items: number) => ({
  companyId: row.companyId,
  name: row.name,
  description: row.description,
  items,
});

/** Whether an id can name a custom framework (built-in ids and other text cannot). */
export const isCustomFrameworkId = (id: string) => new RegExp(UUID_PATTERN).test(id);

/**
 * Imports a framework: the CSV read and checked row by row (400 with a detail per problem, and
 * nothing written), then the framework, its items and their links written in the unit's
 * transaction, so a failure on any row leaves nothing behind.
 */
export async function importFramework(
  uow: UnitOfWork,
  companyId: string,
  body: FrameworkImportBody,
  createdBy: string | null,
): Promise<CustomFrameworkRow> {
  const parsed = parseFrameworkCsv(body.csv);
  if (!parsed.items) {
    throw new InputError(frameworkCsvMessage(parsed.errors), {
      details: parsed.errors.map(frameworkCsvErrorDetail),
    });
  }
  const name = body.name.trim();
  const taken = await uow
    .trx('customFrameworks')
    .where({ companyId })
    .whereRaw('lower(name) = lower(?)', [name])
    .first('id');
  if (taken || builtInCatalogue(name.toLowerCase())) {
    throw new ConflictError(FRAMEWORK_MESSAGES.nameTaken);
  }
  const framework = await insertRecorded(
    uow,
    CustomFrameworkRow,
    'framework',
    {
      companyId,
      name,
      description: body.description?.trim() || null,
      createdBy,
      createdByName: await uow.actorLabel(),
    },
    { view: (row) => audited(row, parsed.items.length), label: (row) => row.name },
  );
  const items = (await uow.trx('customFrameworkItems').insert(
    parsed.items.map((item, position) => ({
      companyId,
      frameworkId: framework.id,
      position,
      ref: item.ref,
      groupName: item.group,
      title: item.title,
    })),
    ['id', 'ref'],
  )) as Array<{ id: string; ref: string }>;
  const idOf = new Map(items.map((i) => [i.ref, i.id]));
  const links = parsed.items.flatMap((item) =>
    item.links.map((link) => ({ itemId: idOf.get(item.ref)!, ...link })),
  );
  if (links.length > 0) await uow.trx('customFrameworkLinks').insert(links);
  return framework;
}

/**
 * Deletes a framework of the company's own with its items: 409 for a built-in one, 404 for one
 * that is not the company's.
 */
export async function deleteFramework(
  uow: UnitOfWork,
  companyId: string,
  frameworkId: string,
): Promise<void> {
  if (builtInCatalogue(frameworkId)) throw new ConflictError(FRAMEWORK_MESSAGES.builtIn);
  const row = isCustomFrameworkId(frameworkId)
    ? await CustomFrameworkRow.query(uow.trx).findOne({ id: frameworkId, companyId }).forUpdate()
    : undefined;
  if (!row) throw new NotFoundError(FRAMEWORK_MESSAGES.frameworkNotFound);
  const items = await countItems(uow.trx, row.id);
  await deleteRecorded(uow, CustomFrameworkRow, 'framework', row, {
    view: (r) => audited(r, items),
    label: (r) => r.name,
  });
}

const countItems = async (db: Knex, frameworkId: string) =>
  Number(
    (
      (await db('customFrameworkItems').where({ frameworkId }).count('* as n').first()) as {
        n: string;
      }
    ).n,
  );
