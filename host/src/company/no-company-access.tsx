import { Link } from 'react-router';
import styled from 'styled-components';
import { BuildingIcon, Button, Card } from '@portfolio/ui';

/** What team, settings, LLM models and new-project pages show to a user without a company. */
export function NoCompanyAccess({ action }: { action: string }) {
  return (
    <Wrapper>
      <Card $padded>
        <Inner>
          <IconCircle aria-hidden="true">
            <BuildingIcon size={26} />
          </IconCircle>
          <h1>No Company Access</h1>
          <p>You need to be a member of a company to {action}.</p>
          <Button as={Link} to="/">
            Go to Dashboard
          </Button>
        </Inner>
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: 32rem;
  margin: 4rem auto 0;
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.75rem;
  padding: 1rem 0.5rem;
  h1 {
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: 700;
    letter-spacing: -0.015em;
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
    margin-bottom: 0.75rem;
  }
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${(p) => p.theme.tone.amber.bg};
  color: ${(p) => p.theme.tone.amber.fg};
  margin-bottom: 0.25rem;
`;
