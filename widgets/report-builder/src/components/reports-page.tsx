import { useState } from 'react';
import styled from 'styled-components';
import {
  reportDefinitionProblems,
  reportSourceOf,
  type ReportDefinition,
  type SavedReport,
  routes,
} from '@portfolio/contracts';
import {
  Button,
  CompanyGate,
  PageHeader,
  PageStack,
  media,
  useToast,
  type WidgetLocation,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { useExportReportUrl, useUpdateReport } from '../api/reports';
import { NEW_REPORT, tidyDefinition } from '../model/definition';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportEditor } from './report-editor';
import { ReportResultView } from './report-result';
import { SaveReportDialog, type SaveMode } from './save-report-dialog';
import { SavedReports } from './saved-reports';
import { ScheduleDialog } from './schedule-dialog';

/**
 * `/reports`: build a report from the portfolio's projects or proposals, chart it, save, share,
 * export and schedule it.
 */
export function ReportsPage({ companyId, user, navigate, location }: WidgetProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="build reports">
      {(companyId) => <Reports companyId={companyId} userId={user?.id} location={location} />}
    </CompanyGate>
  );
}

const same = (a: ReportDefinition, b: ReportDefinition) =>
  JSON.stringify(tidyDefinition(a)) === JSON.stringify(tidyDefinition(b));

/**
 * The open report kept in the page's address (`?report=<id>`) when the shell gives one: a
 * report the address names opens once the list has it (an unknown id is left alone). Returns
 * the function that puts a report's id in the address.
 */
function useReportInAddress(
  location: WidgetLocation | undefined,
  reports: SavedReport[] | undefined,
  openId: string | undefined,
  load: (report: SavedReport) => void,
) {
  const requested = new URLSearchParams(location?.search ?? '').get('report') ?? undefined;
  const [followed, setFollowed] = useState<string | undefined>();
  if (requested && requested !== followed && reports) {
    setFollowed(requested);
    const report = reports.find((r) => r.id === requested);
    if (report && report.id !== openId) load(report);
  }
  return (id: string | undefined) =>
    location?.replaceSearch(id ? `?report=${encodeURIComponent(id)}` : '');
}

function Reports({
  companyId,
  userId,
  location,
}: {
  companyId: string;
  userId: string | undefined;
  location: WidgetLocation | undefined;
}) {
  const { toast } = useToast();
  const [definition, setDefinition] = useState<ReportDefinition>(NEW_REPORT);
  const [openId, setOpenId] = useState<string | undefined>();
  /** The definition last run: its rows and chart are the ones shown. */
  const [ran, setRan] = useState<ReportDefinition | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const saved = useRouteQuery(routes.listReports, { params: { companyId } });
  const run = useRouteQuery(
    routes.runReport,
    { params: { companyId }, body: ran ?? { columns: [] } },
    { enabled: ran !== null },
  );
  const update = useUpdateReport(companyId);
  const current = saved.data?.find((r) => r.id === openId);
  const exportUrl = useExportReportUrl(current?.id);
  const tidy = tidyDefinition(definition);
  const problems = reportDefinitionProblems(tidy);
  const changed = current ? !same(current.definition, definition) : false;

  const runReport = (next: ReportDefinition = definition) => {
    const body = tidyDefinition(next);
    if (reportDefinitionProblems(body).length > 0) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    setRan(body);
  };
  const load = (report: SavedReport) => {
    const next = { ...NEW_REPORT, ...report.definition };
    setOpenId(report.id);
    setDefinition(next);
    runReport(next);
  };
  const showInAddress = useReportInAddress(location, saved.data, openId, load);
  const open = (report: SavedReport) => {
    load(report);
    showInAddress(report.id);
  };
  const startNew = () => {
    showInAddress(undefined);
    setOpenId(undefined);
    setDefinition(NEW_REPORT);
    setRan(null);
    setShowProblems(false);
  };
  const save = () => {
    if (problems.length > 0) {
      setShowProblems(true);
      return;
    }
    if (!current?.canEdit) {
      setSaving({ kind: 'new' });
      return;
    }
    update.mutate(
      { id: current.id, definition: tidy },
      { onSuccess: (report) => toast({ title: 'Report saved', description: report.name }) },
    );
  };

  return (
    <PageStack>
      <PageHeader
        title="Reports"
        description="Build reports from the portfolio's projects or proposals: group them, measure them, chart them, then save, share, export, print or e-mail them."
        actions={
          <span data-print-hide>
            <Button $variant="outline" onClick={startNew}>
              New report
            </Button>
          </span>
        }
      />
      <Layout>
        <Aside data-print-hide>
          <SavedReports query={saved} userId={userId} openId={openId} onOpen={open} />
        </Aside>
        <Main>
          <ReportEditor
            report={current}
            changed={changed}
            definition={definition}
            onChange={setDefinition}
            problems={showProblems ? problems : []}
            saving={update.isPending}
            canPrint={Boolean(run.data)}
            exportUrl={exportUrl}
            onRun={() => runReport()}
            onSave={save}
            onSaveAs={() =>
              problems.length > 0
                ? setShowProblems(true)
                : setSaving(current ? { kind: 'copy', of: current } : { kind: 'new' })
            }
            onRename={() => current && setSaving({ kind: 'rename', report: current })}
            onSchedule={() => setScheduling(true)}
            onDelete={() => setDeleting(true)}
          />
          <ReportResultView
            run={ran ? run : undefined}
            chart={ran?.chart ?? 'none'}
            caption={current?.name ?? 'Report'}
            source={reportSourceOf(ran ?? definition)}
          />
        </Main>
      </Layout>
      <SaveReportDialog
        companyId={companyId}
        mode={saving}
        definition={tidy}
        onSaved={(report) => {
          setOpenId(report.id);
          showInAddress(report.id);
        }}
        onClose={() => setSaving(null)}
      />
      <ScheduleDialog
        companyId={companyId}
        report={scheduling ? (current ?? null) : null}
        onClose={() => setScheduling(false)}
      />
      <DeleteReportDialog
        companyId={companyId}
        report={deleting ? (current ?? null) : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setOpenId(undefined);
          showInAddress(undefined);
        }}
      />
    </PageStack>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
  @media print {
    display: block;
  }
`;

const Aside = styled.aside``;

const Main = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;
