import styled from 'styled-components';
import { IconTile } from '../../display/icon-tile';
import { AlertTriangleIcon, RefreshIcon } from '../../../icons/icons';
import { Button } from '../../forms/button';

export interface ErrorCardProps {
  title?: string;
  /** What went wrong, in words a person can act on. */
  message?: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A contained error: the part of the page that failed says so, the rest keeps working. */
export function ErrorCard({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
}: ErrorCardProps) {
  return (
    <Wrapper role="alert">
      <IconCircle aria-hidden="true">
        <AlertTriangleIcon size={20} />
      </IconCircle>
      <Text>
        <Title>{title}</Title>
        {message ? <Message>{message}</Message> : null}
      </Text>
      {onRetry ? (
        <Button $variant="outline" $size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshIcon size={14} />
          Retry
        </Button>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  border: 1px solid ${(p) => p.theme.tone.red.border};
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.xs};
`;

const IconCircle = styled(IconTile).attrs({ $size: '2.5rem', $radius: 'round', $tone: 'danger' })``;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
`;

const Message = styled.p`
  margin-top: 0.125rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;
