import styled, { createGlobalStyle } from 'styled-components';
import { formatDate, type Project } from '@portfolio/contracts';
import {
  ArchiveIcon,
  ArrowLeftIcon,
  Button,
  PencilIcon,
  PrinterIcon,
  RefreshIcon,
  Spread,
  tonedBox,
} from '@portfolio/ui';
import { PrintButton } from '@portfolio/ui/toolbar';

// The frame around every section: the actions above and below, the Archived banner, paper.

export function TopBar({
  onBack,
  onPrintComplianceFile,
  onEdit,
}: {
  onBack: () => void;
  onPrintComplianceFile: () => void;
  onEdit: () => void;
}) {
  return (
    <Bar data-print-hide="">
      <Button $variant="ghost" onClick={onBack}>
        <ArrowLeftIcon size={16} />
        Back
      </Button>
      <Actions>
        <Button $variant="outline" onClick={onPrintComplianceFile}>
          <PrinterIcon size={15} />
          Print compliance file
        </Button>
        <PrintButton label="Print project" />
        <Button onClick={onEdit}>
          <PencilIcon size={15} />
          Edit Project
        </Button>
      </Actions>
    </Bar>
  );
}

export interface ArchiveActions {
  onRestore: () => void;
  restoring: boolean;
}

export function ArchivedBanner({
  archivedAt,
  onRestore,
  restoring,
}: ArchiveActions & { archivedAt: string }) {
  return (
    <Banner role="status">
      <ArchiveIcon size={18} />
      <div>
        <strong>Archived</strong>
        <span>
          Archived on {formatDate(archivedAt, 'long')}. It is left out of the project lists and the
          portfolio metrics.
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
    </Banner>
  );
}

export function BottomBar({
  project,
  onBack,
  onEdit,
  onArchive,
  onRestore,
  restoring,
}: ArchiveActions & {
  project: Project;
  onBack: () => void;
  onEdit: () => void;
  onArchive: () => void;
}) {
  return (
    <Bottom data-print-hide="">
      <Button $variant="outline" onClick={onBack}>
        <ArrowLeftIcon size={16} />
        Back to Projects
      </Button>
      <Actions>
        <Button $variant="outline" onClick={onEdit}>
          <PencilIcon size={15} />
          Edit Project
        </Button>
        {project.archivedAt ? (
          <Button $variant="outline" onClick={onRestore} disabled={restoring}>
            <RefreshIcon size={15} />
            {restoring ? 'Restoring...' : 'Restore Project'}
          </Button>
        ) : (
          <Button $variant="destructive" onClick={onArchive}>
            <ArchiveIcon size={15} />
            Archive Project
          </Button>
        )}
      </Actions>
    </Bottom>
  );
}

/** Paper: no navigation or buttons (here, and in any host element marked `data-print-hide`). */
export const PrintStyles = createGlobalStyle`
  @media print {
    /* Fits A4 and Letter alike: 15 mm margins leave at least 180 mm of width on either. */
    @page { margin: 15mm; }
    html, body { background: #fff !important; }
    [data-print-hide] { display: none !important; }
  }
`;

export const Root = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;

  @media print {
    gap: 0.875rem;
    font-size: 11pt;
    section {
      box-shadow: none;
      break-inside: avoid;
    }
    /* A long EU AI Act card of the compliance file breaks between obligations, not inside one. */
    &[data-printing='compliance'] section {
      break-inside: auto;
    }
  }
`;

export const PrintHeading = styled.p`
  font-size: 9pt;
  color: ${(p) => p.theme.color.textMuted};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  padding-bottom: 0.375rem;
`;

const Bar = styled(Spread).attrs({ $gap: '0.5rem 1rem' })`
  margin-left: -0.5rem;
`;

/** On a narrow screen the actions wrap, right-aligned. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-left: auto;
`;

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.875rem;
  padding: 0.875rem 1.25rem;
  ${tonedBox('amber')}
  border-radius: ${(p) => p.theme.radius.lg};
  > svg {
    flex-shrink: 0;
  }
  > div {
    flex: 1 1 12rem;
    display: grid;
    gap: 0.125rem;
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Bottom = styled(Spread)`
  flex-wrap: wrap;
  gap: 0.5rem;
  padding-top: 0.5rem;
`;
