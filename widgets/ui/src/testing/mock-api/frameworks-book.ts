import {
  annexAControl,
  SOA_CSV_COLUMNS,
  SOA_OWNER_MESSAGE,
  builtInCatalogue,
  changedSoaEntry,
  builtInCoverage,
  companyFrameworks,
  controlEvidenceSummaries,
  controlIdsOfObligation,
  controlList,
  customCoverage,
  defaultSoaState,
  evidenceStateOf,
  findControl,
  frameworkCsvErrorDetail,
  frameworkCsvMessage,
  recordControls,
  withObligationControls,
  parseFrameworkCsv,
  publishedSoa,
  routes,
  soaDraft,
  soaFileName,
  todayCalendarDate,
  ERROR_CODES,
  FRAMEWORK_MESSAGES,
  type AiActPortfolioObligation,
  type CompanyCoverageInput,
  type ControlEvidence,
  type ControlRecord,
  type CustomFrameworkData,
  type EvidenceBrief,
  type EvidenceExpiryState,
  type FrameworkCoverage,
  type FrameworkCsvError,
  type FrameworkImportBody,
  type RecordControl,
  type Soa,
  type SoaEntry,
  type SoaEntryBody,
  type SoaState,
  type SoaVersionSummary,
} from '@portfolio/contracts';
import { currentUserRef, makeMembership } from '../demo-data/fixtures';
import { csvOfColumns } from './csv-text';
import type { EvidenceBook } from './evidence-book';
import { readEvidenceRequest } from './evidence-book';
import { HttpResponse, errorAnswer, mockRoute, noContent, removeById } from './mock-route';

/**
 * Controls, frameworks and the Statement of Applicability in memory, answering like the BFF:
 * coverage by the contract's own functions over the store's obligations and the evidence book's
 * control evidence, custom frameworks imported from CSV (checked row by row, all or nothing),
 * the Statement's entries, CSV and published versions.
 */

export interface FrameworksBookDeps {
  /** The company's live projects' obligations (the store's assessments). */
  obligations: (companyId: string) => AiActPortfolioObligation[];
  /** Evidence on obligations and on controls. */
  evidence: () => EvidenceBook;
  /** The name of a member by id (owners of Statement entries). */
  memberName?: (id: string) => string | undefined;
}

const brief = (e: ControlEvidence): EvidenceBrief => ({
  id: e.id,
  title: e.title,
  kind: e.kind,
  url: e.url,
  expiresAt: e.expiresAt,
  expired: e.expired,
});

const companyName = (companyId: string) =>
  companyId === makeMembership().id ? makeMembership().name : 'Company';

