import {
  builtInCoverage,
  calendarDateOf,
  CONTROLS_BY_ID,
  companyFrameworks,
  controlList,
  customCoverage,
  EVIDENCE_TOO_LARGE_MESSAGE,
  FRAMEWORK_MESSAGES,
} from '@portfolio/contracts';
import { write } from '../../audit/unit-of-work.ts';
import { NotFoundError } from '../../errors.ts';
import { presentControlEvidence } from '../../presenters/compliance/evidence.ts';
import { listControlEvidence, readEvidence } from '../../services/compliance/evidence.ts';
import {
  controlEvidenceOf,
  coverageInputOf,
  customFrameworksOf,
} from '../../services/compliance/frameworks/coverage.ts';
import {
  deleteFramework,
  importFramework,
  isCustomFrameworkId,
} from '../../services/compliance/frameworks/custom-frameworks.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { addEvidenceOfRequest } from '../evidence/index.ts';
import { soaRoutes } from './soa.ts';

/**
 * The company's controls and their evidence, its frameworks (built-in and its own) with their
 * coverage, the import and deletion of its own, and its Statement of Applicability (`soa.ts`).
 */

/** A new day is a new answer: evidence lapses and obligations fall due without any write. */
const today = { also: () => calendarDateOf(new Date()) };

/** The control the path names, by its id in the library; 404 for any other. */
function controlOfPath(controlId: string) {
  const control = CONTROLS_BY_ID.get(controlId);
  if (!control) throw new NotFoundError(FRAMEWORK_MESSAGES.controlNotFound);
  return control;
}

const listControls = contractRoute('listControls', {
  versioned: today,
  async handle({ params, deps }) {
    const [evidence, custom] = await Promise.all([
      controlEvidenceOf(deps.db, params.companyId, calendarDateOf(new Date())),
      customFrameworksOf(deps.db, params.companyId),
    ]);
    return controlList(evidence, custom);
  },
});

const listControlEvidenceRoute = contractRoute('listControlEvidence', {
  async handle({ params, deps }) {
    const control = controlOfPath(params.controlId);
    const today = calendarDateOf(new Date());
    return (await listControlEvidence(deps.db, params.companyId, control.id)).map((row) =>
      presentControlEvidence(row, today),
    );
  },
});

const addControlEvidence = contractRoute('addControlEvidence', {
  tooLarge: EVIDENCE_TOO_LARGE_MESSAGE,
  async handle(args) {
    const { companyId, controlId } = args.params;
    const control = controlOfPath(controlId);
    const id = await addEvidenceOfRequest(
      args,
      { control: { companyId, controlId: control.id } },
      companyId,
    );
    return presentControlEvidence(await readEvidence(args.deps.db, id), calendarDateOf(new Date()));
  },
});

const listFrameworks = contractRoute('listFrameworks', {
  versioned: today,
  async handle({ params, deps }) {
    const [custom, input] = await Promise.all([
      customFrameworksOf(deps.db, params.companyId),
      coverageInputOf(deps.db, params.companyId),
    ]);
    return companyFrameworks(custom, input);
  },
});

const getFramework = contractRoute('getFramework', {
  versioned: today,
  async handle({ params, deps }) {
    const { companyId, frameworkId } = params;
    const input = await coverageInputOf(deps.db, companyId);
    const builtIn = builtInCoverage(frameworkId, input);
    if (builtIn) return builtIn;
    const [custom] = isCustomFrameworkId(frameworkId)
      ? await customFrameworksOf(deps.db, companyId, frameworkId)
      : [];
    if (!custom) throw new NotFoundError(FRAMEWORK_MESSAGES.frameworkNotFound);
    return customCoverage(custom, input);
  },
});

const importFrameworkRoute = contractRoute('importFramework', {
  async handle({ params, body, actor, userId, deps }) {
    const { companyId } = params;
    const framework = await write(deps, actor, (uow) =>
      importFramework(uow, companyId, body, actor.type === 'user' ? userId : null),
    );
    const [custom] = await customFrameworksOf(deps.db, companyId, framework.id);
    return customCoverage(custom!, await coverageInputOf(deps.db, companyId));
  },
});

const deleteFrameworkRoute = contractRoute('deleteFramework', {
  async handle({ params, actor, deps }) {
    await write(deps, actor, (uow) => deleteFramework(uow, params.companyId, params.frameworkId));
  },
});

export const frameworkRoutes: Registration[] = [
  listControls,
  listControlEvidenceRoute,
  addControlEvidence,
  listFrameworks,
  getFramework,
  importFrameworkRoute,
  deleteFrameworkRoute,
  ...soaRoutes,
];
