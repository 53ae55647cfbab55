import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/theme';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The title block at the top of a page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Wrapper>
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-bottom: 1.75rem;
  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: 700;
  letter-spacing: -0.025em;
  line-height: 1.2;
`;

const Description = styled.p`
  margin-top: 0.375rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.md};
`;

/** Beside the title the buttons keep their width, and the description wraps instead. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-shrink: 0;
  gap: 0.5rem;
`;

/**
 * A page of a header and sections spaced by the grid gap (the header's own margin is for pages
 * that stack it otherwise). One column that never widens past the page: a wide table or a long
 * key scrolls or is cut inside its card.
 */
export const PageStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  > ${Wrapper}:first-child {
    margin-bottom: 0;
  }
`;
