import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  RISK_FIX_FIELD_LABELS,
  formatDate,
  isRiskFixCard,
  type Project,
  type RiskFixCard,
  type RiskFixField,
} from '@portfolio/contracts';
import {
  AlertTriangleIcon,
  ArchiveIcon,
  ArrowLeftIcon,
  Button,
  ConfirmDialog,
  EmptyState,
  QueryErrorCard,
  PencilIcon,
  PrinterIcon,
  RefreshIcon,
  RiskBadge,
  Skeleton,
  isApiError,
  media,
  useToast,
  type WidgetLocation,
  type WidgetProps,
  Spread,
  tonedBox,
} from '@portfolio/ui';
import { useArchiveProject } from '../api/archive-project';
import { isProjectId, useProject } from '../api/get-project';
import { useProjectRisks } from '../api/list-risks';
import type { DraftField } from '../state/project-draft';
import { EditProjectDialog } from './edit-project-dialog';
import {
  BusinessDetailsCard,
  ComplianceCard,
  FinancialAnalysisCard,
  NotesCard,
} from './project-facts';
import { BudgetCard } from './budget-card';
import { DependenciesCard } from './dependencies-card';
import { LinksCard } from './links-card';
import { AiActCard } from './ai-act-card';
import { useAiActAssessment } from '../api/ai-act';
import { useProjectDora, useProjectGdpr } from '../api/compliance-records';
import { GdprCard } from './gdpr-card';
import { DoraCard } from './dora-card';
import { MilestonesCard } from './milestones-card';
import { ProjectHistory } from './project-history';
import { ScheduleCard } from './schedule-card';
import { ProjectRisks } from './project-risks';
import { ProjectSummary } from './project-summary';
import { StatusReports } from './status-reports';
import { TeamCard } from './team-card';
import { ValueCard } from './value-card';
import { useStatusReports } from '../api/list-status-reports';
import { rememberedListSearch } from '../state/project-filters';
import { useRestoreWithToast } from './use-restore-with-toast';

export interface ProjectDetailProps extends WidgetProps {
  projectId: string;
  /**
   * The project's LLM Models card, rendered between Compliance and Notes. The host passes the
   * llm-registry widget's ProjectModels here: a widget never imports another widget.
   */
  modelsSlot?: ReactNode;
}

/**
 * `/projects/{id}`: the project's summary, details, figures, schedule (dates, baseline, milestones,
 * dependencies), compliance, models and notes.
 */
