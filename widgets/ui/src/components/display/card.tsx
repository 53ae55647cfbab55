import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A white surface with a hairline border, for grouping content. */
export const Card = styled.section<{ $padded?: boolean; $interactive?: boolean }>`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.xs};
  padding: ${(p) => (p.$padded ? '1.5rem' : '0')};
  min-width: 0;
  ${(p) =>
    p.$interactive &&
    `cursor: pointer; transition: box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease;
     &:hover { box-shadow: ${p.theme.shadow.md}; border-color: ${p.theme.color.borderStrong}; transform: translateY(-1px); }`}
`;

/**
 * The title beside its actions; on a narrow card the actions go under the title. Alone in its
 * card (a closed History), it keeps the card's bottom padding.
 */
export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 1.25rem 1.5rem 0;
  &:last-child {
    padding-bottom: 1.25rem;
  }
  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

export const CardTitle = styled.h2`
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 600;
  letter-spacing: -0.01em;
  color: ${(p) => p.theme.color.text};
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

export const CardDescription = styled.p`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

export const CardContent = styled.div`
  padding: 1.25rem 1.5rem 1.5rem;
`;

export const CardFooter = styled.footer`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surfaceMuted};
  border-radius: 0 0 ${(p) => p.theme.radius.lg} ${(p) => p.theme.radius.lg};
`;

export interface CardHeadingProps {
  title: ReactNode;
  /** Before the title, e.g. an 18 px icon. */
  icon?: ReactNode;
  description?: ReactNode;
  /** For the card's `aria-labelledby`. */
  titleId?: string;
  /** On the right: a button or a link. */
  actions?: ReactNode;
}

/** A card's header: an icon and a title, a description under it, actions on the right. */
export function CardHeading({ title, icon, description, titleId, actions }: CardHeadingProps) {
  return (
    <CardHeader>
      <div>
        <CardTitle id={titleId}>
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </div>
      {actions}
    </CardHeader>
  );
}
