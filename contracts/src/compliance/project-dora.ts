import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { COMPLIANCE_STATUSES } from '../portfolio/project-statuses';
import { RecordControl } from './controls/api';

/**
 * A project's DORA record (`GET/PUT /api/projects/{id}/dora`) and the company's register of ICT
 * third-party arrangements built from it and the LLM registry. Once saved, the project's
 * `doraStatus` follows from the record (`deriveDoraStatus`). Both name the library's controls
 * the register documents (suppliers of AI), with their evidence.
 */

export const PROJECT_DORA_LIMITS = { functionName: 200, notes: 10_000 } as const;

const DORA_CONTROLS_DESCRIPTION =
  'The company’s controls the DORA register documents (`recordControls`), each with its evidence state';

export const ProjectDora = Type.Object({
  projectId: Type.Uuid(),
  supportsCriticalFunction: Type.Boolean(),
  functionName: Type.Nullable(Type.String()),
  notes: Type.Nullable(Type.String()),
  doraStatus: Type.StringEnum(COMPLIANCE_STATUSES, {
    description: "The project's DORA status: derived from the record once it is saved",
  }),
  controls: Type.Array(RecordControl, { description: DORA_CONTROLS_DESCRIPTION }),
  updatedAt: Type.Nullable(Type.Timestamp),
});
export type ProjectDora = Static<typeof ProjectDora>;

export const ProjectDoraBody = Type.StrictObject({
  supportsCriticalFunction: Type.labelled(
    'Supports a critical or important function',
    Type.Boolean({
      errorMessage: 'Please say whether the project supports a critical or important function',
    }),
  ),
  functionName: Type.Optional(
    Type.labelled(
      'Function',
      Type.Nullable(
        Type.String({
          maxLength: PROJECT_DORA_LIMITS.functionName,
          errorMessage: `Function must be at most ${PROJECT_DORA_LIMITS.functionName} characters`,
        }),
      ),
    ),
  ),
  notes: Type.Optional(
    Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: PROJECT_DORA_LIMITS.notes }))),
  ),
});
export type ProjectDoraBody = Static<typeof ProjectDoraBody>;

/** A project that depends on a provider, with the function it supports. */
export const DoraDependentProject = Type.Object({
  id: Type.Uuid(),
  name: Type.String(),
  supportsCriticalFunction: Type.Boolean(),
  functionName: Type.Nullable(Type.String()),
  models: Type.Array(Type.String(), { description: 'The provider’s models it uses, by name' }),
});

export const DoraProvider = Type.Object({
  vendor: Type.String({ description: 'The ICT third-party provider: the LLM vendor' }),
  critical: Type.Boolean({ description: 'A project supporting a critical function depends on it' }),
  regions: Type.Array(Type.String(), { description: 'The regions of its models, each once' }),
  models: Type.Array(
    Type.Object({
      id: Type.Uuid(),
      name: Type.String(),
      region: Type.Nullable(Type.String()),
      deprecationDate: Type.Nullable(Type.CalendarDate()),
    }),
  ),
  projects: Type.Array(DoraDependentProject),
});
export type DoraProvider = Static<typeof DoraProvider>;

/** The register of information: one entry per LLM vendor the company has registered models of. */
export const DoraRegister = Type.Object({
  providers: Type.Array(DoraProvider),
  controls: Type.Array(RecordControl, { description: DORA_CONTROLS_DESCRIPTION }),
});
export type DoraRegister = Static<typeof DoraRegister>;

export const DORA_REGISTER_FORMATS = ['json', 'csv'] as const;

export const DoraRegisterQuery = Type.StrictObject({
  format: Type.Optional(
    Type.StringEnum(DORA_REGISTER_FORMATS, {
      description: 'csv: the register as CSV (as `Accept: text/csv` asks too)',
    }),
  ),
});
export type DoraRegisterQuery = Static<typeof DoraRegisterQuery>;
