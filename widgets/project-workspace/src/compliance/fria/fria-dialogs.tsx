import { useState, type FormEvent } from 'react';
import {
  FRIA_LIMITS,
  FriaApprovalBody,
  FriaNotificationBody,
  todayCalendarDate,
  type Project,
  type ProjectFria,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  CheckCircleIcon,
  Field,
  FormDialog,
  Input,
  MailIcon,
  Select,
  fullNameOf,
  isApiError,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useCompanyMembers } from '../../api/ai-act';
import { useApproveFria, useRecordFriaNotification } from '../../api/fria';

interface FriaDialogProps {
  project: Project;
  onClose: () => void;
}

/**
 * A FRIA write from its dialog: the body checked against the contract first (said under its
 * fields), then sent; a refusal naming a field goes under it, any other shows in the dialog.
 */
function useFriaWrite<Body extends object, F extends string & keyof Body>(
  schema: Parameters<typeof checkFields>[0],
  write: ReturnType<typeof useApproveFria> | ReturnType<typeof useRecordFriaNotification>,
  done: (saved: ProjectFria) => void,
) {
  const { errors, accept, acceptFromServer, clear } = useFieldErrors<F>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (body: Body) => {
    setRefusal(null);
    if (!accept(checkFields(schema, body) as Partial<Record<F, string>>)) return;
    (write.mutate as (body: Body, options: object) => void)(body, {
      onSuccess: done,
      onError: (error: Error) => {
        if (isApiError(error) && acceptFromServer(error)) return;
        setRefusal(mutationErrorMessage(error, 'The FRIA could not be saved'));
      },
    });
  };
  return { errors, clear, refusal, send };
}

/** "Approve": who approved the FRIA as saved (a member of the company), and on which day. */
export function ApproveFriaDialog({ project, onClose }: FriaDialogProps) {
  const { toast } = useToast();
  const approve = useApproveFria({ projectId: project.id, companyId: project.companyId });
  const members = useCompanyMembers(project.companyId);
  const [approverId, setApproverId] = useState('');
  const [approvedOn, setApprovedOn] = useState(() => todayCalendarDate());
  const { errors, clear, refusal, send } = useFriaWrite<
    FriaApprovalBody,
    'approverId' | 'approvedOn'
  >(FriaApprovalBody, approve, (saved) => {
    toast({ title: `FRIA approved by ${saved.approval?.approvedBy.name ?? 'the approver'}` });
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ approverId, approvedOn });
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Approve the FRIA"
      description="Record who approved the assessment as it is saved, and when. A later change of its parts or of the facts they rest on asks for a new approval (Article 27(2))."
      pending={approve.isPending}
      onSubmit={submit}
      refusal={refusal}
      icon={<CheckCircleIcon size={16} />}
      submitLabel="Approve"
      pendingLabel="Approving..."
    >
      <Field label="Approved by" required error={errors.approverId}>
        <Select
          value={approverId}
          placeholder={members.isPending ? 'Loading the members…' : 'Choose a member'}
          onChange={(e) => {
            setApproverId(e.target.value);
            clear('approverId');
          }}
          options={(members.data ?? []).map((m) => ({
            value: m.user.id,
            label: fullNameOf(m.user, m.user.email),
          }))}
        />
      </Field>
      <Field label="Approved on" required error={errors.approvedOn}>
        <Input
          type="date"
          value={approvedOn}
          max={todayCalendarDate()}
          onChange={(e) => {
            setApprovedOn(e.target.value);
            clear('approvedOn');
          }}
        />
      </Field>
    </FormDialog>
  );
}

/**
 * "Record notification": the day the market surveillance authority was notified of the results
 * (Article 27(3)), the notification's reference and a link to the document sent.
 */
export function FriaNotificationDialog({
  project,
  fria,
  onClose,
}: FriaDialogProps & { fria: ProjectFria }) {
  const { toast } = useToast();
  const notify = useRecordFriaNotification({
    projectId: project.id,
    companyId: project.companyId,
  });
  const [notifiedOn, setNotifiedOn] = useState(() => todayCalendarDate());
  const [reference, setReference] = useState(fria.notification?.reference ?? '');
  const [documentUrl, setDocumentUrl] = useState(fria.notification?.documentUrl ?? '');
  const { errors, clear, refusal, send } = useFriaWrite<
    FriaNotificationBody,
    'notifiedOn' | 'reference' | 'documentUrl'
  >(FriaNotificationBody, notify, () => {
    toast({ title: 'Notification recorded' });
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ notifiedOn, reference: reference.trim(), documentUrl: documentUrl.trim() || null });
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Record the notification"
      description="The market surveillance authority is notified of the assessment's results, with the filled-in template (Article 27(3))."
      pending={notify.isPending}
      onSubmit={submit}
      refusal={refusal}
      icon={<MailIcon size={16} />}
      submitLabel="Record notification"
      pendingLabel="Recording..."
    >
      <Field label="Notified on" required error={errors.notifiedOn}>
        <Input
          type="date"
          value={notifiedOn}
          min={fria.approval?.approvedOn}
          max={todayCalendarDate()}
          onChange={(e) => {
            setNotifiedOn(e.target.value);
            clear('notifiedOn');
          }}
        />
      </Field>
      <Field label="Reference" required error={errors.reference}>
        <Input
          value={reference}
          maxLength={FRIA_LIMITS.reference}
          onChange={(e) => {
            setReference(e.target.value);
            clear('reference');
          }}
        />
      </Field>
      <Field
        label="Document"
        hint="A link to where the notification is kept (https://…)"
        error={errors.documentUrl}
      >
        <Input
          type="url"
          value={documentUrl}
          maxLength={FRIA_LIMITS.url}
          placeholder="https://"
          onChange={(e) => {
            setDocumentUrl(e.target.value);
            clear('documentUrl');
          }}
        />
      </Field>
    </FormDialog>
  );
}
