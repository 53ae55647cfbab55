import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconTile } from '../../display/icon-tile';
import { InboxIcon } from '../../../icons/icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon; an inbox unless given. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
}

/** What a list shows when there is nothing in it. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <IconCircle aria-hidden="true">{icon ?? <InboxIcon size={24} />}</IconCircle>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: 3rem 1.5rem;
`;

const IconCircle = styled(IconTile).attrs({ $size: '3.5rem', $radius: 'round' })`
  margin-bottom: 1rem;
`;

const Title = styled.h2`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
`;

const Description = styled.p`
  margin-top: 0.375rem;
  max-width: 28rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Action = styled.div`
  margin-top: 1.25rem;
`;
