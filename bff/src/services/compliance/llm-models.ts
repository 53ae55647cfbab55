import {
  endpointRequiredMessage,
  llmEndpointOf,
  maskApiKey,
  type LlmModelCreateBody,
  type LlmModelUpdateBody,
  type ProjectLlmModelBody,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ForeignKeyViolationError } from 'objection';
import {
  ConflictError,
  HttpError,
  InputError,
  isUniqueViolation,
  NotFoundError,
} from '../../errors.ts';
import { assertPublicUrl } from '../../integrations/address-guard.ts';
import { LlmModel } from '../../models/llm-model.ts';
import type { Project } from '../../models/project.ts';
import { ProjectLlmModel } from '../../models/project-llm-model.ts';
import { decryptSecret, encryptSecret, SecretDecryptionError } from '../access/secrets.ts';
import { insertRecorded, patchRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { groupedBy } from '../grouped.ts';

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

/** The company's models, oldest first. */
export async function listLlmModels(db: Knex, companyId: string): Promise<LlmModel[]> {
  return LlmModel.query(db)
    .where({ companyId })
    .orderBy([...OLDEST_FIRST]);
}

/** The projects using each of the models (archived ones too, as `projectCount` counts), by name. */
export async function projectsUsing(
  db: Knex,
  modelIds: readonly string[],
): Promise<Map<string, Array<{ id: string; name: string }>>> {
  if (modelIds.length === 0) return new Map();
  const rows = (await db('projectLlmModels as l')
    .join('projects as p', 'p.id', 'l.projectId')
    .whereIn('l.llmModelId', [...modelIds])
    .orderBy([{ column: 'p.name' }, { column: 'p.id' }])
    .select('l.llmModelId', 'p.id', 'p.name')) as Array<{
    llmModelId: string;
    id: string;
    name: string;
  }>;
  return groupedBy(modelIds, rows, 'llmModelId');
}

/** What a model needs to call its vendor, as the body gives it (absent: as `current` has it). */
type CallFields = Pick<LlmModel, 'vendor' | 'vendorModel' | 'endpointUrl' | 'suggestionsEnabled'>;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The call fields after a write, checked: suggestions need an endpoint (the model's or its
 * vendor's), and an endpoint given must be a public address unless LLM_ALLOW_PRIVATE says
 * otherwise (it is checked again on every call, at connect time).
 */
async function callFields(
  body: LlmModelCreateBody | LlmModelUpdateBody,
  current: Omit<CallFields, 'vendor'>,
  allowPrivate: boolean,
): Promise<CallFields> {
  const fields: CallFields = {
    vendor: body.vendor,
    vendorModel:
      body.vendorModel === undefined ? current.vendorModel : blankToNull(body.vendorModel),
    endpointUrl:
      body.endpointUrl === undefined ? current.endpointUrl : blankToNull(body.endpointUrl),
    suggestionsEnabled: body.suggestionsEnabled ?? current.suggestionsEnabled,
  };
  if (fields.suggestionsEnabled && !llmEndpointOf(fields)) {
    throw new InputError(endpointRequiredMessage(fields.vendor), {
      details: [{ field: 'endpointUrl', message: endpointRequiredMessage(fields.vendor) }],
    });
  }
  if (fields.endpointUrl !== null && fields.endpointUrl !== current.endpointUrl) {
    if (!URL.canParse(fields.endpointUrl)) {
      const message = 'Endpoint URL is not a valid web address';
      throw new InputError(message, { details: [{ field: 'endpointUrl', message }] });
    }
    await assertPublicUrl(
      fields.endpointUrl,
      allowPrivate,
      'LLM models are called only at public addresses',
    );
  }
  return fields;
}

const NO_CALL_FIELDS = { vendorModel: null, endpointUrl: null, suggestionsEnabled: false };

/** Region as given, blank as none. */
const regionOf = (region: string | null | undefined) => region?.trim() || null;

export async function createLlmModel(
  uow: UnitOfWork,
  config: { secretsKey: Buffer; llmAllowPrivate: boolean },
  input: { companyId: string; createdBy: string; body: LlmModelCreateBody },
): Promise<LlmModel> {
  const { body } = input;
  const call = await callFields(body, NO_CALL_FIELDS, config.llmAllowPrivate);
  return insertRecorded(uow, LlmModel, 'llm_model', {
    companyId: input.companyId,
    createdBy: input.createdBy,
    name: body.name.trim(),
    ...call,
    apiKey: encryptSecret(body.apiKey.trim(), config.secretsKey),
    region: regionOf(body.region),
    deprecationDate: body.deprecationDate ?? null,
  });
}

/**
 * Name and vendor are replaced; the key, the vendor model, the endpoint, the suggestions switch,
 * region and deprecation date only when given. A new date is recorded, so the projects using
 * the model are evaluated again (`model-deprecation`).
 */
export async function updateLlmModel(
  uow: UnitOfWork,
  config: { secretsKey: Buffer; llmAllowPrivate: boolean },
  model: Pick<LlmModel, 'id'>,
  body: LlmModelUpdateBody,
): Promise<LlmModel> {
  const before = await uow.lock(LlmModel, model.id, notFoundMessage('llm_model'));
  const changes: Partial<LlmModel> = {
    name: body.name.trim(),
    ...(await callFields(body, before, config.llmAllowPrivate)),
  };
  if (body.apiKey !== undefined) {
    changes.apiKey = encryptSecret(body.apiKey.trim(), config.secretsKey);
  }
  if (body.region !== undefined) changes.region = regionOf(body.region);
  if (body.deprecationDate !== undefined) changes.deprecationDate = body.deprecationDate;
  // A new key is a change even when its text is the one stored (the ciphertext always differs).
  return patchRecorded(uow, LlmModel, 'llm_model', before, changes);
}

/**
 * Deletes the model; its project links go with it (ON DELETE CASCADE), each recorded on its
 * project's history as the link's deletion.
 */
export async function deleteLlmModel(uow: UnitOfWork, model: Pick<LlmModel, 'id'>): Promise<void> {
  const before = await uow.lock(LlmModel, model.id, notFoundMessage('llm_model'));
  const links = await ProjectLlmModel.query(uow.trx).where({ llmModelId: model.id }).forUpdate();
  await before.$query(uow.trx).delete();
  await uow.record({ entity: 'llm_model', id: model.id, action: 'deleted', before });
  for (const link of links) {
    await uow.record({
      entity: 'project_llm_model',
      id: link.id,
      action: 'deleted',
      companyId: before.companyId,
      label: before.name,
      before: { ...link, llmModelName: before.name },
    });
  }
}

/**
 * The clear key of a model, for an admin who asked to see it. The history records who revealed
 * which model's key — never the key.
 */
export async function revealLlmModelKey(
  uow: UnitOfWork,
  secretsKey: Buffer,
  model: LlmModel,
): Promise<string> {
  let apiKey: string;
  try {
    apiKey = decryptSecret(model.apiKey, secretsKey);
  } catch (error) {
    if (!(error instanceof SecretDecryptionError)) throw error;
    throw new HttpError(500, KEY_UNREADABLE_MESSAGE, 'secret_unreadable', { cause: error });
  }
  await uow.record({
    entity: 'llm_model',
    id: model.id,
    action: 'key_revealed',
    after: null,
    label: model.name,
    companyId: model.companyId,
  });
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
  uow: UnitOfWork,
  input: { project: Project; body: ProjectLlmModelBody },
): Promise<LinkWithModel> {
  const { project, body } = input;
  const model = await LlmModel.query(uow.trx)
    .findOne({ id: body.llmModelId, companyId: project.companyId })
    .select('id', 'name', 'vendor');
  if (!model) throw new NotFoundError(notFoundMessage('llm_model'));
  try {
    const link = await ProjectLlmModel.query(uow.trx).insertAndFetch({
      projectId: project.id,
      llmModelId: model.id,
      monthlyCost: body.monthlyCost ?? null,
      notes: body.notes ?? null,
    });
    await uow.record({
      entity: 'project_llm_model',
      id: link.id,
      action: 'created',
      companyId: project.companyId,
      label: model.name,
      after: { ...link, llmModelName: model.name },
    });
    return Object.assign(link, { llmModel: model });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(ALREADY_LINKED_MESSAGE, { code: 'already_linked', cause: error });
    }
    // The model or the project was deleted between the check above and the insert.
    if (error instanceof ForeignKeyViolationError) {
      throw new NotFoundError(notFoundMessage('llm_model'), { cause: error });
    }
    throw error;
  }
}

export async function removeProjectLlmModel(
  uow: UnitOfWork,
  link: Pick<ProjectLlmModel, 'id'> & { companyId: string },
): Promise<void> {
  const before = await uow.lock(
    ProjectLlmModel,
    link.id,
    'This LLM model is not linked to the project',
  );
  const model = await LlmModel.query(uow.trx).findById(before.llmModelId).select('name');
  await before.$query(uow.trx).delete();
  await uow.record({
    entity: 'project_llm_model',
    id: link.id,
    action: 'deleted',
    companyId: link.companyId,
    label: model?.name ?? null,
    before: { ...before, llmModelName: model?.name },
  });
}
