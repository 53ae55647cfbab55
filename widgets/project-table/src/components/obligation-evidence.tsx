import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  EVIDENCE_FILE_ACCEPT,
  EVIDENCE_FILE_FIELD,
  EVIDENCE_FILE_HINT,
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EvidenceLinkBody,
  formatCalendarDate,
  routes,
  type EvidenceContentType,
  type ObligationEvidence as Evidence,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  BarChartIcon,
  Badge,
  Button,
  ConfirmDialog,
  CountPill,
  Field,
  FileTextIcon,
  IconButton,
  Input,
  LayersIcon,
  LayoutDashboardIcon,
  LinkIcon,
  PlusIcon,
  QueryErrorCard,
  Select,
  Skeleton,
  TrashIcon,
  apiFetch,
  isApiError,
  mutationErrorMessage,
  resolveUrl,
  routeUrl,
  useApi,
  useToast,
  type ApiConfig,
} from '@portfolio/ui';
import {
  useAddEvidence,
  useDeleteEvidence,
  useObligationEvidence,
} from '../api/obligation-evidence';
import { Empty, Rows } from './list-card-parts';

/** A member who may be named as the reviewer. */
export interface EvidenceReviewer {
  id: string;
  name: string;
}

export interface ObligationEvidenceProps {
  /** The stored obligation (`AiActObligationItem.id`) whose evidence this shows and adds to. */
  obligationId: string;
  /** Its project and company: what a write makes out of date there (history, risks). */
  projectId: string;
  companyId: string;
  /**
   * The company's members, to pick the reviewer from; without them (or for someone outside the
   * company) the reviewer is typed as text.
   */
  members?: readonly EvidenceReviewer[];
  /** How the obligation is named in accessible labels, e.g. "Article 4 (AI literacy)". */
  obligationLabel?: string;
  /** The add form behind an "Add evidence" disclosure: for a list of many obligations. */
  compact?: boolean;
}

type Mode = 'link' | 'file';
type Errors = Partial<
  Record<'url' | 'title' | 'file' | 'reviewedBy' | 'reviewedAt' | 'expiresAt', string>
>;

