import {
  maskApiKey,
  type LlmModelCreateBody,
  type LlmModelUpdateBody,
  type ProjectLlmModelBody,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ForeignKeyViolationError } from 'objection';
import { ConflictError, HttpError, isUniqueViolation, NotFoundError } from '../errors.ts';
import { LlmModel } from '../models/llm-model.ts';
import type { Project } from '../models/project.ts';
import { ProjectLlmModel } from '../models/project-llm-model.ts';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './secrets.ts';
import type { Logger } from '../logger.ts';

export const LLM_MODEL_NOT_FOUND_MESSAGE = 'LLM model not found';
export const ALREADY_LINKED_MESSAGE = 'This LLM model is already linked to the project';
export const KEY_UNREADABLE_MESSAGE =
  'The stored API key could not be decrypted; enter the key again';

/** Oldest first, `id` breaking ties: the order of both lists. */
const OLDEST_FIRST = [
  { column: 'createdAt', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/**
 * The masked form of a stored (encrypted) key. A key that cannot be decrypted (SECRETS_KEY
 * changed) is shown fully masked rather than failing the whole list.
 */
export function maskStoredApiKey(ciphertext: string, secretsKey: Buffer): string {
  try {
    return maskApiKey(decryptSecret(ciphertext, secretsKey));
  } catch (error) {
    if (error instanceof SecretDecryptionError) return maskApiKey('');
    throw error;
  }
}

/** The projects linked to each model, in the same query: the delete confirmation says it. */
const projectCount = (db: Knex) =>
  db.raw(
    '(select count(*)::int from project_llm_models l where l.llm_model_id = llm_models.id) as project_count',
  );

/** The company's models, each with its `projectCount`. */
export async function listLlmModels(
  db: Knex,
  companyId: string,
): Promise<(LlmModel & { projectCount: number })[]> {
  return LlmModel.query(db)
    .where({ companyId })
    .select('llm_models.*', projectCount(db))
    .orderBy([...OLDEST_FIRST])
    .castTo<(LlmModel & { projectCount: number })[]>();
}

/** How many projects use a model (a read, after a write answered with the model). */
export async function countProjectsUsing(db: Knex, model: Pick<LlmModel, 'id'>): Promise<number> {
  const row = (await ProjectLlmModel.query(db)
    .where({ llmModelId: model.id })
    .count('* as count')
    .first()) as unknown as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

export async function createLlmModel(
  db: Knex,
  secretsKey: Buffer,
  input: { companyId: string; createdBy: string; body: LlmModelCreateBody },
): Promise<LlmModel> {
  const { body } = input;
  return LlmModel.query(db).insertAndFetch({
    companyId: input.companyId,
    createdBy: input.createdBy,
    name: body.name.trim(),
    vendor: body.vendor,
    apiKey: encryptSecret(body.apiKey.trim(), secretsKey),
  });
}

/** Name and vendor are replaced; the key only when a new one is given. */
export async function updateLlmModel(
  db: Knex,
  secretsKey: Buffer,
  model: LlmModel,
  body: LlmModelUpdateBody,
): Promise<LlmModel> {
  const changes: Partial<LlmModel> = { name: body.name.trim(), vendor: body.vendor };
  if (body.apiKey !== undefined) changes.apiKey = encryptSecret(body.apiKey.trim(), secretsKey);
  const [updated] = await LlmModel.query(db).where({ id: model.id }).patch(changes).returning('*');
  if (!updated) throw new NotFoundError(LLM_MODEL_NOT_FOUND_MESSAGE);
  return updated;
}

/** Deletes the model; its project links go with it (ON DELETE CASCADE). */
export async function deleteLlmModel(db: Knex, model: LlmModel): Promise<void> {
  const deleted = await LlmModel.query(db).deleteById(model.id);
  if (deleted === 0) throw new NotFoundError(LLM_MODEL_NOT_FOUND_MESSAGE);
}

/**
 * The clear key of a model, for an admin who asked to see it. Writes an audit line naming who
 * and which model — never the key.
 */
export function revealLlmModelKey(
  secretsKey: Buffer,
  logger: Logger,
  model: LlmModel,
  userId: string,
): string {
  let apiKey: string;
  try {
    apiKey = decryptSecret(model.apiKey, secretsKey);
  } catch (error) {
    if (!(error instanceof SecretDecryptionError)) throw error;
    throw new HttpError(500, KEY_UNREADABLE_MESSAGE, 'secret_unreadable', { cause: error });
  }
  logger.info(
    {
      audit: 'llm_model.api_key_revealed',
      userId,
      companyId: model.companyId,
      llmModelId: model.id,
    },
    'LLM model API key revealed',
  );
  return apiKey;
}

type LinkWithModel = ProjectLlmModel & { llmModel: LlmModel };

/** A project's model links, each with its model (name and vendor), oldest first. */
export async function listProjectLlmModels(db: Knex, projectId: string): Promise<LinkWithModel[]> {
  return ProjectLlmModel.query(db)
    .where({ projectId })
    .withGraphFetched('llmModel(summary)')
    .modifiers({ summary: (query) => query.select('id', 'name', 'vendor') })
    .orderBy([...OLDEST_FIRST])
    .castTo<LinkWithModel[]>();
}

/**
 * Links a model to a project of the same company. A model of another company is answered as
 * a missing one; a second link of the same pair is a 409.
 */
export async function addProjectLlmModel(
  db: Knex,
  input: { project: Project; body: ProjectLlmModelBody },
): Promise<LinkWithModel> {
  const { project, body } = input;
  const model = await LlmModel.query(db)
    .findOne({ id: body.llmModelId, companyId: project.companyId })
    .select('id', 'name', 'vendor');
  if (!model) throw new NotFoundError(LLM_MODEL_NOT_FOUND_MESSAGE);
  try {
    const link = await ProjectLlmModel.query(db).insertAndFetch({
      projectId: project.id,
      llmModelId: model.id,
      monthlyCost: body.monthlyCost ?? null,
      notes: body.notes ?? null,
    });
    return Object.assign(link, { llmModel: model });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(ALREADY_LINKED_MESSAGE, { code: 'already_linked', cause: error });
    }
    // The model or the project was deleted between the check above and the insert.
    if (error instanceof ForeignKeyViolationError) {
      throw new NotFoundError(LLM_MODEL_NOT_FOUND_MESSAGE, { cause: error });
    }
    throw error;
  }
}

export async function removeProjectLlmModel(db: Knex, link: ProjectLlmModel): Promise<void> {
  const deleted = await ProjectLlmModel.query(db).deleteById(link.id);
  if (deleted === 0) throw new NotFoundError('This LLM model is not linked to the project');
}
