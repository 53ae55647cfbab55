import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  TARGET_BEFORE_START_MESSAGE,
  dateOrderProblem,
  isCalendarDate,
  type TimelineProject,
} from '@portfolio/contracts';
import {
  CalendarIcon,
  Field,
  FormDialog,
  Input,
  useFieldErrors,
  type FieldErrors,
} from '@portfolio/ui';

type DateField = 'startDate' | 'targetDate';

export interface SetDatesDialogProps {
  /** The project whose dates are asked for; null: closed. */
  project: TimelineProject | null;
  pending?: boolean;
  onClose: () => void;
  onSave: (project: TimelineProject, dates: { startDate: string; targetDate: string }) => void;
}

/** The dates of a project listed apart for having none (or one): both are asked for. */
export function SetDatesDialog({ project, pending = false, ...props }: SetDatesDialogProps) {
  return project ? (
    <DatesForm key={project.id} project={project} pending={pending} {...props} />
  ) : null;
}

function DatesForm({
  project,
  pending,
  onClose,
  onSave,
}: SetDatesDialogProps & { project: TimelineProject; pending: boolean }) {
  const [startDate, setStartDate] = useState(project.startDate ?? '');
  const [targetDate, setTargetDate] = useState(project.targetDate ?? '');
  const { errors, accept } = useFieldErrors<DateField>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<DateField> = {};
    if (!isCalendarDate(startDate)) found.startDate = 'Please enter a start date';
    if (!isCalendarDate(targetDate)) found.targetDate = 'Please enter a target date';
    else if (dateOrderProblem(startDate, targetDate))
      found.targetDate = TARGET_BEFORE_START_MESSAGE;
    if (accept(found)) onSave(project, { startDate, targetDate });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`Set dates of ${project.name}`}
      description="Its bar shows on the timeline from the start date to the target date."
      pending={pending}
      onSubmit={submit}
      icon={<CalendarIcon size={16} />}
      submitLabel="Set Dates"
      pendingLabel="Saving..."
    >
      <Fields>
        <Field label="Start Date" error={errors.startDate} required id="timeline-start-date">
          <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </Field>
        <Field label="Target Date" error={errors.targetDate} required id="timeline-target-date">
          <Input type="date" value={targetDate} onChange={(e) => setTargetDate(e.target.value)} />
        </Field>
      </Fields>
    </FormDialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
