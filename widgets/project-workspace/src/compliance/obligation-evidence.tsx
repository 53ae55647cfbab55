import { useState, type MouseEvent } from 'react';
import {
  formatCalendarDate,
  routes,
  type EvidenceContentType,
  type ObligationEvidence as Evidence,
} from '@portfolio/contracts';
import {
  BarChartIcon,
  Badge,
  ConfirmDialog,
  CountPill,
  FileTextIcon,
  IconButton,
  LayersIcon,
  LayoutDashboardIcon,
  LinkIcon,
  QueryErrorCard,
  Skeleton,
  TrashIcon,
  apiFetch,
  mutationErrorMessage,
  resolveUrl,
  routeUrl,
  useApi,
  useToast,
  type ApiConfig,
} from '@portfolio/ui';
import { useDeleteEvidence, useObligationEvidence } from '../api/obligation-evidence';
import { Empty, Rows } from '../shared/list-card-parts';
import { AddEvidenceForm } from './evidence-form';
import {
  ObligationEvidenceProps,
  Section,
  Heading,
  Item,
  Mark,
  Main,
  Top,
  Title,
  Meta,
  AddDisclosure,
} from './evidence-parts';

export const ICONS: Record<EvidenceContentType, typeof FileTextIcon> = {
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
 * The evidence of one EU AI Act obligation: each link or file with its type, reviewer and expiry
 * (an expired one marked), a file to download and each to remove after asking; a form adds a link
 * or uploads a file, its limits stated before one is chosen and the API's refusals shown as sent.
 */
export function ObligationEvidence({
  obligationId,
  projectId,
  companyId,
  members,
  obligationLabel = 'this obligation',
  compact = false,
}: ObligationEvidenceProps) {
  const { toast } = useToast();
  const scope = { obligationId, projectId, companyId };
  const evidence = useObligationEvidence(obligationId);
  const remove = useDeleteEvidence(scope);
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const list = evidence.data ?? [];
  const headingId = `evidence-${obligationId}`;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast({ title: 'Evidence removed' }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        Evidence
        {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
      </Heading>
      {evidence.isPending ? (
        <Rows role="status" aria-label={`Loading the evidence of ${obligationLabel}`}>
          <Skeleton $height="2.75rem" />
        </Rows>
      ) : evidence.isError ? (
        <QueryErrorCard title="The evidence could not be loaded" query={evidence} />
      ) : list.length === 0 ? (
        <Empty>
          No evidence yet.{' '}
          <span data-print-hide="">Add a link to where it is kept, or upload the file.</span>
        </Empty>
      ) : (
        <Rows as="ul" aria-label={`Evidence of ${obligationLabel}`}>
          {list.map((item) => (
            <EvidenceRow key={item.id} evidence={item} onRemove={() => setRemoving(item)} />
          ))}
        </Rows>
      )}
      {compact ? (
        <AddDisclosure data-print-hide="">
          <summary>Add evidence</summary>
          <AddEvidenceForm {...scope} members={members} obligationLabel={obligationLabel} />
        </AddDisclosure>
      ) : (
        <AddEvidenceForm {...scope} members={members} obligationLabel={obligationLabel} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove evidence"
        question={removing ? `Remove "${removing.title}" from ${obligationLabel}?` : undefined}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
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

export function EvidenceRow({ evidence, onRemove }: { evidence: Evidence; onRemove: () => void }) {
  const api = useApi();
  const { toast } = useToast();
  const Icon = evidence.file ? ICONS[evidence.file.contentType] : LinkIcon;
  const path = routeUrl(routes.getEvidence, { params: { id: evidence.id } });
  const href = evidence.file ? resolveUrl(path, api.config) : evidence.url!;
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
      <Mark title={evidence.file ? evidence.file.name : 'Link'}>
        <Icon size={16} aria-hidden="true" />
      </Mark>
      <Main>
        <Top>
          {evidence.file ? (
            <Title href={href} download={evidence.file.name} onClick={download}>
              {evidence.title}
            </Title>
          ) : (
            <Title href={href} target="_blank" rel="noopener noreferrer">
              {evidence.title}
            </Title>
          )}
          {evidence.expired ? (
            <Badge $tone="red" $size="sm">
              Expired
            </Badge>
          ) : null}
        </Top>
        <Meta>
          {evidence.file ? `${formatFileSize(evidence.file.size)} · ` : null}
          {review}
          {evidence.expiresAt
            ? ` · ${evidence.expired ? 'Expired' : 'Expires'} ${formatCalendarDate(evidence.expiresAt)}`
            : ''}
        </Meta>
      </Main>
      <IconButton
        $tone="danger"
        type="button"
        aria-label={`Remove ${evidence.title}`}
        onClick={onRemove}
        data-print-hide=""
      >
        <TrashIcon size={15} />
      </IconButton>
    </Item>
  );
}

export type { EvidenceReviewer, ObligationEvidenceProps } from './evidence-parts';
