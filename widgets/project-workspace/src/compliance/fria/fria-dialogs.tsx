import type { FormEvent, ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  FRIA_LIMITS,
  FriaApprovalBody,
  FriaNotificationBody,
  todayCalendarDate,
  type Project,
  type ProjectFria,
} from '@portfolio/contracts';
import {
  CheckCircleIcon,
  Field,
  FormDialog,
  Input,
  MailIcon,
  Select,
  fullNameOf,
  useToast,
} from '@portfolio/ui';
import { useFormValues, useFormWrite, type FormWriteOptions } from '@portfolio/ui/forms';
import { useCompanyMembers } from '../../api/ai-act';
import { useApproveFria, useRecordFriaNotification } from '../../api/fria';
import { projectScope } from '../../shared/project-scope';

interface FriaDialogProps {
  project: Project;
  onClose: () => void;
}

/** What the dialog of each step after the FRIA's save says. */
const FRIA_STEPS = {
  approve: {
    title: 'Approve the FRIA',
    description:
      'Record who approved the assessment as it is saved, and when. A later change of its parts or of the facts they rest on asks for a new approval (Article 27(2)).',
    Icon: CheckCircleIcon,
    submitLabel: 'Approve',
    pendingLabel: 'Approving...',
  },
  notify: {
    title: 'Record the notification',
    description:
      "The market surveillance authority is notified of the assessment's results, with the filled-in template (Article 27(3)).",
    Icon: MailIcon,
    submitLabel: 'Record notification',
    pendingLabel: 'Recording...',
  },
} as const;

/** A step's write, its body checked against `schema` first; `initial`, its form's values. */
function useFriaStep<Body, Values extends Record<string, string>>(
  schema: FormWriteOptions<Body, ProjectFria, Body>['schema'],
  mutation: UseMutationResult<ProjectFria, Error, Body>,
  initial: () => Values,
) {
  const write = useFormWrite<Body, ProjectFria, keyof Values & string>({
    schema,
    mutation,
    failure: 'The FRIA could not be saved',
  });
  return { ...write, ...useFormValues(initial, write.clear) };
}

/**
 * A step's dialog: its words, and a submit that sends the step (`send`) and, once saved, says
 * what was done (the title `send` hands back) and closes.
 */
function FriaStepDialog({
  step,
  dialog,
  send,
  onClose,
  children,
}: {
  step: keyof typeof FRIA_STEPS;
  dialog: { pending: boolean; refusal: string | null };
  send: (done: (title: string) => void) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { toast } = useToast();
  const { Icon, ...words } = FRIA_STEPS[step];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send((title) => {
      toast({ title });
      onClose();
    });
  };
  return (
    <FormDialog
      {...dialog}
      {...words}
      icon={<Icon size={16} />}
      onSubmit={submit}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

/** "Approve": who approved the FRIA as saved (a member of the company), and on which day. */
export function ApproveFriaDialog({ project, onClose }: FriaDialogProps) {
  const members = useCompanyMembers(project.companyId);
  const { values, bind, errors, dialog, send } = useFriaStep(
    FriaApprovalBody,
    useApproveFria(projectScope(project)),
    () => ({ approverId: '', approvedOn: todayCalendarDate() }),
  );
  const approve = (done: (title: string) => void) =>
    send(values, (saved) =>
      done(`FRIA approved by ${saved.approval?.approvedBy.name ?? 'the approver'}`),
    );

  return (
    <FriaStepDialog step="approve" dialog={dialog} send={approve} onClose={onClose}>
      <Field label="Approved by" required error={errors.approverId}>
        <Select
          {...bind('approverId')}
          placeholder={members.isPending ? 'Loading the members…' : 'Choose a member'}
          options={(members.data ?? []).map((m) => ({
            value: m.user.id,
            label: fullNameOf(m.user, m.user.email),
          }))}
        />
      </Field>
      <Field label="Approved on" required error={errors.approvedOn}>
        <Input type="date" max={todayCalendarDate()} {...bind('approvedOn')} />
      </Field>
    </FriaStepDialog>
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
  const { values, bind, errors, dialog, send } = useFriaStep(
    FriaNotificationBody,
    useRecordFriaNotification(projectScope(project)),
    () => ({
      notifiedOn: todayCalendarDate(),
      reference: fria.notification?.reference ?? '',
      documentUrl: fria.notification?.documentUrl ?? '',
    }),
  );
  const notify = (done: (title: string) => void) => {
    const body: FriaNotificationBody = {
      notifiedOn: values.notifiedOn,
      reference: values.reference.trim(),
      documentUrl: values.documentUrl.trim() || null,
    };
    send(body, () => done('Notification recorded'));
  };

  return (
    <FriaStepDialog step="notify" dialog={dialog} send={notify} onClose={onClose}>
      <Field label="Notified on" required error={errors.notifiedOn}>
        <Input
          type="date"
          min={fria.approval?.approvedOn}
          max={todayCalendarDate()}
          {...bind('notifiedOn')}
        />
      </Field>
      <Field label="Reference" required error={errors.reference}>
        <Input maxLength={FRIA_LIMITS.reference} {...bind('reference')} />
      </Field>
      <Field
        label="Document"
        hint="A link to where the notification is kept (https://…)"
        error={errors.documentUrl}
      >
        <Input
          type="url"
          maxLength={FRIA_LIMITS.url}
          placeholder="https://"
          {...bind('documentUrl')}
        />
      </Field>
    </FriaStepDialog>
  );
}
