import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { ArrowRightIcon, Button, Card, Cluster, IconTile, LockIcon } from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';
import { PublicPage } from '../marketing/public-page';
import { signInHref } from '../routing/sign-in-href';

/**
 * A page of the app opened signed out (a shared project link, a bookmark): sign in, and come
 * back to this very page afterwards.
 */
export function SignInRequiredPage() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <PublicPage user={null} returnTo={here} main={Main}>
      <Card $padded>
        <IconTile $size="3rem" $radius="lg" aria-hidden="true">
          <LockIcon size={22} />
        </IconTile>
        <h1>Sign in to continue</h1>
        <p>
          This page of {PRODUCT_NAME} is for signed-in members of a company. Sign in and you will
          come straight back to it.
        </p>
        <Path>{pathname}</Path>
        <Actions>
          <Button as="a" href={signInHref(here)}>
            Sign In
            <ArrowRightIcon size={16} />
          </Button>
          <Button as={Link} to="/" $variant="outline">
            Back to home
          </Button>
        </Actions>
      </Card>
    </PublicPage>
  );
}

const Main = styled.main`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: 3rem 1rem;
  &:focus {
    outline: none;
  }
  > section {
    width: 100%;
    max-width: 30rem;
    display: grid;
    gap: 0.875rem;
    justify-items: start;
  }
  h1 {
    margin-top: 0.25rem;
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: 700;
    letter-spacing: -0.02em;
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Path = styled.code`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.sm};
  padding: 0.25rem 0.5rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.surfaceMuted};
`;

const Actions = styled(Cluster).attrs({ $gap: '0.75rem' })`
  margin-top: 0.5rem;
`;
