import { useCallback, useId, useState, type ReactNode } from 'react';
import {
  formatDate,
  isRiskFixCard,
  riskFixPath,
  type Project,
  type RiskFixCard,
} from '@portfolio/contracts';
import { ConfirmDialog, RiskBadge, useToast, type WidgetLocation } from '@portfolio/ui';
import type { DraftField } from '@portfolio/ui/project-form';
import { useAiActAssessment } from '../api/ai-act';
import { useArchiveProject, useRestoreArchived } from '../api/archive-project';
import { useProjectDora, useProjectGdpr } from '../api/compliance-records';
import { useStatusReports } from '../api/list-status-reports';
import { useProjectRisks } from '../api/project-risks';
import { ComplianceFile } from '../compliance/compliance-file';
import { ProjectSummary } from '../overview/project-summary';
import { EditProjectDialog } from './edit-project-dialog';
import { SectionPanel } from './section-panel';
import { SectionTabs } from './section-tabs';
import { isWorkspaceCard, SECTION_OF_CARD } from './sections';
import { useAddressLink } from './use-address-link';
import { useCardScroll } from './use-card-scroll';
import { useCompliancePrint } from './use-compliance-print';
import { useSection } from './use-section';
import {
  ArchivedBanner,
  BottomBar,
  PrintHeading,
  PrintStyles,
  Root,
  TopBar,
} from './workspace-chrome';

export interface WorkspacePageProps {
  project: Project;
  companyId: string | null;
  userId: string | null;
  /** The signed-in user is an admin of the project's company. */
  admin?: boolean;
  navigate: (path: string) => void;
  location?: WidgetLocation;
  section?: string;
  sectionInAddress?: boolean;
  modelsSlot?: ReactNode;
  onBack: () => void;
}

/** A project's page: the banner, the section tabs, the section shown, and the page's actions. */
export function WorkspacePage(props: WorkspacePageProps) {
  const { project, companyId, navigate } = props;
  const { toast } = useToast();
  const idPrefix = useId();
  const { selected, select } = useSection({ ...props, projectId: project.id });
  const { panel, scrollTo } = useCardScroll(selected);
  const showCard = useCallback(
    (card: RiskFixCard) => {
      // A fix made on a page of its own (the project's incidents) is followed there.
      if (!isWorkspaceCard(card)) return navigate(riskFixPath(project.id, card));
      select(SECTION_OF_CARD[card]);
      scrollTo(card);
    },
    [select, scrollTo, navigate, project.id],
  );
  const openCompliance = useCallback(() => select('compliance'), [select]);
  const link = useAddressLink(props.location, showCard, openCompliance);
  const [editing, setEditing] = useState(link.formField !== undefined);
  const [focusField, setFocusField] = useState<DraftField | undefined>(link.formField);
  const risks = useProjectRisks(companyId, project.id).data?.risks ?? [];
  // A status that follows from a record is not hand-picked in the edit form.
  const assessed = useAiActAssessment(project.id);
  const gdpr = useProjectGdpr(project.id);
  const dora = useProjectDora(project.id);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const archive = useArchiveProject();
  const restore = useRestoreArchived();
  // The latest report's health shows in the banner (the same answer as the reports card).
  const latestReport = useStatusReports(project.id).data?.[0];
  const print = useCompliancePrint();

  const edit = (open: boolean, field?: DraftField) => {
    setEditing(open);
    setFocusField(open ? field : undefined);
  };
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
  const onRestore = () =>
    restore.mutate(project.id, {
      onSuccess: () =>
        toast({
          title: 'Project restored',
          description: `${project.name} is back in your portfolio.`,
        }),
    });
  const archiveActions = { onRestore, restoring: restore.isPending };

  const banner = (
    <ProjectSummary
      project={project}
      latestReport={latestReport}
      badges={risks[0] ? <RiskBadge severity={risks[0].severity} count={risks.length} /> : null}
    />
  );

  return (
    <Root data-printing={print.printing ? 'compliance' : undefined}>
      <PrintStyles />
      <TopBar onBack={props.onBack} onPrintComplianceFile={print.start} onEdit={() => edit(true)} />
      {project.archivedAt ? (
        <ArchivedBanner archivedAt={project.archivedAt} {...archiveActions} />
      ) : null}
      {print.printing ? (
        <ComplianceFile project={project} banner={banner} />
      ) : (
        <>
          <PrintHeading data-print-only="">
            AI Project Portfolio · Project report · last updated{' '}
            {formatDate(project.updatedAt, 'long')}
          </PrintHeading>
          {banner}
          <SectionTabs selected={selected} onSelect={select} idPrefix={idPrefix} />
          <SectionPanel
            ref={panel}
            section={selected}
            idPrefix={idPrefix}
            project={project}
            risks={risks}
            navigate={navigate}
            modelsSlot={props.modelsSlot}
            openObligation={link.obligation}
            onOpen={select}
            onFix={(field) => (isRiskFixCard(field) ? showCard(field) : edit(true, field))}
          />
        </>
      )}
      <BottomBar
        project={project}
        onBack={props.onBack}
        onEdit={() => edit(true)}
        onArchive={() => setConfirmingArchive(true)}
        {...archiveActions}
      />
      <EditProjectDialog
        project={project}
        open={editing}
        onOpenChange={(open) => edit(open)}
        focusField={focusField}
        userId={props.userId}
        admin={props.admin}
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
