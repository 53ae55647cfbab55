import { useId } from 'react';
import styled from 'styled-components';
import {
  RISK_FIX_FIELD_LABELS,
  RISK_STATE_LABELS,
  formatDate,
  type Risk,
  type RiskFixField,
} from '@portfolio/contracts';
import {
  AlertTriangleIcon,
  Button,
  Card,
  CardContent,
  CardHeading,
  RiskBadge,
  color,
  fontSize,
  radius,
} from '@portfolio/ui';

export interface ProjectRisksProps {
  /** The project's unresolved risks, worst first. */
  risks: readonly Risk[];
  /** Opens the field that fixes a risk (the edit dialog on it, or the LLM Models card). */
  onFix: (field: RiskFixField) => void;
}

/** The project's unresolved risks, each with its fix; nothing when it has none. */
export function ProjectRisks({ risks, onFix }: ProjectRisksProps) {
  const titleId = useId();
  if (risks.length === 0) return null;
  return (
    <Card id="risks" aria-labelledby={titleId}>
      <CardHeading
        titleId={titleId}
        icon={<AlertTriangleIcon size={17} />}
        title="Risks"
        description="What the portfolio's rules found on this project, and how to fix it"
      />
      <CardContent>
        <List>
          {risks.map((risk) => (
            <Item key={risk.id} data-risk-id={risk.id}>
              <RiskBadge severity={risk.severity} size="sm" />
              <Main>
                <strong>{risk.rule.title}</strong>
                <span>{risk.rule.fix}</span>
                {risk.state === 'acknowledged' && risk.acknowledgedAt ? (
                  <Muted>
                    {RISK_STATE_LABELS.acknowledged} by{' '}
                    {risk.acknowledgedBy?.name ?? 'a former member'} on{' '}
                    {formatDate(risk.acknowledgedAt, 'short')}
                    {risk.acknowledgementNote ? `: “${risk.acknowledgementNote}”` : ''}
                  </Muted>
                ) : null}
              </Main>
              <Button
                $variant="outline"
                $size="sm"
                onClick={() => onFix(risk.rule.field)}
                data-print-hide=""
              >
                Fix {RISK_FIX_FIELD_LABELS[risk.rule.field]}
              </Button>
            </Item>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.625rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.875rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

const Main = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  strong {
    font-size: ${fontSize('sm')};
    color: ${color('text')};
  }
  span {
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
`;

const Muted = styled.span`
  font-size: ${fontSize('xs')} !important;
  font-style: italic;
`;
