import styled from 'styled-components';
import {
  INCIDENT_REGIME_LABELS,
  INCIDENT_REPORT_KINDS,
  formatCalendarDate,
  type IncidentClock,
} from '@portfolio/contracts';
import {
  Cluster,
  TitledCard,
  CardContent,
  ClockIcon,
  color,
  fontSize,
  tone,
  ClockBadge,
  clockTone,
  formatInstant,
} from '@portfolio/ui';

const KIND_WORDS: Record<(typeof INCIDENT_REPORT_KINDS)[number], string> = {
  initial: 'an initial report (may be incomplete)',
  complete: 'a complete report',
};

/** The clocks by deadline: those with a fixed one first, in time order, the others after. */
export const clocksByDeadline = (clocks: readonly IncidentClock[]) =>
  [...clocks].sort((a, b) => {
    if (a.dueAt === null || b.dueAt === null)
      return Number(a.dueAt === null) - Number(b.dueAt === null);
    return Date.parse(a.dueAt) - Date.parse(b.dueAt);
  });

/**
 * The incident's reporting clocks as a timeline: each with its regime, article, what to do, the
 * deadline in the viewer's zone and the time left (or how overdue), and whether it was submitted.
 */
export function ClockTimeline({
  clocks,
  now,
  aiActAppliesFrom,
}: {
  clocks: readonly IncidentClock[];
  now: number;
  aiActAppliesFrom: string | null;
}) {
  return (
    <TitledCard
      title="Reporting clocks"
      icon={<ClockIcon size={18} />}
      description="Each report the incident owes, by deadline. Times are in your time zone."
    >
      <CardContent>
        {aiActAppliesFrom ? (
          <Note>
            No EU AI Act clock yet: the high-risk obligations apply to this system from{' '}
            {formatCalendarDate(aiActAppliesFrom, 'long')}.
          </Note>
        ) : null}
        {clocks.length === 0 ? (
          <Note>
            No report owed so far. Answer the classification questions below: each answer can start
            a clock.
          </Note>
        ) : (
          <Steps>
            {clocksByDeadline(clocks).map((clock) => (
              <Step key={clock.clock} data-clock={clock.clock} $tone={clockTone(clock, now)}>
                <StepHead>
                  <strong>{INCIDENT_REGIME_LABELS[clock.regime]}</strong>
                  <span>{clock.article}</span>
                  <ClockBadge clock={clock} now={now} />
                </StepHead>
                <StepTitle>{clock.title}</StepTitle>
                <Facts>
                  <dt>Due</dt>
                  <dd>
                    {clock.dueAt
                      ? formatInstant(clock.dueAt)
                      : clock.state === 'waiting'
                        ? 'Once the earlier report is submitted'
                        : clock.wording}
                  </dd>
                  <dt>To</dt>
                  <dd>
                    {clock.recipient}, {KIND_WORDS[clock.report]}
                  </dd>
                  <dt>Submitted</dt>
                  <dd>
                    {clock.submittedAt ? formatInstant(clock.submittedAt) : 'Not yet'}
                    {clock.completedAt && clock.completedAt !== clock.submittedAt
                      ? `; complete report ${formatInstant(clock.completedAt)}`
                      : ''}
                  </dd>
                </Facts>
              </Step>
            ))}
          </Steps>
        )}
      </CardContent>
    </TitledCard>
  );
}

const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $tone: Parameters<typeof tone>[0] }>`
  position: relative;
  padding: 0 0 1.25rem 1.5rem;
  border-left: 2px solid ${color('border')};
  margin-left: 0.375rem;
  break-inside: avoid;
  &:last-child {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  &::before {
    content: '';
    position: absolute;
    left: -0.4375rem;
    top: 0.25rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${(p) => tone(p.$tone, 'solid')(p)};
  }
`;

const StepHead = styled(Cluster)`
  font-size: ${fontSize('sm')};
`;

const StepTitle = styled.p`
  margin: 0.25rem 0 0.5rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
  }
`;
