import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { COMPLIANCE_STATUSES } from '../portfolio/project-statuses';
import { RecordControl } from './controls/api';
import {
  DPIA_STATUSES,
  GDPR_DATA_CATEGORIES,
  GDPR_LAWFUL_BASES,
  GDPR_SPECIAL_CATEGORIES,
} from './gdpr';

/**
 * A project's GDPR record (`GET/PUT /api/projects/{id}/gdpr`). Once saved, the project's
 * `gdprStatus` follows from it (`deriveGdprStatus`); the processors are the vendors of the
 * project's LLM models, each with the model's region; the controls are those of the library the
 * record documents (personal data protection, impact assessment), with their evidence.
 */

export const PROJECT_GDPR_LIMITS = { notes: 10_000 } as const;

/** A processor of the project's personal data: the vendor of one of its LLM models. */
export const GdprProcessor = Type.Object({
  llmModelId: Type.Uuid(),
  modelName: Type.String(),
  vendor: Type.String(),
  region: Type.Nullable(Type.String({ description: 'Where the model runs, as the registry says' })),
});
export type GdprProcessor = Static<typeof GdprProcessor>;

export const ProjectGdpr = Type.Object({
  projectId: Type.Uuid(),
  personalData: Type.Boolean(),
  categories: Type.Array(Type.StringEnum(GDPR_DATA_CATEGORIES)),
  specialCategories: Type.Array(Type.StringEnum(GDPR_SPECIAL_CATEGORIES)),
  lawfulBasis: Type.Nullable(Type.StringEnum(GDPR_LAWFUL_BASES)),
  largeScaleMonitoring: Type.Boolean(),
  dpiaStatus: Type.StringEnum(DPIA_STATUSES),
  notes: Type.Nullable(Type.String()),
  aiActHighRisk: Type.Boolean({
    description: 'The project is high-risk under the EU AI Act: one of the DPIA hint’s inputs',
  }),
  dpiaNeeded: Type.Boolean({ description: 'The computed hint: the record calls for a DPIA' }),
  dpiaReasons: Type.Array(Type.String(), { description: 'Why a DPIA is needed, in plain words' }),
  gdprStatus: Type.StringEnum(COMPLIANCE_STATUSES, {
    description: "The project's GDPR status: derived from the record once it is saved",
  }),
  processors: Type.Array(GdprProcessor),
  controls: Type.Array(RecordControl, {
    description:
      'The company’s controls this record documents (`recordControls`), each with its evidence state',
  }),
  updatedAt: Type.Nullable(Type.Timestamp),
});
export type ProjectGdpr = Static<typeof ProjectGdpr>;

export const ProjectGdprBody = Type.StrictObject({
  personalData: Type.labelled(
    'Personal data',
    Type.Boolean({ errorMessage: 'Please say whether the project processes personal data' }),
  ),
  categories: Type.labelled(
    'Categories of personal data',
    Type.Array(
      Type.StringEnum(GDPR_DATA_CATEGORIES, {
        errorMessage: 'Choose categories from the list, each once',
      }),
      {
        uniqueItems: true,
        errorMessage: 'Choose categories from the list, each once',
      },
    ),
  ),
  specialCategories: Type.labelled(
    'Special categories',
    Type.Array(
      Type.StringEnum(GDPR_SPECIAL_CATEGORIES, {
        errorMessage: 'Choose special categories from the list, each once',
      }),
      {
        uniqueItems: true,
        errorMessage: 'Choose special categories from the list, each once',
      },
    ),
  ),
  lawfulBasis: Type.labelled(
    'Lawful basis',
    Type.Nullable(
      Type.StringEnum(GDPR_LAWFUL_BASES, {
        errorMessage: 'Please choose a lawful basis of Article 6(1), (a) to (f)',
      }),
    ),
  ),
  largeScaleMonitoring: Type.labelled(
    'Large-scale monitoring',
    Type.Boolean({ errorMessage: 'Please say whether it monitors people on a large scale' }),
  ),
  dpiaStatus: Type.labelled(
    'DPIA status',
    Type.StringEnum(DPIA_STATUSES, {
      errorMessage: 'Please choose a DPIA status: not needed, needed, in progress or done',
    }),
  ),
  notes: Type.Optional(
    Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: PROJECT_GDPR_LIMITS.notes }))),
  ),
});
export type ProjectGdprBody = Static<typeof ProjectGdprBody>;
