import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  EVIDENCE_FILE_ACCEPT,
  EVIDENCE_FILE_FIELD,
  EVIDENCE_FILE_HINT,
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EvidenceLinkBody,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  Field,
  Input,
  PlusIcon,
  Select,
  isApiError,
  mutationErrorMessage,
  useToast,
} from '@portfolio/ui';
import { useAddEvidence } from '../api/obligation-evidence';
import {
  ObligationEvidenceProps,
  Mode,
  Errors,
  SOMEONE_ELSE,
  Form,
  Modes,
  ModeOption,
  Dates,
  Refusal,
  Actions,
} from './evidence-parts';

export function AddEvidenceForm({
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
      <ModePicker
        name={id('mode')}
        mode={mode}
        onChange={(value) => {
          setMode(value);
          setErrors({});
          setRefusal(null);
        }}
      />
      <SourceField
        mode={mode}
        id={id}
        errors={errors}
        url={url}
        fileInput={fileInput}
        onUrl={(value) => {
          setUrl(value);
          setErrors({});
        }}
        onFile={(chosen) => {
          setFile(chosen);
          setErrors({});
          setRefusal(null);
        }}
      />
      <Field label="Title (optional)" error={errors.title} id={id('title')}>
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Training log 2026"
        />
      </Field>
      <ReviewFields
        id={id}
        members={pickMember ? members : undefined}
        typedName={typedName}
        errors={errors}
        values={{ reviewer, reviewerName, reviewedAt, expiresAt }}
        set={{
          reviewer: setReviewer,
          reviewerName: setReviewerName,
          reviewedAt: setReviewedAt,
          expiresAt: setExpiresAt,
        }}
      />
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

/** Where the evidence is: the link's address, or the file to upload. */
function SourceField({
  mode,
  id,
  errors,
  url,
  fileInput,
  onUrl,
  onFile,
}: {
  mode: Mode;
  id: (field: string) => string;
  errors: Errors;
  url: string;
  fileInput: RefObject<HTMLInputElement | null>;
  onUrl: (url: string) => void;
  onFile: (file: File | null) => void;
}) {
  return mode === 'link' ? (
    <Field label="Link" error={errors.url} id={id('url')} required>
      <Input
        value={url}
        onChange={(e) => onUrl(e.target.value)}
        placeholder="https://wiki.example.com/ai-literacy-training"
      />
    </Field>
  ) : (
    <Field label="File" error={errors.file} hint={EVIDENCE_FILE_HINT} id={id('file')} required>
      <Input
        ref={fileInput}
        type="file"
        accept={EVIDENCE_FILE_ACCEPT}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </Field>
  );
}

/** Evidence is a link or a file. */
export function ModePicker({
  name,
  mode,
  onChange,
}: {
  name: string;
  mode: Mode;
  onChange: (mode: Mode) => void;
}) {
  return (
    <Modes role="radiogroup" aria-label="Kind of evidence">
      {(['link', 'file'] as const).map((value) => (
        <ModeOption key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
          />
          {value === 'link' ? 'A link' : 'A file'}
        </ModeOption>
      ))}
    </Modes>
  );
}

export type ReviewField = 'reviewer' | 'reviewerName' | 'reviewedAt' | 'expiresAt';

/** Who reviewed the evidence (a member, or a name typed), when, and until when it holds. */
export function ReviewFields({
  id,
  members,
  typedName,
  errors,
  values,
  set,
}: {
  id: (field: string) => string;
  /** The company's members to pick from, when known. */
  members: ObligationEvidenceProps['members'];
  typedName: boolean;
  errors: Errors;
  values: Record<ReviewField, string>;
  set: Record<ReviewField, (value: string) => void>;
}) {
  return (
    <>
      {members ? (
        <Field label="Reviewed by" id={id('reviewer')}>
          <Select value={values.reviewer} onChange={(e) => set.reviewer(e.target.value)}>
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
          label={members ? 'Reviewer’s name' : 'Reviewed by (optional)'}
          error={errors.reviewedBy}
          id={id('reviewed-by')}
        >
          <Input
            value={values.reviewerName}
            onChange={(e) => set.reviewerName(e.target.value)}
            placeholder="e.g. External auditor"
          />
        </Field>
      ) : null}
      <Dates>
        <Field label="Reviewed on" error={errors.reviewedAt} id={id('reviewed-at')}>
          <Input
            type="date"
            value={values.reviewedAt}
            onChange={(e) => set.reviewedAt(e.target.value)}
          />
        </Field>
        <Field label="Expires on (optional)" error={errors.expiresAt} id={id('expires-at')}>
          <Input
            type="date"
            value={values.expiresAt}
            onChange={(e) => set.expiresAt(e.target.value)}
          />
        </Field>
      </Dates>
    </>
  );
}
