import styled from 'styled-components';

/** The id every page gives its main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: straight to the page's content, past the navigation. Never on
 * paper: Chromium prints a fixed element moved off screen at the foot of the first page.
 */
export function SkipLink() {
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} data-print-hide="">
      Skip to main content
    </Link>
  );
}

const Link = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: ${(p) => p.theme.z.toast + 1};
  padding: 0.625rem 1rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.primary};
  font-weight: 600;
  box-shadow: ${(p) => p.theme.shadow.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }
`;
