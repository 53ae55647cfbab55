import { Link } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '../brand';
import { LogoMark } from '../layout/logo-mark';
import { signInHref } from '../routing/sign-in-href';
import { column } from './marketing-styles';
import { FEEDBACK_PATH } from './feedback-widget';

/** The public pages' footer: what their top bar offers (Sign In, or Go to Dashboard) and feedback. */
export function SiteFooter({ user }: { user: CurrentUser | null }) {
  return (
    <Footer>
      <Inner>
        <Brand>
          <LogoMark size={28} />
          <span>
            {PRODUCT_NAME} · {PRODUCT_SUBTITLE}
          </span>
        </Brand>
        <nav aria-label="Footer">
          <Link to="/project-tracking">Project Tracking</Link>
          <Link to={FEEDBACK_PATH}>Feedback</Link>
          {user ? <Link to="/">Go to Dashboard</Link> : <a href={signInHref()}>Sign In</a>}
        </nav>
      </Inner>
    </Footer>
  );
}

const Footer = styled.footer`
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
`;

const Inner = styled.div`
  ${column}
  padding: 2rem 1.5rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.color.text};
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
`;
