import styled from 'styled-components';
import {
  RISK_FIX_FIELD_LABELS,
  RISK_STATE_LABELS,
  formatDate,
  riskFixPath,
  type Risk,
} from '@portfolio/contracts';
import {
  Cluster,
  AppLink,
  ArrowRightIcon,
  Badge,
  Button,
  Card,
  CheckIcon,
  RiskBadge,
  color,
  fontSize,
  radius,
  MutedText,
} from '@portfolio/ui';

export interface RiskItemProps {
  risk: Risk;
  navigate: (path: string) => void;
  /** Asks for the acknowledgement dialog of the risk. */
  onAcknowledge: (risk: Risk) => void;
  /**
   * What the group it is listed in already says: its rule (the card is titled by the project,
   * the rule's explanation and fix are the group's), its project (titled by the rule, no
   * project line), or nothing (both).
   */
  groupedBy?: 'rule' | 'project' | 'none';
}

/** The specifics of a risk (the obligation and its date, the person and month…), a line each. */
export function RiskDetails({ risk, compact = false }: { risk: Risk; compact?: boolean }) {
  if (risk.details.length === 0) return null;
  return (
    <Details $compact={compact} aria-label="Specifics">
      {risk.details.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Details>
  );
}

/** Where a risk is fixed (`riskFixPath` of the contract). */
export const fixPath = (risk: Pick<Risk, 'project' | 'rule'>) =>
  riskFixPath(risk.project.id, risk.rule.field);

/** One risk: what it is, on which project, why it matters, how to fix it, and who saw it. */
export function RiskItem({ risk, navigate, onAcknowledge, groupedBy = 'none' }: RiskItemProps) {
  const titleId = `risk-${risk.id}`;
  const Heading = groupedBy === 'none' ? Title : SubTitle;
  const fix =
    risk.state !== 'resolved' ? (
      <FixLink to={fixPath(risk)} navigate={navigate}>
        Fix {RISK_FIX_FIELD_LABELS[risk.rule.field]}
        <ArrowRightIcon size={14} />
      </FixLink>
    ) : null;
  const project = (
    <ProjectLink to={`/projects/${risk.project.id}`} navigate={navigate}>
      {risk.project.name}
      <span> · {risk.project.department}</span>
    </ProjectLink>
  );
  const acknowledge =
    risk.state === 'open' ? (
      <Button $variant="outline" $size="sm" onClick={() => onAcknowledge(risk)}>
        Acknowledge
      </Button>
    ) : null;
  return (
    <Item as="article" aria-labelledby={titleId} data-risk-id={risk.id} data-state={risk.state}>
      <Cluster>
        <RiskBadge severity={risk.severity} />
        {risk.state !== 'open' ? (
          <Badge $tone={risk.state === 'resolved' ? 'green' : 'blue'} $size="sm">
            {RISK_STATE_LABELS[risk.state]}
          </Badge>
        ) : null}
        <Opened>
          Opened {formatDate(risk.openedAt, 'short')}
          {risk.resolvedAt ? ` · resolved ${formatDate(risk.resolvedAt, 'short')}` : ''}
        </Opened>
      </Cluster>
      {groupedBy === 'rule' ? (
        <Heading id={titleId}>{project}</Heading>
      ) : (
        <>
          <Heading id={titleId}>{risk.rule.title}</Heading>
          {groupedBy === 'none' ? project : null}
        </>
      )}
      <RiskDetails risk={risk} />
      {groupedBy === 'rule' ? null : <MutedText>{risk.rule.explanation}</MutedText>}
      {groupedBy === 'rule' ? (
        <Actions>
          {fix}
          {acknowledge}
        </Actions>
      ) : (
        <Fix>
          <div>
            <strong>How to fix</strong>
            <p>{risk.rule.fix}</p>
          </div>
          {fix}
        </Fix>
      )}
      {risk.acknowledgedAt ? (
        <Acknowledgement>
          <CheckIcon size={14} aria-hidden="true" />
          <span>
            Acknowledged by {risk.acknowledgedBy?.name ?? 'a former member'} on{' '}
            {formatDate(risk.acknowledgedAt, 'short')}
            {risk.acknowledgementNote ? <q>{risk.acknowledgementNote}</q> : null}
          </span>
        </Acknowledgement>
      ) : null}
      {groupedBy !== 'rule' && acknowledge ? <Actions>{acknowledge}</Actions> : null}
    </Item>
  );
}

const Item = styled(Card)`
  display: grid;
  gap: 0.5rem;
  padding: 1.125rem 1.25rem;
`;

const Opened = styled.span`
  margin-left: auto;
  font-size: ${fontSize('xs')};
  color: ${color('textSubtle')};
`;

const Title = styled.h2`
  margin: 0.125rem 0 0;
  font-size: ${fontSize('md')};
  font-weight: 600;
  color: ${color('text')};
`;

const SubTitle = styled(Title).attrs({ as: 'h3' })``;

const Details = styled.ul<{ $compact: boolean }>`
  margin: 0;
  padding: 0 0 0 ${({ $compact }) => ($compact ? '0' : '1.125rem')};
  list-style: ${({ $compact }) => ($compact ? 'none' : 'disc')};
  display: grid;
  gap: 0.125rem;
  font-size: ${fontSize('sm')};
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const ProjectLink = styled(AppLink)`
  justify-self: start;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('primary')};
  text-decoration: none;
  span {
    font-weight: 400;
    color: ${color('textMuted')};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Fix = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0.875rem;
  border-radius: ${radius('md')};
  background: ${color('surfaceMuted')};
  strong {
    font-size: ${fontSize('xs')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color('textSubtle')};
  }
  p {
    margin: 0.125rem 0 0;
    font-size: ${fontSize('sm')};
    color: ${color('text')};
  }
  > div {
    flex: 1 1 18rem;
  }
`;

export const FixLink = styled(AppLink)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0.75rem;
  border-radius: ${radius('md')};
  border: 1px solid ${color('border')};
  background: ${color('surface')};
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('primary')};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${color('borderStrong')};
  }
  &:focus-visible {
    outline: 2px solid ${color('primary')};
    outline-offset: 2px;
  }
`;

const Acknowledgement = styled.p`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
  }
  q {
    display: block;
    margin-top: 0.125rem;
    font-style: italic;
    color: ${color('text')};
  }
`;

const Actions = styled(Cluster)`
  > button {
    margin-left: auto;
  }
`;
