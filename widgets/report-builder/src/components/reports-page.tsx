import { useState } from 'react';
import styled from 'styled-components';
import {
  reportDefinitionProblems,
  type ReportDefinition,
  type SavedReport,
  routes,
} from '@portfolio/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeading,
  ConfirmDialog,
  DownloadIcon,
  MailIcon,
  NoCompanyAccess,
  PageHeader,
  PageStack,
  PencilIcon,
  PrinterIcon,
  TrashIcon,
  color,
  fontSize,
  media,
  useToast,
  type WidgetLocation,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { useDeleteReport, useExportReportUrl, useUpdateReport } from '../api/reports';
import { NEW_REPORT, tidyDefinition } from '../model/definition';
import { BuilderForm } from './builder-form';
import { ReportResultView } from './report-result';
import { SaveReportDialog, type SaveMode } from './save-report-dialog';
import { SavedReports } from './saved-reports';
import { ScheduleDialog } from './schedule-dialog';

/** `/reports`: build a report from the portfolio's projects, chart it, save, share, export and schedule it. */
export function ReportsPage({ companyId, user, navigate, location }: WidgetProps) {
  if (!companyId)
    return <NoCompanyAccess action="build reports" onGoToDashboard={() => navigate('/')} />;
  return <Reports companyId={companyId} userId={user?.id} location={location} />;
}

/** The saved report an address names (`?report=<id>`): a link to it opens it. */
const reportOfSearch = (search: string | undefined) =>
  new URLSearchParams(search ?? '').get('report') ?? undefined;

const same = (a: ReportDefinition, b: ReportDefinition) =>
  JSON.stringify(tidyDefinition(a)) === JSON.stringify(tidyDefinition(b));

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
  const remove = useDeleteReport(companyId);
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
  /** The open report is kept in the page's address when the shell gives one. */
  const showInAddress = (id: string | undefined) =>
    location?.replaceSearch(id ? `?report=${encodeURIComponent(id)}` : '');
  const load = (report: SavedReport) => {
    const next = { ...NEW_REPORT, ...report.definition };
    setOpenId(report.id);
    setDefinition(next);
    runReport(next);
  };
  const open = (report: SavedReport) => {
    load(report);
    showInAddress(report.id);
  };
  // A report the address names opens once the list has it (an unknown id is left alone).
  const requested = reportOfSearch(location?.search);
  const [followed, setFollowed] = useState<string | undefined>();
  if (requested && requested !== followed && saved.data) {
    setFollowed(requested);
    const report = saved.data.find((r) => r.id === requested);
    if (report && report.id !== openId) load(report);
  }
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
        description="Build reports from the portfolio's projects: group them, measure them, chart them, then save, share, export, print or e-mail them."
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
          <Card data-print-hide>
            <CardHeading
              title={current ? current.name : 'New report'}
              description={
                current
                  ? `${current.visibility === 'shared' ? 'Shared with the company' : 'Private'}${current.canEdit ? '' : `, by ${current.createdByName}`}${changed ? ' · changed since saved' : ''}`
                  : 'Not saved yet'
              }
            />
            <CardContent>
              <BuilderForm
                definition={definition}
                onChange={setDefinition}
                problems={showProblems ? problems : []}
              />
              {showProblems && problems.length > 0 ? (
                <Problems role="alert">
                  The report cannot run yet: {problems.map((p) => p.message).join(' ')}
                </Problems>
              ) : null}
            </CardContent>
            <Toolbar aria-label="Report actions">
              <Button onClick={() => runReport()}>Run</Button>
              <Button $variant="outline" onClick={save} disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button
                $variant="outline"
                onClick={() =>
                  problems.length > 0
                    ? setShowProblems(true)
                    : setSaving(current ? { kind: 'copy', of: current } : { kind: 'new' })
                }
              >
                Save as…
              </Button>
              {current?.canEdit ? (
                <>
                  <Button
                    $variant="ghost"
                    onClick={() => setSaving({ kind: 'rename', report: current })}
                  >
                    <PencilIcon size={14} />
                    Rename
                  </Button>
                  <Button $variant="ghost" onClick={() => setScheduling(true)}>
                    <MailIcon size={14} />
                    Schedule
                  </Button>
                  <Button $variant="ghost" onClick={() => setDeleting(true)}>
                    <TrashIcon size={14} />
                    Delete
                  </Button>
                </>
              ) : null}
              <Spacer />
              {exportUrl ? (
                <Button
                  as="a"
                  $variant="outline"
                  href={exportUrl}
                  download
                  title={changed ? 'The saved report: save to export your changes' : undefined}
                >
                  <DownloadIcon size={14} />
                  Export CSV
                </Button>
              ) : null}
              <Button $variant="outline" onClick={() => window.print()} disabled={!run.data}>
                <PrinterIcon size={14} />
                Print
              </Button>
            </Toolbar>
          </Card>
          <ReportResultView
            run={ran ? run : undefined}
            chart={ran?.chart ?? 'none'}
            caption={current?.name ?? 'Report'}
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
      <ConfirmDialog
        open={deleting && Boolean(current)}
        title="Delete report"
        question={`Are you sure you want to delete "${current?.name ?? ''}"?`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          current &&
          remove.mutate(current.id, {
            onSuccess: () => {
              toast({ title: 'Report deleted', description: current.name });
              setDeleting(false);
              setOpenId(undefined);
              showInAddress(undefined);
            },
            onError: () => setDeleting(false),
          })
        }
      >
        {current?.schedule ? 'Its e-mail schedule stops too.' : null}
      </ConfirmDialog>
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

const Toolbar = styled.div.attrs({ role: 'toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${color('border')};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Problems = styled.p`
  margin: 1rem 0 0;
  font-size: ${fontSize('sm')};
  font-weight: 500;
  color: ${color('danger')};
`;
