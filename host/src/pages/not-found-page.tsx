import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { AlertCircleIcon, Button, Card } from '@portfolio/ui';

/** Any path the router does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Wrapper>
      <Card $padded>
        <Title>
          <AlertCircleIcon size={28} />
          <h1>404 Page Not Found</h1>
        </Title>
        <p>
          No page lives at <code>{pathname}</code>.
        </p>
        <Hint>Did you forget to add the page to the router?</Hint>
        <Button as={Link} to="/" $variant="outline">
          Back to home
        </Button>
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  > section {
    width: 100%;
    max-width: 28rem;
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.85em;
    padding: 0.125rem 0.375rem;
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.text};
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  color: ${(p) => p.theme.color.danger};
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: 700;
    color: ${(p) => p.theme.color.text};
    letter-spacing: -0.02em;
  }
`;

const Hint = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.xs};
  padding: 0.5rem 0.75rem;
  border-left: 3px solid ${(p) => p.theme.color.borderStrong};
  background: ${(p) => p.theme.color.surfaceMuted};
  border-radius: 0 ${(p) => p.theme.radius.sm} ${(p) => p.theme.radius.sm} 0;
  margin-bottom: 0.5rem;
`;
