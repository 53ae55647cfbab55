import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  RISK_FIX_FIELD_LABELS,
  RISK_STATE_LABELS,
  formatCount,
  formatDate,
  riskRule,
  type Risk,
} from '@portfolio/contracts';
import {
  Grid,
  AppLink,
  ArrowRightIcon,
  Button,
  Card,
  RiskBadge,
  color,
  fontSize,
  media,
  MutedText,
} from '@portfolio/ui';
import type { RegisterGroup, RegisterView } from './register-filters';
import { FixLink, RiskDetails, RiskItem, fixPath } from './risk-item';

interface Group {
  key: string;
  title: string;
  risks: Risk[];
}

/**
 * The risks by rule or by project, in the order of their worst (the list is worst first, so a
 * group's place is its first risk's); ungrouped, one group of them all.
 */
export function groupRisks(risks: readonly Risk[], by: RegisterGroup): Group[] {
  if (by === 'none') return [{ key: 'all', title: '', risks: [...risks] }];
  const groups = new Map<string, Group>();
  for (const risk of risks) {
    const key = by === 'rule' ? risk.rule.id : risk.project.id;
    const title = by === 'rule' ? risk.rule.title : risk.project.name;
    const group = groups.get(key) ?? { key, title, risks: [] };
    group.risks.push(risk);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface RiskGroupsProps {
  risks: readonly Risk[];
  state: Risk['state'];
  group: RegisterGroup;
  view: RegisterView;
  navigate: (path: string) => void;
  onAcknowledge: (risk: Risk) => void;
}

/**
 * The register's risks, grouped with what the group shares said once (a rule's explanation
 * and fix; a project's department and link), as cards or a compact list.
 */
export function RiskGroups({
  risks,
  state,
  group,
  view,
  navigate,
  onAcknowledge,
}: RiskGroupsProps) {
  const groups = groupRisks(risks, group);
  const listOf = (g: Group, label: string) => (
    <Items aria-label={label} $compact={view === 'list'}>
      {g.risks.map((risk) => (
        <li key={risk.id}>
          {view === 'list' ? (
            <RiskRow
              risk={risk}
              groupedBy={group}
              navigate={navigate}
              onAcknowledge={onAcknowledge}
            />
          ) : (
            <RiskItem
              risk={risk}
              groupedBy={group}
              navigate={navigate}
              onAcknowledge={onAcknowledge}
            />
          )}
        </li>
      ))}
    </Items>
  );
  if (group === 'none') return listOf(groups[0]!, `${RISK_STATE_LABELS[state]} risks`);
  return (
    <Grid $gap="1rem">
      {groups.map((g) => (
        <RiskGroup key={g.key} group={g} by={group} navigate={navigate}>
          {listOf(g, `${g.title}: ${RISK_STATE_LABELS[state].toLowerCase()} risks`)}
        </RiskGroup>
      ))}
    </Grid>
  );
}

function RiskGroup({
  group,
  by,
  navigate,
  children,
}: {
  group: Group;
  by: 'rule' | 'project';
  navigate: (path: string) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const first = group.risks[0]!;
  const rule = by === 'rule' ? riskRule(first.rule.id) : undefined;
  return (
    <GroupCard as="section" aria-labelledby={headingId}>
      <GroupHead>
        <h2 id={headingId}>{group.title}</h2>
        <MutedText as="span">{formatCount(group.risks.length, 'risk')}</MutedText>
      </GroupHead>
      {by === 'rule' ? (
        <Shared>
          <p>{rule?.explanation ?? first.rule.explanation}</p>
          <p>
            <strong>How to fix: </strong>
            {rule?.fix ?? first.rule.fix}
          </p>
        </Shared>
      ) : (
        <Shared>
          <p>
            {first.project.department} ·{' '}
            <AppLink to={`/projects/${first.project.id}`} navigate={navigate}>
              Open project
            </AppLink>
          </p>
        </Shared>
      )}
      {children}
    </GroupCard>
  );
}

/** One risk on a line: severity, what (the project or the rule), its specifics and actions. */
function RiskRow({
  risk,
  groupedBy,
  navigate,
  onAcknowledge,
}: {
  risk: Risk;
  groupedBy: RegisterGroup;
  navigate: (path: string) => void;
  onAcknowledge: (risk: Risk) => void;
}) {
  const titleId = `risk-${risk.id}`;
  const project = (
    <AppLink to={`/projects/${risk.project.id}`} navigate={navigate}>
      {risk.project.name}
    </AppLink>
  );
  return (
    <Row aria-labelledby={titleId} data-risk-id={risk.id} data-state={risk.state}>
      <RiskBadge severity={risk.severity} />
      <What>
        <h3 id={titleId}>
          {groupedBy === 'rule' ? project : risk.rule.title}
          {groupedBy === 'none' ? <span> · {project}</span> : null}
        </h3>
        <RiskDetails risk={risk} compact />
        {risk.acknowledgedAt ? (
          <small>
            Acknowledged by {risk.acknowledgedBy?.name ?? 'a former member'} on{' '}
            {formatDate(risk.acknowledgedAt, 'short')}
          </small>
        ) : null}
      </What>
      <Opened>Opened {formatDate(risk.openedAt, 'short')}</Opened>
      <RowActions>
        {risk.state !== 'resolved' ? (
          <FixLink to={fixPath(risk)} navigate={navigate}>
            Fix {RISK_FIX_FIELD_LABELS[risk.rule.field]}
            <ArrowRightIcon size={14} />
          </FixLink>
        ) : null}
        {risk.state === 'open' ? (
          <Button $variant="outline" $size="sm" onClick={() => onAcknowledge(risk)}>
            Acknowledge
          </Button>
        ) : null}
      </RowActions>
    </Row>
  );
}

/** A group's or a risk's title: the text colour, semibold, long names wrapping anywhere. */
const headingText = (size: 'sm' | 'md') => css`
  margin: 0;
  font-size: ${fontSize(size)};
  font-weight: 600;
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

const GroupCard = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1.125rem 1.25rem;
  min-width: 0;
`;

const GroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 0.75rem;
  h2 {
    ${headingText('md')}
  }
`;

const Shared = styled.div`
  display: grid;
  gap: 0.25rem;
  p {
    margin: 0;
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
  strong {
    color: ${color('text')};
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

const Items = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $compact }) => ($compact ? '0' : '0.75rem')};
  > li + li {
    border-top: ${({ $compact, theme }) => ($compact ? `1px solid ${theme.color.border}` : '0')};
  }
`;

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.375rem 0.75rem;
  align-items: start;
  padding: 0.625rem 0;
  ${media.md} {
    grid-template-columns: 7rem minmax(0, 1fr) auto auto;
    align-items: center;
  }
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  h3 {
    ${headingText('sm')}
  }
  h3 a {
    color: ${color('primary')};
    text-decoration: none;
  }
  h3 span {
    font-weight: 400;
  }
  small {
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
`;

const Opened = styled.span`
  grid-column: 2;
  font-size: ${fontSize('xs')};
  color: ${color('textSubtle')};
  white-space: nowrap;
  ${media.md} {
    grid-column: auto;
  }
`;

const RowActions = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.md} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;
