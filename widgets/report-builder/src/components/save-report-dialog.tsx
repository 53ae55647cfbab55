import { useState } from 'react';
import {
  REPORT_LIMITS,
  SavedReportCreateBody,
  type ReportDefinition,
  type ReportVisibility,
  type SavedReport,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Field,
  FormDialog,
  Input,
  isApiError,
  Select,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useCreateReport, useUpdateReport } from '../api/reports';

/** Save a new report, save one as a copy under another name, or rename one. */
export type SaveMode =
  { kind: 'new' } | { kind: 'copy'; of: SavedReport } | { kind: 'rename'; report: SavedReport };

export interface SaveReportDialogProps {
  companyId: string;
  /** What to do; null: closed. */
  mode: SaveMode | null;
  definition: ReportDefinition;
  onSaved: (report: SavedReport) => void;
  onClose: () => void;
}

const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Private: only me' },
  { value: 'shared', label: 'Shared with the company' },
];

export function SaveReportDialog({ mode, ...props }: SaveReportDialogProps) {
  return mode ? <SaveForm key={mode.kind} mode={mode} {...props} /> : null;
}

function SaveForm({
  companyId,
  mode,
  definition,
  onSaved,
  onClose,
}: Omit<SaveReportDialogProps, 'mode'> & { mode: SaveMode }) {
  const { toast } = useToast();
  const create = useCreateReport(companyId);
  const update = useUpdateReport(companyId);
  const [name, setName] = useState(
    mode.kind === 'rename'
      ? mode.report.name
      : mode.kind === 'copy'
        ? `${mode.of.name} (copy)`
        : '',
  );
  const [visibility, setVisibility] = useState<ReportVisibility>(
    mode.kind === 'copy' ? mode.of.visibility : 'private',
  );
  const { errors, accept, clear, acceptFromServer } = useFieldErrors<'name' | 'visibility'>();
  const pending = create.isPending || update.isPending;
  // A name someone already uses (409) belongs under the name field, in the server's words.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409 && error.serverMessage)
      accept({ name: error.serverMessage });
    else acceptFromServer(error);
  };
  const done = (report: SavedReport, title: string) => {
    toast({ title, description: report.name });
    onSaved(report);
    onClose();
  };

  const submit = () => {
    const body = { name: name.trim(), definition, visibility };
    const found = checkFields(SavedReportCreateBody, body);
    if (!accept(found.name ? { name: found.name } : {})) return;
    if (mode.kind === 'rename')
      update.mutate(
        { id: mode.report.id, name: body.name },
        { onSuccess: (r) => done(r, 'Report renamed'), onError },
      );
    else create.mutate(body, { onSuccess: (r) => done(r, 'Report saved'), onError });
  };

  const title =
    mode.kind === 'rename'
      ? 'Rename report'
      : mode.kind === 'copy'
        ? 'Save report as'
        : 'Save report';
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={
        mode.kind === 'rename'
          ? undefined
          : 'A private report is yours alone; a shared one is listed for everyone in the company.'
      }
      pending={pending}
      onSubmit={submit}
      submitLabel={mode.kind === 'rename' ? 'Rename' : 'Save'}
      pendingLabel={mode.kind === 'rename' ? 'Renaming...' : 'Saving...'}
    >
      <Field label="Report name" required error={errors.name}>
        <Input
          value={name}
          maxLength={REPORT_LIMITS.name}
          placeholder="e.g. Investment by department"
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
      </Field>
      {mode.kind === 'rename' ? null : (
        <Field label="Visibility" error={errors.visibility}>
          <Select
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as ReportVisibility)}
            options={VISIBILITY_OPTIONS}
          />
        </Field>
      )}
    </FormDialog>
  );
}
