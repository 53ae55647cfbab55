import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  formatCalendarDate,
  routeUrl,
  routes,
  type EvidenceContentType,
  type ObligationEvidence,
} from '@portfolio/contracts';
import {
  Badge,
  ConfirmDialog,
  IconButton,
  apiFetch,
  mutationErrorMessage,
  resolveUrl,
  useApi,
  useToast,
  type ApiConfig,
  BarChartIcon,
  FileTextIcon,
  LayersIcon,
  LayoutDashboardIcon,
  LinkIcon,
  TrashIcon,
} from '@portfolio/ui';
import {
  ItemLink,
  ItemMain,
  ItemMark,
  ItemMeta,
  ItemTop,
  ListRow,
  ListRows,
} from '@portfolio/ui/lists';

/** Evidence as any list shows it: an obligation's, or an incident's. */
export type EvidenceItem = Omit<ObligationEvidence, 'obligationId' | 'projectId'>;

/** The removal of evidence (`DELETE /api/evidence/{id}` as a route mutation of its id). */
export interface EvidenceRemove {
  mutate: (id: string, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
}

export interface EvidenceListProps {
  evidence: readonly EvidenceItem[];
  /** What the evidence supports, in accessible labels and the question: "Article 4". */
  of: string;
  remove: EvidenceRemove;
  /** Read-only: no remove buttons. */
  disabled?: boolean;
  /** A word beside an item's title (the incident's report documents say so). */
  tag?: (item: EvidenceItem) => ReactNode;
}

const ICONS: Record<EvidenceContentType, typeof FileTextIcon> = {
  'application/pdf': FileTextIcon,
  'image/png': LayersIcon,
  'image/jpeg': LayersIcon,
  'text/plain': FileTextIcon,
  'text/csv': BarChartIcon,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': FileTextIcon,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': BarChartIcon,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': LayoutDashboardIcon,
  'application/vnd.oasis.opendocument.text': FileTextIcon,
  'application/vnd.oasis.opendocument.spreadsheet': BarChartIcon,
  'application/vnd.oasis.opendocument.presentation': LayoutDashboardIcon,
};

/** 1.2 MB, 340 kB, 12 bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/**
 * Evidence, newest first: each link or file with its type, reviewer and expiry (an expired one
 * marked), a file to download and each to remove after asking. A refused removal is the API's
 * sentence, in the remove mutation's toast.
 */
export function EvidenceList({ evidence, of, remove, disabled = false, tag }: EvidenceListProps) {
  const { toast } = useToast();
  const [removing, setRemoving] = useState<EvidenceItem | null>(null);
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast({ title: 'Evidence removed' }),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <>
      <ListRows as="ul" aria-label={`Evidence of ${of}`}>
        {evidence.map((item) => (
          <EvidenceRow
            key={item.id}
            evidence={item}
            tag={tag?.(item)}
            onRemove={disabled ? undefined : () => setRemoving(item)}
          />
        ))}
      </ListRows>
      <ConfirmDialog
        open={removing !== null}
        title="Remove evidence"
        question={removing ? `Remove "${removing.title}" from ${of}?` : undefined}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** Where an item of evidence is served: the API's download of its file. */
const evidencePath = (id: string) => routeUrl(routes.getEvidence, { params: { id } });

/**
 * Where an item of evidence opens: its link, or else (a file has no link) its file on the
 * widget's API. One place for the evidence list and the Statement of Applicability's table.
 */
export function evidenceHref(evidence: Pick<EvidenceItem, 'id' | 'url'>, config: ApiConfig) {
  return evidence.url ?? resolveUrl(evidencePath(evidence.id), config);
}

/**
 * Saves a file fetched with the widget's bearer token: a plain link would carry only the
 * session cookie, which an embedding page on another site does not have.
 */
export async function downloadWithToken(path: string, name: string, config: ApiConfig) {
  const res = await apiFetch(path, { headers: { Accept: '*/*' } }, config);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function EvidenceRow({
  evidence,
  tag,
  onRemove,
}: {
  evidence: EvidenceItem;
  tag?: ReactNode;
  onRemove?: () => void;
}) {
  const api = useApi();
  const { toast } = useToast();
  const Icon = evidence.file ? ICONS[evidence.file.contentType] : LinkIcon;
  const path = evidencePath(evidence.id);
  const href = evidenceHref(evidence, api.config);
  const download = (event: MouseEvent) => {
    if (!evidence.file || !api.config.getToken) return;
    event.preventDefault();
    downloadWithToken(path, evidence.file.name, api.config).catch((error: unknown) =>
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, 'The file could not be downloaded'),
        variant: 'destructive',
      }),
    );
  };
  const review = [
    evidence.reviewedBy ? `Reviewed by ${evidence.reviewedBy.name}` : 'Not reviewed',
    evidence.reviewedAt ? `on ${formatCalendarDate(evidence.reviewedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Item data-testid="evidence-row">
      <ItemMark title={evidence.file ? evidence.file.name : 'Link'}>
        <Icon size={16} aria-hidden="true" />
      </ItemMark>
      <ItemMain>
        <ItemTop>
          {evidence.file ? (
            <ItemLink href={href} download={evidence.file.name} onClick={download}>
              {evidence.title}
            </ItemLink>
          ) : (
            <ItemLink href={href} target="_blank" rel="noopener noreferrer">
              {evidence.title}
            </ItemLink>
          )}
          {evidence.expired ? (
            <Badge $tone="red" $size="sm">
              Expired
            </Badge>
          ) : null}
          {tag}
        </ItemTop>
        <ItemMeta>
          {evidence.file ? `${formatFileSize(evidence.file.size)} · ` : null}
          {review}
          {evidence.expiresAt
            ? ` · ${evidence.expired ? 'Expired' : 'Expires'} ${formatCalendarDate(evidence.expiresAt)}`
            : ''}
        </ItemMeta>
      </ItemMain>
      {onRemove ? (
        <IconButton
          $tone="danger"
          type="button"
          aria-label={`Remove ${evidence.title}`}
          onClick={onRemove}
          data-print-hide=""
        >
          <TrashIcon size={15} />
        </IconButton>
      ) : null}
    </Item>
  );
}

// Tighter than a card's list row, its mark at the top beside a long title.
const Item = styled(ListRow)`
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.5rem 0.625rem;
`;
