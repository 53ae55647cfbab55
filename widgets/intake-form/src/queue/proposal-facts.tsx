import styled from 'styled-components';
import {
  INTAKE_SCREENING_QUESTIONS,
  PROJECT_FIELD_LABELS,
  formatDate,
  formatMoneyFull,
  type IntakeSettings,
  type Proposal,
} from '@portfolio/contracts';
import {
  CardContent,
  FileTextIcon,
  ListChecksIcon,
  ShieldCheckIcon,
  TitledCard,
  captionStyles,
  media,
  MutedText,
} from '@portfolio/ui';
import { AiActReasons } from '@portfolio/ui/questions';
import { IntakeTierBadge } from '../shared/proposal-badges';

/** The fields a proposal shares with the project it may become. */
export function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const facts: Fact[] = [
    [PROJECT_FIELD_LABELS.department, proposal.department],
    [PROJECT_FIELD_LABELS.businessOwner, proposal.businessOwner],
    [PROJECT_FIELD_LABELS.expectedReturn, formatMoneyFull(proposal.expectedReturn)],
    [PROJECT_FIELD_LABELS.initialCosts, formatMoneyFull(proposal.initialCosts)],
    [PROJECT_FIELD_LABELS.runningCosts, formatMoneyFull(proposal.runningCosts)],
    ['Submitted by', proposal.submittedBy?.name ?? 'An API client'],
    ['Submitted on', formatDate(proposal.createdAt, 'long')],
  ];
  return (
    <TitledCard title="Proposal" icon={<FileTextIcon size={18} />}>
      <CardContent>
        <Problem>
          <Term>{PROJECT_FIELD_LABELS.problemStatement}</Term>
          <p>{proposal.problemStatement}</p>
        </Problem>
        <Facts facts={facts} />
      </CardContent>
    </TitledCard>
  );
}

/** A label and its value. */
type Fact = [label: string, value: string];

/** Labelled values, each label over its value: up to four a row, or one under another. */
function Facts({ facts, stacked = false }: { facts: readonly Fact[]; stacked?: boolean }) {
  return (
    <Pairs $stacked={stacked}>
      {facts.map(([label, value], index) => (
        // A label may repeat (a question worded as a field): the place is the key.
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Pairs>
  );
}

const answerText = (value: string | number | boolean | undefined) =>
  value === undefined || value === ''
    ? 'Not answered'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : typeof value === 'number'
        ? value.toLocaleString('en-US')
        : value;

/**
 * The answers to the company's intake questions, under the questions' labels and in their order;
 * an answer to a question removed since is shown under its key.
 */
export function ProposalAnswers({
  proposal,
  settings,
}: {
  proposal: Proposal;
  settings: IntakeSettings | undefined;
}) {
  const questions = settings?.questions ?? [];
  const asked = new Set(questions.map((q) => q.id));
  const rows: Fact[] = [
    ...questions.map((q): Fact => [q.label, answerText(proposal.answers[q.id])]),
    ...Object.entries(proposal.answers)
      .filter(([id]) => !asked.has(id))
      .map(([id, value]): Fact => [id, answerText(value)]),
  ];
  return (
    <TitledCard title="Intake answers" icon={<ListChecksIcon size={18} />}>
      <CardContent>
        {rows.length === 0 ? (
          <MutedText>The company asks no questions of its own.</MutedText>
        ) : (
          <Facts facts={rows} stacked />
        )}
      </CardContent>
    </TitledCard>
  );
}

/** The EU AI Act screening: the tier it gives, why, with the articles, and how much is answered. */
export function ProposalScreening({ proposal }: { proposal: Proposal }) {
  const answered = INTAKE_SCREENING_QUESTIONS.filter(
    (q) => proposal.screening[q.id] !== undefined,
  ).length;
  return (
    <TitledCard
      title="EU AI Act screening"
      icon={<ShieldCheckIcon size={18} />}
      description={`${answered} of ${INTAKE_SCREENING_QUESTIONS.length} screening questions answered`}
      actions={<IntakeTierBadge tier={proposal.tier} size="md" />}
    >
      <CardContent>
        {proposal.tierReasons.length === 0 ? (
          <MutedText>
            No screening answer points to a prohibited, high-risk or transparency use.
          </MutedText>
        ) : (
          <AiActReasons reasons={proposal.tierReasons} aria-label="Why this tier" />
        )}
      </CardContent>
    </TitledCard>
  );
}

const Problem = styled.div`
  margin-bottom: 1rem;
  p {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
  }
`;

const Term = styled.span`
  ${captionStyles}
`;

const Pairs = styled.dl<{ $stacked?: boolean }>`
  display: grid;
  gap: 0.75rem 1.5rem;
  margin: 0;
  ${media.sm} {
    grid-template-columns: ${(p) => (p.$stacked ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
  ${media.lg} {
    grid-template-columns: ${(p) => (p.$stacked ? 'minmax(0, 1fr)' : 'repeat(4, minmax(0, 1fr))')};
  }
  dt {
    ${captionStyles}
  }
  dd {
    margin: 0.125rem 0 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
