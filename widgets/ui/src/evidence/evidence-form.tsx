import { useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
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
  isApiError,
  mutationErrorMessage,
  useToast,
  PlusIcon,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import {
  ReviewFields,
  SOMEONE_ELSE,
  type EvidenceErrors as Errors,
  type EvidenceReviewer,
} from './evidence-review-fields';

export type { EvidenceReviewer } from './evidence-review-fields';

/** What an evidence route takes: a link as JSON, or a file with its review fields as a form. */
export type EvidenceBody = EvidenceLinkBody | FormData;

/**
 * The add of evidence to whatever it supports (an obligation, an incident): a route mutation
 * (`useRouteMutation`) whose variables are the body.
 */
export interface EvidenceAdd {
  mutate: (
    body: EvidenceBody,
    options: { onSuccess: (added: { title: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export interface EvidenceFormProps {
  /** Makes the fields' ids unique on the page (several forms may show at once). */
  idPrefix: string;
  /** The form's accessible name, e.g. "Add evidence to Article 4". */
  label: string;
  add: EvidenceAdd;
  /** The company's members, to pick the reviewer from; without them the reviewer is typed. */
  members?: readonly EvidenceReviewer[];
  /** Read-only (a closed incident): the fields show but nothing is sent. */
  disabled?: boolean;
}

type Mode = 'link' | 'file';

/**
 * Adds a link or uploads a file as evidence, with who reviewed it, when, and until when it holds.
 * The file's limits show before one is chosen; a file over 10 MB is refused before it is sent;
 * every other refusal is the API's sentence, on the field it concerns.
 */
export function EvidenceForm({
  idPrefix,
  label,
  add,
  members,
  disabled = false,
}: EvidenceFormProps) {
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>('link');
  const [file, setFile] = useState<File | null>(null);
  const [reviewer, setReviewer] = useState('');
  const [reviewerName, setReviewerName] = useState('');
  const [reviewedAt, setReviewedAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The link and its title: a change of either drops the messages (they were about the text before).
  const { values, set, bind } = useFormValues({ url: '', title: '' }, () => setErrors({}));
  const id = (field: string) => `${idPrefix}-${field}`;
  const pickMember = members && members.length > 0;
  const typedName = !pickMember || reviewer === SOMEONE_ELSE;

  const reset = () => {
    set('url', '');
    set('title', '');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    setReviewer('');
    setReviewerName('');
    setReviewedAt('');
    setExpiresAt('');
  };

  const review = {
    title: values.title.trim() || null,
    reviewedById: pickMember && reviewer && reviewer !== SOMEONE_ELSE ? reviewer : null,
    reviewedBy: typedName ? reviewerName.trim() || null : null,
    reviewedAt: reviewedAt || null,
    expiresAt: expiresAt || null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setRefusal(null);
    let body: EvidenceBody;
    if (mode === 'link') {
      const link: EvidenceLinkBody = { url: values.url.trim(), ...review };
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
    <Form onSubmit={submit} aria-label={label} noValidate data-print-hide="">
      <ModePicker
        name={id('mode')}
        mode={mode}
        disabled={disabled}
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
        url={values.url}
        disabled={disabled}
        fileInput={fileInput}
        onUrl={(value) => set('url', value)}
        onFile={(chosen) => {
          setFile(chosen);
          setErrors({});
          setRefusal(null);
        }}
      />
      <Field label="Title (optional)" error={errors.title} id={id('title')}>
        <Input {...bind('title')} disabled={disabled} placeholder="e.g. Training log 2026" />
      </Field>
      <ReviewFields
        id={id}
        members={pickMember ? members : undefined}
        typedName={typedName}
        errors={errors}
        disabled={disabled}
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
        <Button type="submit" $size="sm" disabled={disabled || add.isPending}>
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
  disabled,
  fileInput,
  onUrl,
  onFile,
}: {
  mode: Mode;
  id: (field: string) => string;
  errors: Errors;
  url: string;
  disabled: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  onUrl: (url: string) => void;
  onFile: (file: File | null) => void;
}) {
  // Keyed by mode: the link's controlled input and the file's uncontrolled one are two elements.
  return mode === 'link' ? (
    <Field key="link" label="Link" error={errors.url} id={id('url')} required>
      <Input
        value={url}
        disabled={disabled}
        onChange={(e) => onUrl(e.target.value)}
        placeholder="https://wiki.example.com/ai-literacy-training"
      />
    </Field>
  ) : (
    <Field
      key="file"
      label="File"
      error={errors.file}
      hint={EVIDENCE_FILE_HINT}
      id={id('file')}
      required
    >
      <Input
        ref={fileInput}
        type="file"
        accept={EVIDENCE_FILE_ACCEPT}
        disabled={disabled}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </Field>
  );
}

/** Evidence is a link or a file. */
function ModePicker({
  name,
  mode,
  disabled,
  onChange,
}: {
  name: string;
  mode: Mode;
  disabled: boolean;
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
            disabled={disabled}
            onChange={() => onChange(value)}
          />
          {value === 'link' ? 'A link' : 'A file'}
        </ModeOption>
      ))}
    </Modes>
  );
}

const Form = styled.form`
  container-type: inline-size;
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

const Refusal = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
