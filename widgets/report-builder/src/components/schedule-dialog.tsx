import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  REPORT_FREQUENCIES,
  REPORT_PRIVATE_RECIPIENTS_MESSAGE,
  formatDate,
  type ReportFrequency,
  type SavedReport,
  routes,
} from '@portfolio/contracts';
import {
  color,
  describeError,
  Field,
  fontSize,
  FormDialog,
  fullNameOf,
  QueryErrorCard,
  Select,
  Skeleton,
  useFieldErrors,
  useRouteQuery,
  useToast,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { useScheduleReport } from '../api/reports';

export interface ScheduleDialogProps {
  companyId: string;
  /** The report to schedule; null: closed. */
  report: SavedReport | null;
  onClose: () => void;
}

const NOT_SCHEDULED = '';
const FREQUENCY_LABELS: Record<ReportFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** E-mail a saved report weekly or monthly to members of the company, or stop doing so. */
export function ScheduleDialog({ report, ...props }: ScheduleDialogProps) {
  return report ? <ScheduleForm key={report.id} report={report} {...props} /> : null;
}

function ScheduleForm({
  companyId,
  report,
  onClose,
}: Omit<ScheduleDialogProps, 'report'> & { report: SavedReport }) {
  const { toast } = useToast();
  const members = useRouteQuery(routes.listMembers, { params: { companyId } });
  const schedule = useScheduleReport(companyId);
  const [frequency, setFrequency] = useState<ReportFrequency | ''>(
    report.schedule?.frequency ?? NOT_SCHEDULED,
  );
  const [recipients, setRecipients] = useState<string[]>(report.schedule?.recipients ?? []);
  const { errors, accept, clear, acceptFromServer } = useFieldErrors<'frequency' | 'recipients'>();
  const messageId = useId();
  const hintId = useId();
  // A private report goes to its creator alone (the BFF refuses anyone else): only they are offered.
  const isPrivate = report.visibility === 'private';
  const offered = members.data?.filter((m) => !isPrivate || m.user.id === report.createdBy);

  const submit = () => {
    schedule.mutate(
      { id: report.id, frequency: frequency || null, recipients },
      {
        onSuccess: (saved) => {
          toast({
            title: saved.schedule ? 'Report scheduled' : 'Schedule stopped',
            description: saved.schedule
              ? `${saved.name} goes out ${saved.schedule.frequency}, next on ${formatDate(saved.schedule.nextRunAt, 'long')}.`
              : `${saved.name} is no longer e-mailed.`,
          });
          onClose();
        },
        onError: (error) => {
          // A refusal that names no field is said under the frequency, in the server's words.
          if (!acceptFromServer(error)) accept({ frequency: describeError(error) });
        },
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Schedule report"
      description={`E-mail ${report.name} to members of the company: a table in the mail, the CSV attached.`}
      pending={schedule.isPending}
      onSubmit={submit}
      submitLabel="Save schedule"
      pendingLabel="Saving..."
    >
      <Field label="Frequency" error={errors.frequency}>
        <Select
          value={frequency}
          onChange={(e) => {
            setFrequency(e.target.value as ReportFrequency | '');
            clear('frequency');
          }}
          options={[
            { value: NOT_SCHEDULED, label: 'Not scheduled' },
            ...labelledOptions(REPORT_FREQUENCIES, FREQUENCY_LABELS),
          ]}
        />
      </Field>
      <Recipients
        disabled={!frequency}
        aria-describedby={
          [isPrivate ? hintId : '', errors.recipients ? messageId : ''].join(' ').trim() ||
          undefined
        }
      >
        <legend>Recipients</legend>
        {isPrivate ? <Hint id={hintId}>{REPORT_PRIVATE_RECIPIENTS_MESSAGE}</Hint> : null}
        {members.isPending ? (
          <Skeleton $height="4rem" />
        ) : members.isError ? (
          <QueryErrorCard title="The members could not be loaded" query={members} />
        ) : (
          offered!.map((m) => (
            <label key={m.user.id}>
              <input
                type="checkbox"
                checked={recipients.includes(m.user.id)}
                onChange={(e) => {
                  setRecipients((list) =>
                    e.target.checked ? [...list, m.user.id] : list.filter((id) => id !== m.user.id),
                  );
                  clear('recipients');
                }}
              />
              {fullNameOf(m.user, m.user.email)}
              <small>{m.user.email}</small>
            </label>
          ))
        )}
        {errors.recipients ? (
          <Message id={messageId} role="alert">
            {errors.recipients}
          </Message>
        ) : null}
      </Recipients>
    </FormDialog>
  );
}

const Recipients = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.5rem;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: ${fontSize('sm')};
    font-weight: 500;
  }
  label {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    font-size: ${fontSize('sm')};
    cursor: pointer;
  }
  small {
    color: ${color('textMuted')};
  }
  &:disabled label {
    opacity: 0.6;
    cursor: default;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  font-weight: 500;
  color: ${color('danger')};
`;
