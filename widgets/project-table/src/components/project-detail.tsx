import { useState, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import {
  COMPLIANCE_REGIMES,
  formatDate,
  formatMoneyFull,
  formatPercent,
  fromCents,
  projectInvestment,
  toCents,
  type Project,
} from '@portfolio/contracts';
import {
  AlertTriangleIcon,
  ArchiveIcon,
  ArrowLeftIcon,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ComplianceBadge,
  Dialog,
  EmptyState,
  ErrorCard,
  FileTextIcon,
  PencilIcon,
  PrinterIcon,
  RefreshIcon,
  ShieldCheckIcon,
  Skeleton,
  StatusBadge,
  TrendingUpIcon,
  UsersIcon,
  describeError,
  isApiError,
  media,
  mutationErrorMessage,
  useToast,
  type WidgetProps,
  Money,
} from '@portfolio/ui';
import { useArchiveProject } from '../api/archive-project';
import { isProjectId, useProject } from '../api/get-project';
import { EditProjectDialog } from './edit-project-dialog';
import { useRestoreWithToast } from './use-restore-with-toast';

export interface ProjectDetailProps extends WidgetProps {
  projectId: string;
  /**
   * The project's LLM Models card, rendered between Compliance and Notes. The host passes the
   * llm-registry widget's ProjectModels here: a widget never imports another widget.
   */
  modelsSlot?: ReactNode;
}

/** The exact ROI: "125%" or "125.50%". */
const exactPercent = (roi: string | null) =>
  formatPercent(roi, toCents(roi) !== null && toCents(roi)! % 100n !== 0n ? 2 : 0);

const annual = (monthly: string | null) => {
  const cents = toCents(monthly);
  return cents === null ? null : fromCents(cents * 12n);
};

/** `/projects/{id}`: the project's summary, details, figures, compliance, models and notes. */
export function ProjectDetail({ projectId, navigate, modelsSlot }: ProjectDetailProps) {
  const query = useProject(projectId);
  const back = () => navigate('/projects');

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
    return (
      <ErrorCard
        title="The project could not be loaded"
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return <Loaded project={query.data} navigate={navigate} modelsSlot={modelsSlot} />;
}

function Loaded({
  project,
  navigate,
  modelsSlot,
}: {
  project: Project;
  navigate: (path: string) => void;
  modelsSlot?: ReactNode;
}) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const archive = useArchiveProject();
  const { restore, restoringId } = useRestoreWithToast();
  const back = () => navigate('/projects');

  const onArchive = () =>
    archive.mutate(project.id, {
      onSuccess: () => {
        setConfirmingArchive(false);
        toast({
          title: 'Project archived',
          description: `${project.name} has left the lists and metrics. Restore it at any time.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: mutationErrorMessage(error, 'Failed to archive project'),
          variant: 'destructive',
        }),
    });
  const onRestore = () => restore(project);
  const restoring = restoringId === project.id;

  return (
    <Root>
      <PrintStyles />
      <TopBar data-print-hide="">
        <Button $variant="ghost" onClick={back}>
          <ArrowLeftIcon size={16} />
          Back
        </Button>
        <TopActions>
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

      <PrintHeading data-print-only="">
        AI Project Portfolio · Project report · last updated {formatDate(project.updatedAt, 'long')}
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

      <Banner aria-label="Project summary">
        <BannerTop>
          <div>
            <Title>{project.name}</Title>
            <Problem>{project.problemStatement}</Problem>
          </div>
          <BadgeSlot>
            <StatusBadge status={project.status} />
          </BadgeSlot>
        </BannerTop>
        <Metrics>
          <Metric label="ROI" value={formatPercent(project.roi)} />
          <Metric label="Initial Investment" value={<Money amount={project.initialCosts} />} />
          <Metric
            label="Running Costs"
            value={<Money amount={project.runningCosts} per="/month" />}
          />
          <Metric
            label="Annual Return"
            value={<Money amount={project.expectedReturn} per="/year" />}
          />
        </Metrics>
      </Banner>

      <Columns>
        <Card>
          <CardHeader>
            <CardTitle>
              <UsersIcon size={17} />
              Business Details
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Facts>
              <Fact label="Department">{project.department}</Fact>
              <Fact label="Business Owner">{project.businessOwner}</Fact>
              {project.jobsToBeDone ? (
                <Fact label="Jobs to be Done" wide>
                  <Prose>{project.jobsToBeDone}</Prose>
                </Fact>
              ) : null}
            </Facts>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <TrendingUpIcon size={17} />
              Financial Analysis
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Ledger>
              <LedgerRow label="Initial Costs" value={formatMoneyFull(project.initialCosts)} />
              <LedgerRow
                label="Running Costs (monthly)"
                value={formatMoneyFull(project.runningCosts)}
              />
              <LedgerRow
                label="Running Costs (annual)"
                value={formatMoneyFull(annual(project.runningCosts))}
              />
              <LedgerRow
                label="First-Year Investment"
                value={formatMoneyFull(projectInvestment(project))}
                strong
              />
              <LedgerRow
                label="Expected Annual Return"
                value={formatMoneyFull(project.expectedReturn)}
              />
              <LedgerRow label="ROI" value={exactPercent(project.roi)} strong />
            </Ledger>
          </CardContent>
        </Card>
      </Columns>

      <Card>
        <CardHeader>
          <CardTitle>
            <ShieldCheckIcon size={17} />
            Compliance & Governance Status
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Compliance>
            {COMPLIANCE_REGIMES.map((regime) => (
              <ComplianceItem key={regime.key}>
                <span>{regime.label}</span>
                <ComplianceBadge status={project[regime.key]} />
              </ComplianceItem>
            ))}
          </Compliance>
        </CardContent>
      </Card>

      {modelsSlot ? <Slot>{modelsSlot}</Slot> : null}

      {project.notes ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <FileTextIcon size={17} />
              Project Notes & Observations
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Prose>{project.notes}</Prose>
          </CardContent>
        </Card>
      ) : null}

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

      <EditProjectDialog project={project} open={editing} onOpenChange={setEditing} />
      <Dialog
        open={confirmingArchive}
        onOpenChange={setConfirmingArchive}
        title="Archive this project?"
        description={`"${project.name}" will leave the project lists and the portfolio metrics. You can restore it at any time from the archived projects.`}
        size="sm"
        pending={archive.isPending}
        footer={
          <>
            <Button $variant="outline" onClick={() => setConfirmingArchive(false)}>
              Cancel
            </Button>
            <Button $variant="destructive" onClick={onArchive}>
              {archive.isPending ? 'Archiving...' : 'Archive Project'}
            </Button>
          </>
        }
      />
    </Root>
  );
}

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <MetricBox>
      <MetricLabel>{label}</MetricLabel>
      <MetricValue>{value}</MetricValue>
    </MetricBox>
  );
}

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <FactBox $wide={wide}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </FactBox>
  );
}

function LedgerRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <LedgerLine $strong={strong}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </LedgerLine>
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
    @page { margin: 14mm; }
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
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-left: -0.5rem;
`;

const TopActions = styled.div`
  display: flex;
  gap: 0.5rem;
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
  border: 1px solid ${(p) => p.theme.tone.amber.border};
  background: ${(p) => p.theme.tone.amber.bg};
  color: ${(p) => p.theme.tone.amber.fg};
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

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  container-type: inline-size;
  padding: 1.75rem;
  border-radius: ${(p) => p.theme.radius.xl};
  color: #fff;
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(167, 139, 250, 0.55) 0%, rgba(167, 139, 250, 0) 55%),
    linear-gradient(135deg, ${(p) => p.theme.color.primary} 0%, ${(p) => p.theme.color.accent} 100%);
  box-shadow: ${(p) => p.theme.shadow.md};

  @media print {
    color: ${(p) => p.theme.color.text};
    background: none;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    box-shadow: none;
    padding: 1rem 1.25rem;
  }
`;

const BannerTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: 700;
  letter-spacing: -0.025em;
  line-height: 1.2;
  @media print {
    font-size: 20pt;
  }
`;

const Problem = styled.p`
  margin-top: 0.5rem;
  max-width: 48rem;
  font-size: ${(p) => p.theme.fontSize.md};
  opacity: 0.9;
  white-space: pre-line;
`;

const BadgeSlot = styled.div`
  flex-shrink: 0;
  padding: 0.25rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.92);
  @media print {
    padding: 0;
    background: none;
  }
`;

const Metrics = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.5rem;
  /* By the banner's own width: four tiles in a row only where each has room for its figure. */
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 20rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 44rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin-top: 0.875rem;
  }
`;

const MetricBox = styled.div`
  padding: 0.875rem 1rem;
  border-radius: ${(p) => p.theme.radius.lg};
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.22);
  backdrop-filter: blur(4px);
  @media print {
    background: none;
    border-color: ${(p) => p.theme.color.border};
    padding: 0.5rem 0.75rem;
  }
`;

const MetricLabel = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  opacity: 0.8;
`;

const MetricValue = styled.p`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xl};
  overflow-wrap: anywhere;
  @container (min-width: 44rem) {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  font-weight: 700;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  @media print {
    font-size: 14pt;
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem;
  margin: 0;
`;

const FactBox = styled.div<{ $wide: boolean }>`
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 500;
  }
`;

const Prose = styled.p`
  white-space: pre-line;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 400;
  line-height: 1.65;
  color: ${(p) => p.theme.color.text};
`;

const Ledger = styled.dl`
  display: grid;
  margin: 0;
`;

const LedgerLine = styled.div<{ $strong: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  padding: 0.625rem 0;
  border-bottom: 1px dashed ${(p) => p.theme.color.border};
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${(p) => (p.$strong ? 700 : 600)};
    color: ${(p) => p.theme.color.text};
  }
`;

const Compliance = styled.div`
  display: grid;
  gap: 0.75rem;
  /* Side by side only where a regime's name and its badge both fit. */
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  @media print {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ComplianceItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  span:first-child {
    font-weight: 600;
  }
  @media print {
    background: none;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
`;

const Slot = styled.div`
  min-width: 0;
`;

const BottomBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding-top: 0.5rem;
`;

const BottomActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