export function createFrameworksBook({ obligations, evidence, memberName }: FrameworksBookDeps) {
  const custom = new Map<string, CustomFrameworkData[]>();
  const soaStates = new Map<string, Map<string, SoaState>>();
  const versions = new Map<string, Soa[]>();
  const today = () => todayCalendarDate();
  const customOf = (companyId: string) => custom.get(companyId) ?? [];
  const statesOf = (companyId: string) => {
    if (!soaStates.has(companyId)) soaStates.set(companyId, new Map());
    return soaStates.get(companyId)!;
  };

  function input(companyId: string): CompanyCoverageInput {
    const controlEvidence = evidence().ofControls(companyId);
    return {
      controlEvidence: controlEvidenceSummaries(controlEvidence, today()),
      obligations: obligations(companyId).map((o) => ({
        obligationId: o.obligationId,
        projectId: o.project.id,
        projectName: o.project.name,
        status: o.status,
        overdue: o.overdue,
        evidence: evidenceStateOf(
          evidence()
            .list(o.id)
            .map((e) => e.expiresAt),
          today(),
        ),
      })),
      soaExclusions: new Set(
        [...statesOf(companyId).values()].filter((s) => !s.applicable).map((s) => s.ref),
      ),
      projectsPerItem: 50,
    };
  }

  const soa = (companyId: string): Soa =>
    soaDraft(
      { id: companyId, name: companyName(companyId) },
      statesOf(companyId),
      evidence()
        .ofControls(companyId)
        .map((e) => ({ ...brief(e), controlId: e.controlId })),
      today(),
    );

  const entryOf = (companyId: string, ref: string) =>
    soa(companyId).entries.find((e) => e.ref === ref);

  const versionSummary = (s: Soa): SoaVersionSummary => s.version!;

  return {
    controls: (companyId: string) =>
      controlList(
        controlEvidenceSummaries(evidence().ofControls(companyId), today()),
        customOf(companyId),
      ),
    frameworks: (companyId: string) => companyFrameworks(customOf(companyId), input(companyId)),
    framework(companyId: string, id: string): FrameworkCoverage | undefined {
      const own = customOf(companyId).find((f) => f.id === id);
      return own ? customCoverage(own, input(companyId)) : builtInCoverage(id, input(companyId));
    },
    /**
     * Imports a framework: its coverage, or the rows' errors, or `taken` for a name the company's
     * own or a built-in framework has, in any case (nothing kept), as the BFF checks them.
     */
    importFramework(
      companyId: string,
      body: FrameworkImportBody,
    ): { errors: FrameworkCsvError[] } | { coverage: FrameworkCoverage } | 'taken' {
      const parsed = parseFrameworkCsv(body.csv);
      if (!parsed.items) return { errors: parsed.errors };
      const name = body.name.trim();
      const own = customOf(companyId).map((f) => f.name.toLowerCase());
      if (own.includes(name.toLowerCase()) || builtInCatalogue(name.toLowerCase())) return 'taken';
      const framework: CustomFrameworkData = {
        id: crypto.randomUUID(),
        name,
        description: body.description?.trim() || null,
        importedAt: new Date().toISOString(),
        importedBy: currentUserRef(),
        items: parsed.items,
      };
      custom.set(companyId, [...customOf(companyId), framework]);
      return { coverage: customCoverage(framework, input(companyId)) };
    },
    deleteFramework(companyId: string, id: string): 'deleted' | 'built-in' | 'missing' {
      if (builtInCatalogue(id)) return 'built-in';
      const removed = removeById(customOf(companyId), id, (rest) => custom.set(companyId, rest));
      return removed ? 'deleted' : 'missing';
    },
    soa,
    updateSoaEntry(companyId: string, ref: string, body: SoaEntryBody): SoaEntry | string | null {
      if (!annexAControl(ref)) return null;
      const states = statesOf(companyId);
      const before = states.get(ref) ?? defaultSoaState(ref);
      const { after, problem } = changedSoaEntry(
        { ...before, ownerId: before.owner?.id ?? null },
        body,
      );
      const { ownerId, ...values } = after;
      const owner =
        ownerId === null
          ? null
          : ownerId === before.owner?.id
            ? before.owner
            : { id: ownerId, name: memberName?.(ownerId) ?? '' };
      if (owner && !owner.name) return SOA_OWNER_MESSAGE;
      if (problem) return problem;
      states.set(ref, {
        ...before,
        ...values,
        owner,
        updatedAt: new Date().toISOString(),
        updatedBy: currentUserRef().name,
      });
      return entryOf(companyId, ref)!;
    },
    versions: (companyId: string): SoaVersionSummary[] =>
      [...(versions.get(companyId) ?? [])].reverse().map(versionSummary),
    version: (companyId: string, number: number) =>
      versions.get(companyId)?.find((v) => v.version?.number === number),
    publish(companyId: string, note: string | null | undefined): Soa {
      const kept = versions.get(companyId) ?? [];
      const published = publishedSoa(soa(companyId), {
        number: kept.length + 1,
        publishedAt: new Date().toISOString(),
        publishedBy: currentUserRef(),
        note,
      });
      versions.set(companyId, [...kept, structuredClone(published)]);
      return published;
    },
    /**
     * Obligations of the company with the controls linked to each that have evidence
     * (`satisfiedBy`), as the BFF's obligation lists answer them.
     */
    withSatisfiedBy<T extends { obligationId: string }>(companyId: string, items: readonly T[]) {
      return withObligationControls(items, (controlId) =>
        evidence().ofControls(companyId, controlId).map(brief),
      );
    },
    /** The controls that cover one of the product's records, with their evidence's state. */
    recordControls: (companyId: string, record: ControlRecord): RecordControl[] =>
      recordControls(record, controlEvidenceSummaries(evidence().ofControls(companyId), today())),
    /**
     * What the `evidence-expired` rule reads of a project's control evidence: each control's
     * evidence counted for every obligation of the project it links to.
     */
    expiries(companyId: string, projectId: string): EvidenceExpiryState[] {
      const controlEvidence = evidence().ofControls(companyId);
      if (controlEvidence.length === 0) return [];
      return obligations(companyId)
        .filter((o) => o.project.id === projectId && o.status !== 'not_applicable')
        .flatMap((o) => {
          const controls = new Set(controlIdsOfObligation(o.obligationId));
          return controlEvidence
            .filter((e) => controls.has(e.controlId))
            .map((e) => ({ obligationId: o.id, expiresAt: e.expiresAt }));
        });
    },
    /**
     * Demo content for a company: evidence on a few controls (one of them lapsed, on a control
     * no EU AI Act obligation links to, so no risk follows), a custom framework, a few Statement
     * entries and its first published version.
     */
    seedDemo(companyId: string) {
      const add = (controlId: string, title: string, expiresAt: string | null) =>
        evidence().add(
          { companyId, controlId },
          {
            url: `https://intranet.northwind.example/ai/${controlId}`,
            title,
            reviewedBy: 'Maya Chen',
            expiresAt,
          },
        );
      add('ai-policy', 'AI policy v3 (approved by the board)', '2027-12-31');
      add('roles-and-accountability', 'AI roles and responsibilities matrix', null);
      add('ai-literacy', 'AI literacy training records 2026', null);
      add('event-logs', 'Logging standard and retention settings', null);
      add('raising-concerns', 'Speak-up procedure (2024 edition)', '2025-12-31');
      statesOf(companyId).set('A.10.4', {
        ...defaultSoaState('A.10.4'),
        applicable: false,
        justification: 'We offer no AI system to customers; every system is for internal use',
      });
      statesOf(companyId).set('A.2.2', { ...defaultSoaState('A.2.2'), status: 'implemented' });
      this.importFramework(companyId, {
        name: 'Northwind internal AI standard',
        description: 'The group’s own rules for AI, version 2',
        csv:
          'ref,group,title,control,strength\r\n' +
          'N-1,Governance,Every AI system has a named owner,GOV-2,\r\n' +
          'N-2,Governance,The AI policy is read and signed yearly,GOV-1,partial\r\n' +
          'N-3,Operations,Logs are kept for a year,OPS-4,partial\r\n' +
          'N-4,Operations,Users can reach a person,TRN-3,\r\n',
      });
      this.publish(companyId, 'For the stage 1 audit');
    },
  };
}

