import {
  EMPTY_DORA_RECORD,
  EMPTY_GDPR_RECORD,
  deriveDoraStatus,
  deriveGdprStatus,
  doraRecordValues,
  dpiaHint,
  gdprRecordValues,
  recordControls,
  routes,
  type ComplianceStatus,
  type ControlRecord,
  type GdprProcessor,
  type Project,
  type ProjectDora,
  type ProjectDoraBody,
  type ProjectGdpr,
  type ProjectGdprBody,
  type ProjectUpdateBody,
  type RecordControl,
} from '@portfolio/contracts';
import { projectRoutes } from './mock-route';

/** A model a project uses, as the GDPR processors and `model-deprecation` read it. */
export interface ModelUse extends GdprProcessor {
  deprecationDate: string | null;
}

type GdprRecord = Omit<
  ProjectGdpr,
  | 'projectId'
  | 'aiActHighRisk'
  | 'dpiaNeeded'
  | 'dpiaReasons'
  | 'gdprStatus'
  | 'processors'
  | 'controls'
>;
type DoraRecord = Omit<ProjectDora, 'projectId' | 'doraStatus' | 'controls'>;

interface Deps {
  project: (id: string) => Project | undefined;
  /** Sets the project's status the record implies, as a change of the project (its history). */
  update: (id: string, changes: ProjectUpdateBody) => Project | undefined;
  /** Whether the project's EU AI Act assessment classes it high-risk. */
  highRisk: (id: string) => boolean;
  /**
   * The company's controls that cover a record, with their evidence (the frameworks book's
   * `recordControls`); without it, none of them has evidence.
   */
  recordControls?: (companyId: string, record: ControlRecord) => RecordControl[];
}

/**
 * The projects' GDPR and DORA records in memory, answering like the BFF: an unsaved record as
 * its empty form, a saved one setting the project's status it implies (`deriveGdprStatus`,
 * `deriveDoraStatus`), the DPIA hint (high-risk as the project's EU AI Act assessment says), and
 * the processors from the models each project uses (the store knows no registry: `useModels`
 * says which), and the controls that cover each record with their evidence.
 */
export function createComplianceBook({ project, update, highRisk, ...deps }: Deps) {
  const gdpr = new Map<string, GdprRecord>();
  const dora = new Map<string, DoraRecord>();
  const models = new Map<string, ModelUse[]>();

  const controlsOf = (companyId: string, record: ControlRecord) =>
    deps.recordControls?.(companyId, record) ?? recordControls(record, new Map());
  const processorsOf = (projectId: string): GdprProcessor[] =>
    (models.get(projectId) ?? []).map(({ deprecationDate: _date, ...processor }) => processor);

  function gdprOf(p: Project): ProjectGdpr {
    const record = gdpr.get(p.id);
    const hint = dpiaHint(record ?? EMPTY_GDPR_RECORD, highRisk(p.id));
    return {
      projectId: p.id,
      ...EMPTY_GDPR_RECORD,
      updatedAt: null,
      ...record,
      aiActHighRisk: highRisk(p.id),
      dpiaNeeded: hint.needed,
      dpiaReasons: hint.reasons,
      gdprStatus: p.gdprStatus as ComplianceStatus,
      processors: processorsOf(p.id),
      controls: controlsOf(p.companyId, 'gdpr-record'),
    };
  }

  const doraOf = (p: Project): ProjectDora => ({
    projectId: p.id,
    ...EMPTY_DORA_RECORD,
    updatedAt: null,
    ...dora.get(p.id),
    doraStatus: p.doraStatus as ComplianceStatus,
    controls: controlsOf(p.companyId, 'dora-register'),
  });

  return {
    /** The models a project uses (with their vendor, region and deprecation date). */
    useModels(projectId: string, uses: ModelUse[]) {
      models.set(projectId, uses);
    },
    modelsOf: (projectId: string): readonly ModelUse[] => models.get(projectId) ?? [],
    highRisk,
    hasGdpr: (projectId: string) => gdpr.has(projectId),
    hasDora: (projectId: string) => dora.has(projectId),
    supportsCriticalFunction: (projectId: string) =>
      dora.get(projectId)?.supportsCriticalFunction === true,
    gdpr: gdprOf,
    dora: doraOf,
    saveGdpr(p: Project, body: ProjectGdprBody): ProjectGdpr {
      const record: GdprRecord = {
        ...gdprRecordValues(body),
        updatedAt: new Date().toISOString(),
      };
      gdpr.set(p.id, record);
      const gdprStatus = deriveGdprStatus(record, dpiaHint(record, highRisk(p.id)));
      const after = gdprStatus === p.gdprStatus ? p : (update(p.id, { gdprStatus }) ?? p);
      return gdprOf(after);
    },
    saveDora(p: Project, body: ProjectDoraBody): ProjectDora {
      const record: DoraRecord = { ...doraRecordValues(body), updatedAt: new Date().toISOString() };
      dora.set(p.id, record);
      const doraStatus = deriveDoraStatus(record);
      const after = doraStatus === p.doraStatus ? p : (update(p.id, { doraStatus }) ?? p);
      return doraOf(after);
    },
    project,
  };
}

export type ComplianceBook = ReturnType<typeof createComplianceBook>;

/** The GDPR and DORA records' routes over the book, typed by the contract. */
export function complianceHandlers(book: () => ComplianceBook) {
  const { json, jsonFromBody } = projectRoutes((id) => book().project(id));
  return [
    json(routes.getProjectGdpr, (p) => book().gdpr(p)),
    jsonFromBody(routes.updateProjectGdpr, (p, body) => book().saveGdpr(p, body)),
    json(routes.getProjectDora, (p) => book().dora(p)),
    jsonFromBody(routes.updateProjectDora, (p, body) => book().saveDora(p, body)),
  ];
}
