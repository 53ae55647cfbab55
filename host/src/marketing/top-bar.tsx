import { Link } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { Button } from '@portfolio/ui';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '../brand';
import { LogoMark } from '../layout/logo-mark';
import { signInHref } from '../routing/sign-in-href';
import { UserMenu } from './user-menu';
import { column } from './marketing-styles';

/**
 * The public pages' top bar: Sign In (back to `returnTo` afterwards, the front page unless
 * given), or the user menu when signed in.
 */
export function TopBar({ user, returnTo }: { user: CurrentUser | null; returnTo?: string }) {
  return (
    <Bar data-print-hide="">
      <Inner>
        <BrandLink to="/">
          <LogoMark size={36} />
          <span>
            <strong>{PRODUCT_NAME}</strong>
            <small>{PRODUCT_SUBTITLE}</small>
          </span>
        </BrandLink>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Button as="a" href={signInHref(returnTo)}>
            Sign In
          </Button>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.sticky};
  background: rgba(255, 255, 255, 0.8);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

export const Inner = styled.div`
  ${column}
  padding: 0 1.5rem;
  height: 4.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  text-decoration: none;
  color: ${(p) => p.theme.color.text};
  span {
    display: grid;
    line-height: 1.2;
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 700;
    letter-spacing: -0.015em;
  }
  small {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.textMuted};
  }
`;