export type FrameworksBook = ReturnType<typeof createFrameworksBook>;

const FRAMEWORK_NOT_FOUND = FRAMEWORK_MESSAGES.frameworkNotFound;
const CONTROL_NOT_FOUND = FRAMEWORK_MESSAGES.controlNotFound;

/** A Statement as CSV, with the BFF's file name. */
const soaCsv = (s: Soa) =>
  csvOfColumns(SOA_CSV_COLUMNS, s.entries, soaFileName(s.version?.number ?? null, s.asOf));

const wantsCsv = (request: Request) =>
  new URL(request.url).searchParams.get('format') === 'csv' ||
  (request.headers.get('accept') ?? '').startsWith('text/csv');

/** The controls, frameworks and Statement of Applicability routes over the book. */
export function frameworksHandlers(book: () => FrameworksBook, evidence: () => EvidenceBook) {
  return [
    mockRoute(routes.listControls, ({ params }) =>
      HttpResponse.json(book().controls(params.companyId)),
    ),
    mockRoute(routes.listControlEvidence, ({ params }) =>
      findControl(params.controlId)
        ? HttpResponse.json(evidence().ofControls(params.companyId, params.controlId))
        : errorAnswer(404, CONTROL_NOT_FOUND),
    ),
    mockRoute(routes.addControlEvidence, async ({ request, params }) => {
      const control = findControl(params.controlId);
      if (!control || control.id !== params.controlId) return errorAnswer(404, CONTROL_NOT_FOUND);
      const read = await readEvidenceRequest(request);
      if (read instanceof Response) return read as never;
      const added = evidence().add(
        { companyId: params.companyId, controlId: control.id },
        read.fields,
        read.file,
      );
      return HttpResponse.json(added, { status: 201 });
    }),
    mockRoute(routes.listFrameworks, ({ params }) =>
      HttpResponse.json(book().frameworks(params.companyId)),
    ),
    // Registered before the framework by id: `iso-42001/soa…` are routes of their own.
    mockRoute(routes.getSoa, ({ request, params }) => {
      const s = book().soa(params.companyId);
      return wantsCsv(request) ? soaCsv(s) : HttpResponse.json(s);
    }),
    mockRoute(routes.listSoaVersions, ({ params }) =>
      HttpResponse.json(book().versions(params.companyId)),
    ),
    mockRoute(routes.getSoaVersion, ({ request, params }) => {
      const s = book().version(params.companyId, Number(params.version));
      if (!s) return errorAnswer(404, FRAMEWORK_MESSAGES.versionNotFound);
      return wantsCsv(request) ? soaCsv(s) : HttpResponse.json(s);
    }),
    mockRoute(routes.publishSoa, async ({ request, params }) => {
      const { note } = await request.json();
      return HttpResponse.json(book().publish(params.companyId, note), { status: 201 });
    }),
    mockRoute(routes.updateSoaEntry, async ({ request, params }) => {
      const answer = book().updateSoaEntry(params.companyId, params.ref, await request.json());
      if (answer === null) return errorAnswer(404, FRAMEWORK_MESSAGES.annexANotFound);
      if (typeof answer === 'string') return errorAnswer(400, answer);
      return HttpResponse.json(answer);
    }),
    mockRoute(routes.getFramework, ({ params }) => {
      const coverage = book().framework(params.companyId, params.frameworkId);
      return coverage ? HttpResponse.json(coverage) : errorAnswer(404, FRAMEWORK_NOT_FOUND);
    }),
    mockRoute(routes.importFramework, async ({ request, params }) => {
      const body = await request.json();
      const result = book().importFramework(params.companyId, body);
      if (result === 'taken') return errorAnswer(409, FRAMEWORK_MESSAGES.nameTaken);
      if ('errors' in result) {
        return errorAnswer(400, frameworkCsvMessage(result.errors), {
          code: ERROR_CODES.invalidInput,
          details: result.errors.map(frameworkCsvErrorDetail),
        });
      }
      return HttpResponse.json(result.coverage, { status: 201 });
    }),
    mockRoute(routes.deleteFramework, ({ params }) => {
      const deleted = book().deleteFramework(params.companyId, params.frameworkId);
      if (deleted === 'built-in') return errorAnswer(409, FRAMEWORK_MESSAGES.builtIn);
      return deleted === 'deleted' ? noContent() : errorAnswer(404, FRAMEWORK_NOT_FOUND);
    }),
  ];
}