const SOMEONE_ELSE = 'other';

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
        <Empty>No evidence yet. Add a link to where it is kept, or upload the file.</Empty>
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
async function downloadWithToken(path: string, name: string, config: ApiConfig) {
  const res = await apiFetch(path, { headers: { Accept: '*/*' } }, config);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function EvidenceRow({ evidence, onRemove }: { evidence: Evidence; onRemove: () => void }) {
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

function AddEvidenceForm({
  obligationId,
  projectId,
  companyId,
  members,
  obligationLabel,
}: Required<
  Pick<ObligationEvidenceProps, 'obligationId' | 'projectId' | 'companyId' | 'obligationLabel'>
> &
  Pick<ObligationEvidenceProps, 'members'>) {
  const { toast } = useToast();
  const add = useAddEvidence({ obligationId, projectId, companyId });
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>('link');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [reviewer, setReviewer] = useState('');
  const [reviewerName, setReviewerName] = useState('');
  const [reviewedAt, setReviewedAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = (field: string) => `evidence-${obligationId}-${field}`;
  const pickMember = members && members.length > 0;
  const typedName = !pickMember || reviewer === SOMEONE_ELSE;

  const reset = () => {
    setUrl('');
    setTitle('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    setReviewer('');
    setReviewerName('');
    setReviewedAt('');
    setExpiresAt('');
  };

  const review = {
    title: title.trim() || null,
    reviewedById: pickMember && reviewer && reviewer !== SOMEONE_ELSE ? reviewer : null,
    reviewedBy: typedName ? reviewerName.trim() || null : null,
    reviewedAt: reviewedAt || null,
    expiresAt: expiresAt || null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    let body: EvidenceLinkBody | FormData;
    if (mode === 'link') {
      const link: EvidenceLinkBody = { url: url.trim(), ...review };
      const found = checkFields(EvidenceLinkBody, link) as Errors;
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      body = link;
    } else {
      if (!file) return setErrors({ file: EVIDENCE_FILE_MISSING_MESSAGE });
      // Said before sending 10 MB that would be refused anyway.
      if (file.size > EVIDENCE_MAX_FILE_BYTES)
        return setErrors({ file: EVIDENCE_TOO_LARGE_MESSAGE });
      setErrors({});
      const form = new FormData();
      for (const [key, value] of Object.entries(review)) if (value) form.set(key, value);
      form.set(EVIDENCE_FILE_FIELD, file, file.name);
      body = form;
    }
    add.mutate(body, {
      onSuccess: (added) => {
        toast({ title: `Added ${added.title}` });
        reset();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors as Errors);
        } else if (isApiError(error) && mode === 'file' && [400, 413, 415].includes(error.status)) {
          // The file's refusal (its size, its type by content) belongs to the file field.
          setErrors({ file: mutationErrorMessage(error, 'The file was not accepted') });
        } else {
          setRefusal(mutationErrorMessage(error, 'Failed to add the evidence'));
        }
      },
    });
  };

  return (
    <Form
      onSubmit={submit}
      aria-label={`Add evidence to ${obligationLabel}`}
      noValidate
      data-print-hide=""
    >
      <Modes role="radiogroup" aria-label="Kind of evidence">
        {(['link', 'file'] as const).map((value) => (
          <ModeOption key={value}>
            <input
              type="radio"
              name={id('mode')}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setErrors({});
                setRefusal(null);
              }}
            />
            {value === 'link' ? 'A link' : 'A file'}
          </ModeOption>
        ))}
      </Modes>
      {mode === 'link' ? (
        <Field label="Link" error={errors.url} id={id('url')} required>
          <Input
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setErrors({});
            }}
            placeholder="https://wiki.example.com/ai-literacy-training"
          />
        </Field>
      ) : (
        <Field label="File" error={errors.file} hint={EVIDENCE_FILE_HINT} id={id('file')} required>
          <Input
            ref={fileInput}
            type="file"
            accept={EVIDENCE_FILE_ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors({});
              setRefusal(null);
            }}
          />
        </Field>
      )}
      <Field label="Title (optional)" error={errors.title} id={id('title')}>
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Training log 2026"
        />
      </Field>
      {pickMember ? (
        <Field label="Reviewed by" id={id('reviewer')}>
          <Select value={reviewer} onChange={(e) => setReviewer(e.target.value)}>
            <option value="">Nobody yet</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            <option value={SOMEONE_ELSE}>Someone else…</option>
          </Select>
        </Field>
      ) : null}
      {typedName ? (
        <Field
          label={pickMember ? 'Reviewer’s name' : 'Reviewed by (optional)'}
          error={errors.reviewedBy}
          id={id('reviewed-by')}
        >
          <Input
            value={reviewerName}
            onChange={(e) => setReviewerName(e.target.value)}
            placeholder="e.g. External auditor"
          />
        </Field>
      ) : null}
      <Dates>
        <Field label="Reviewed on" error={errors.reviewedAt} id={id('reviewed-at')}>
          <Input type="date" value={reviewedAt} onChange={(e) => setReviewedAt(e.target.value)} />
        </Field>
        <Field label="Expires on (optional)" error={errors.expiresAt} id={id('expires-at')}>
          <Input type="date" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </Field>
      </Dates>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <Actions>
        <Button type="submit" $size="sm" disabled={add.isPending}>
          <PlusIcon size={14} />
          {add.isPending
            ? mode === 'file'
              ? 'Uploading...'
              : 'Adding...'
            : mode === 'file'
              ? 'Upload File'
              : 'Add Link'}
        </Button>
      </Actions>
    </Form>
  );
}

const Section = styled.section`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
`;

const Heading = styled.h4`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  color: ${(p) => p.theme.color.text};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

const Title = styled.a`
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const AddDisclosure = styled.details`
  & > summary {
    cursor: pointer;
    width: fit-content;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 500;
    color: ${(p) => p.theme.color.primary};
  }
  &[open] > summary {
    margin-bottom: 0.5rem;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.625rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const Modes = styled.div`
  display: flex;
  gap: 1rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const ModeOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  cursor: pointer;
`;

const Dates = styled.div`
  display: grid;
  gap: 0.625rem;
  @container (min-width: 30rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Refusal = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
