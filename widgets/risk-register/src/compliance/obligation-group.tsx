import styled from 'styled-components';
import { formatCalendarDate, formatCount } from '@portfolio/contracts';
import {
  AiActClassBadge,
  AppLink,
  ObligationStatusBadge,
  color,
  fontSize,
  media,
} from '@portfolio/ui';
import { GroupCard, GroupRows } from '@portfolio/ui/lists';
import { NO_OWNER, type ObligationSection } from './grouping';

/** One section of a grouping: each obligation with its project, class, owner, due date and status. */
export function ObligationGroup({
  group,
  navigate,
}: {
  group: ObligationSection;
  navigate: (path: string) => void;
}) {
  const headingId = `obligations-${group.key || 'no-owner'}`;
  return (
    <GroupCard
      headingId={headingId}
      title={group.label}
      count={formatCount(group.items.length, 'obligation')}
      data-group={group.key}
    >
      <Rows>
        {group.items.map((o) => (
          <Row key={o.id} data-obligation-id={o.id} data-status={o.status}>
            <What>
              <strong>{o.title}</strong>
              <span>{o.article}</span>
            </What>
            <AppLink to={`/projects/${o.project.id}?obligation=${o.id}`} navigate={navigate}>
              {o.project.name}
            </AppLink>
            <AiActClassBadge riskClass={o.riskClass} size="sm" />
            <Owner>{o.owner?.name ?? NO_OWNER}</Owner>
            <Due $overdue={o.overdue}>Due {formatCalendarDate(o.dueDate)}</Due>
            <ObligationStatusBadge status={o.status} overdue={o.overdue} />
          </Row>
        ))}
      </Rows>
    </GroupCard>
  );
}

const Rows = styled(GroupRows)`
  padding-bottom: 0.5rem;
`;

const Row = styled.li`
  display: grid;
  gap: 0.375rem 1rem;
  align-items: center;
  padding: 0.75rem 1.25rem;
  border-top: 1px solid ${color('border')};
  font-size: ${fontSize('sm')};
  grid-template-columns: minmax(0, 1fr) auto;
  > [data-tone] {
    justify-self: start;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 2.5fr) minmax(0, 1.25fr) 7rem minmax(0, 1fr) 8.5rem 7rem;
  }
  /* Every column on one line, narrower than on a screen: 180 mm is about 680 px. */
  @media print {
    grid-template-columns:
      minmax(0, 2.2fr) minmax(0, 1.2fr) 5.75rem minmax(0, 0.9fr)
      6.25rem 6.5rem;
    padding: 0.375rem 0.75rem;
    font-size: 9pt;
    break-inside: avoid;
  }
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
  strong {
    font-weight: 600;
    color: ${color('text')};
  }
  span {
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
`;

const Owner = styled.span`
  color: ${color('textMuted')};
`;

const Due = styled.span<{ $overdue: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$overdue ? p.theme.tone.red.fg : p.theme.color.text)};
  font-weight: ${(p) => (p.$overdue ? 600 : 400)};
`;
