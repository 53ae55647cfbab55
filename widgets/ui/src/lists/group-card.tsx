import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@portfolio/ui';

export interface GroupCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The id of its heading, which names the card's section. */
  headingId: string;
  title: ReactNode;
  /** How many it holds, in words ("3 controls"). */
  count: string;
  children: ReactNode;
}

/**
 * One group of a list shown group by group (a theme's controls, a framework's items gaps first,
 * an owner's obligations): a card section named by its heading, with how many it holds beside
 * it, over its rows (`GroupRows`, or what it says when empty).
 */
export function GroupCard({ headingId, title, count, children, ...section }: GroupCardProps) {
  return (
    <Card as="section" aria-labelledby={headingId} {...section}>
      <GroupHead>
        <h2 id={headingId}>{title}</h2>
        <span>{count}</span>
      </GroupHead>
      {children}
    </Card>
  );
}

const GroupHead = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem 0.75rem;
  @media print {
    break-after: avoid;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 600;
    color: ${(p) => p.theme.color.text};
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** The rows of a group, one under another (a `ul`), each row drawing its own line. */
export const GroupRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
