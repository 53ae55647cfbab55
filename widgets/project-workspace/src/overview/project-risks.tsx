import { useId, useState } from 'react';
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
  media,
  radius,
} from '@portfolio/ui';

export interface ProjectRisksProps {
  /** The project's unresolved risks, worst first. */
  risks: readonly Risk[];
  /** Opens the field that fixes a risk (the edit dialog on it, or the LLM Models card). */
  onFix: (field: RiskFixField) => void;
  /** How many the Overview lists before "Show all" (the worst first). */
  brief?: number;
}

/** The project's unresolved risks, each with its fix; nothing when it has none. */
export function ProjectRisks({ risks, onFix, brief = Infinity }: ProjectRisksProps) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  if (risks.length === 0) return null;
  const shown = all ? risks : risks.slice(0, brief);
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
          {shown.map((risk) => (
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
        {shown.length < risks.length ? (
          <More $variant="ghost" $size="sm" onClick={() => setAll(true)} data-print-hide="">
            Show all {risks.length} risks
          </More>
        ) : null}
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

/** On a phone the text takes the row's width and the Fix button goes under it. */
const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'badge' 'main' 'fix';
  align-items: center;
  gap: 0.5rem 0.875rem;
  > :first-child {
    grid-area: badge;
    justify-self: start;
  }
  > button {
    grid-area: fix;
    justify-self: start;
  }
  ${media.sm} {
    grid-template-columns: 5.5rem minmax(0, 1fr) auto;
    grid-template-areas: 'badge main fix';
    > button {
      justify-self: end;
    }
  }
  padding: 0.625rem 0.875rem;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

const Main = styled.div`
  grid-area: main;
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

const More = styled(Button)`
  margin-top: 0.5rem;
`;
