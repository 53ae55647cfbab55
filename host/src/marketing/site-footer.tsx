import { Link } from 'react-router';
import styled from 'styled-components';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '../brand';
import { LogoMark } from '../layout/logo-mark';
import { column } from './marketing-styles';

export function SiteFooter() {
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
          <a href="/#feedback">Feedback</a>
          <a href="/api/login">Sign In</a>
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
    gap: 1.5rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.color.text};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
`;