export function ProjectDetail({
  projectId,
  companyId,
  navigate,
  location,
  modelsSlot,
  user,
}: ProjectDetailProps) {
  const query = useProject(projectId);
  const back = () => navigate(`/projects${rememberedListSearch()}`);

  const missing =
    !isProjectId(projectId) ||
    (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status));
  if (missing) {
    return (
      <EmptyState
        icon={<AlertTriangleIcon size={22} />}
        title="Project Not Found"
        description="The project you're looking for doesn't exist or you don't have access to it"
        action={
          <Button onClick={back}>
            <ArrowLeftIcon size={16} />
            Back to Projects
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return <QueryErrorCard title="The project could not be loaded" query={query} />;
  }
  if (!query.data) return <DetailSkeleton />;
  return (
    <Loaded
      project={query.data}
      companyId={companyId}
      navigate={navigate}
      location={location}
      modelsSlot={modelsSlot}
      userId={user?.id ?? null}
    />
  );
}

/**
 * `?fix=<field>`: the field a risk's fix names (a link of the risk register); `?obligation=<id>`:
 * an EU AI Act obligation to open (a link of the compliance page). Both are read once, then
 * leave the address.
 */
function linkOfAddress(location: WidgetLocation | undefined) {
  const params = new URLSearchParams(location?.search ?? '');
  const field = params.get('fix');
  const obligation = params.get('obligation');
  params.delete('fix');
  params.delete('obligation');
  const rest = params.toString();
  return {
    field: field && field in RISK_FIX_FIELD_LABELS ? (field as RiskFixField) : undefined,
    obligation: obligation ?? undefined,
    rest: rest ? `?${rest}` : '',
  };
}

function Loaded({
  project,
  companyId,
  navigate,
  location,
  modelsSlot,
  userId,
}: {
  project: Project;
  companyId: string | null;
  navigate: (path: string) => void;
  location?: WidgetLocation;
  modelsSlot?: ReactNode;
  userId: string | null;
}) {
  const { toast } = useToast();
  // A link to the field that fixes a risk (`?fix=roi`) opens it once, then leaves the address.
  const [addressLink] = useState(() => linkOfAddress(location));
  const addressFix = addressLink.field;
  const fixedInDialog = addressFix && !isRiskFixCard(addressFix) ? addressFix : undefined;
  const [editing, setEditing] = useState(fixedInDialog !== undefined);
  const [focusField, setFocusField] = useState<DraftField | undefined>(fixedInDialog);
  const risks = useProjectRisks(companyId, project.id);
  const unresolved = risks.data?.risks ?? [];
  const models = useRef<HTMLDivElement>(null);
  const milestones = useRef<HTMLDivElement>(null);
  const team = useRef<HTMLElement>(null);
  const budget = useRef<HTMLDivElement>(null);
  const aiAct = useRef<HTMLDivElement>(null);
  // The compliance cards' answers (their requests, not more): a status that follows from a
  // record is not hand-picked in the edit form.
  const assessed = useAiActAssessment(project.id);
  const gdpr = useProjectGdpr(project.id);
  const dora = useProjectDora(project.id);
  const value = useRef<HTMLDivElement>(null);
  // A risk fixed on a card of the page (not a field of the form) scrolls to that card.
  const showCard = useCallback((card: RiskFixCard) => {
    // Incidents have their own page: the project page has no card of them to scroll to.
    const cards: Partial<Record<RiskFixCard, RefObject<HTMLElement | null>>> = {
      llmModels: models,
      milestones,
      team,
      budget,
      aiAct,
      value,
    };
    cards[card]?.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const fix = (field: RiskFixField) => {
    if (isRiskFixCard(field)) {
      showCard(field);
      return;
    }
    setFocusField(field);
    setEditing(true);
  };
  const addressRead = useRef(false);
  useEffect(() => {
    if ((!addressFix && !addressLink.obligation) || addressRead.current) return;
    addressRead.current = true;
    if (addressFix && isRiskFixCard(addressFix)) showCard(addressFix);
    location?.replaceSearch(addressLink.rest);
  }, [addressFix, addressLink, location, showCard]);
  const edit = (open: boolean) => {
    setEditing(open);
    if (!open) setFocusField(undefined);
  };
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const archive = useArchiveProject();
  const { restore, restoringId } = useRestoreWithToast();
  // The latest report's health shows in the banner (the same answer as the reports card).
  const latestReport = useStatusReports(project.id).data?.[0];
  const back = () => navigate(`/projects${rememberedListSearch()}`);

  const onArchive = () =>
    archive.mutate(project.id, {
      onSuccess: () => {
        setConfirmingArchive(false);
        toast({
          title: 'Project archived',
          description: `${project.name} has left the lists and metrics. Restore it at any time.`,
        });
      },
    });
  const onRestore = () => restore(project);
  const restoring = restoringId === project.id;

  // "Print compliance file": the page prints only what is marked `data-compliance-file`
  // (rendered before the dialog opens), and is whole again once the dialog closes.
  const [printing, setPrinting] = useState<'compliance' | null>(null);
  useEffect(() => {
    const after = () => setPrinting(null);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);
  const printComplianceFile = () => {
    flushSync(() => setPrinting('compliance'));
    window.print();
  };

  return (
    <Root data-printing={printing ?? undefined}>
      <PrintStyles />
      <TopBar data-print-hide="">
        <Button $variant="ghost" onClick={back}>
          <ArrowLeftIcon size={16} />
          Back
        </Button>
        <TopActions>
          <Button $variant="outline" onClick={printComplianceFile}>
            <PrinterIcon size={15} />
            Print compliance file
          </Button>
          <Button
            $variant="outline"
            $size="icon"
            onClick={() => window.print()}
            aria-label="Print project"
            title="Print"
          >
            <PrinterIcon size={17} />
          </Button>
          <Button onClick={() => setEditing(true)}>
            <PencilIcon size={15} />
            Edit Project
          </Button>
        </TopActions>
      </TopBar>

      <PrintHeading data-print-only="" data-compliance-file="">
        AI Project Portfolio · {printing === 'compliance' ? 'Compliance file' : 'Project report'} ·
        last updated {formatDate(project.updatedAt, 'long')}
      </PrintHeading>

      {project.archivedAt ? (
        <ArchivedBanner role="status">
          <ArchiveIcon size={18} />
          <div>
            <strong>Archived</strong>
            <span>
              Archived on {formatDate(project.archivedAt, 'long')}. It is left out of the project
              lists and the portfolio metrics.
            </span>
          </div>
          <Button
            $variant="outline"
            $size="sm"
            onClick={onRestore}
            disabled={restoring}
            data-print-hide=""
          >
            <RefreshIcon size={13} />
            {restoring ? 'Restoring...' : 'Restore'}
          </Button>
        </ArchivedBanner>
      ) : null}

      <div data-compliance-file="">
        <ProjectSummary
          project={project}
          latestReport={latestReport}
          badges={
            unresolved.length > 0 ? (
              <RiskBadge severity={unresolved[0]!.severity} count={unresolved.length} />
            ) : null
          }
        />
      </div>

      <ProjectRisks risks={unresolved} onFix={fix} />

      <Columns>
        <BusinessDetailsCard project={project} />
        <FinancialAnalysisCard project={project} />
      </Columns>

      <ScheduleCard project={project} />

      <Slot ref={milestones} id="milestones">
        <MilestonesCard project={project} />
      </Slot>
      <DependenciesCard project={project} navigate={navigate} />
      <LinksCard project={project} />

      <TeamCard ref={team} project={project} />
      <Slot ref={budget} id="budget">
        <BudgetCard project={project} />
      </Slot>
      <Slot ref={value} id="value" data-compliance-file="">
        <ValueCard project={project} />
      </Slot>

      <div data-compliance-file="">
        <ComplianceCard project={project} />
      </div>
      <Slot ref={aiAct} id="ai-act" data-compliance-file="">
        <AiActCard project={project} openObligation={addressLink.obligation} />
      </Slot>
      <Columns data-compliance-file="">
        <GdprCard project={project} />
        <DoraCard project={project} />
      </Columns>

      {modelsSlot ? (
        <Slot ref={models} id="llm-models">
          {modelsSlot}
        </Slot>
      ) : null}

      {project.notes ? <NotesCard notes={project.notes} /> : null}

      <StatusReports projectId={project.id} archived={project.archivedAt !== null} />

      <ProjectHistory projectId={project.id} />

      <BottomBar data-print-hide="">
        <Button $variant="outline" onClick={back}>
          <ArrowLeftIcon size={16} />
          Back to Projects
        </Button>
        <BottomActions>
          <Button $variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon size={15} />
            Edit Project
          </Button>
          {project.archivedAt ? (
            <Button $variant="outline" onClick={onRestore} disabled={restoring}>
              <RefreshIcon size={15} />
              {restoring ? 'Restoring...' : 'Restore Project'}
            </Button>
          ) : (
            <Button $variant="destructive" onClick={() => setConfirmingArchive(true)}>
              <ArchiveIcon size={15} />
              Archive Project
            </Button>
          )}
        </BottomActions>
      </BottomBar>

      <EditProjectDialog
        project={project}
        open={editing}
        onOpenChange={edit}
        focusField={focusField}
        userId={userId}
        derived={{
          euAiActStatus: Boolean(assessed.data),
          gdprStatus: Boolean(gdpr.data?.updatedAt),
          doraStatus: Boolean(dora.data?.updatedAt),
        }}
      />
      <ConfirmDialog
        open={confirmingArchive}
        title="Archive this project?"
        question={`"${project.name}" will leave the project lists and the portfolio metrics. You can restore it at any time from the archived projects.`}
        confirmLabel="Archive Project"
        pendingLabel="Archiving..."
        pending={archive.isPending}
        onConfirm={onArchive}
        onCancel={() => setConfirmingArchive(false)}
      />
    </Root>
  );
}

function DetailSkeleton() {
  return (
    <Root role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton $width="6rem" $height="2.25rem" />
      <Skeleton $height="12rem" $radius="16px" />
      <Columns>
        <Skeleton $height="11rem" $radius="12px" />
        <Skeleton $height="11rem" $radius="12px" />
      </Columns>
      <Skeleton $height="7rem" $radius="12px" />
    </Root>
  );
}

/** Paper: no navigation or buttons (here, and in any host element marked `data-print-hide`). */
const PrintStyles = createGlobalStyle`
  @media print {
    /* Fits A4 and Letter alike: 15 mm margins leave at least 180 mm of width on either. */
    @page { margin: 15mm; }
    html, body { background: #fff !important; }
    [data-print-hide] { display: none !important; }
  }
`;

const Root = styled.div`
  display: grid;
  gap: 1.25rem;

  [data-print-only] {
    display: none;
  }

  @media print {
    gap: 0.875rem;
    font-size: 11pt;
    [data-print-only] {
      display: block;
    }
    section {
      box-shadow: none;
      break-inside: avoid;
    }
    /* The compliance file: the summary, EU AI Act, GDPR, DORA and Value; a long EU AI Act card
       breaks between obligations, not inside one. */
    &[data-printing='compliance'] > :not([data-compliance-file]) {
      display: none !important;
    }
    &[data-printing='compliance'] section {
      break-inside: auto;
    }
    &[data-printing='compliance'] > #value {
      order: 1;
    }
  }
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-left: -0.5rem;
`;

/** On a narrow screen the actions wrap, right-aligned, under Back. */
const TopActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-left: auto;
`;

const PrintHeading = styled.p`
  font-size: 9pt;
  color: ${(p) => p.theme.color.textMuted};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  padding-bottom: 0.375rem;
`;

const ArchivedBanner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  padding: 0.875rem 1.25rem;
  ${tonedBox('amber')}
  border-radius: ${(p) => p.theme.radius.lg};
  > svg {
    flex-shrink: 0;
  }
  > div {
    flex: 1;
    display: grid;
    gap: 0.125rem;
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.875rem;
  }
`;

const Slot = styled.div`
  min-width: 0;
  scroll-margin-top: 1rem;
`;

const BottomBar = styled(Spread)`
  padding-top: 0.5rem;
`;

const BottomActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
