import { createGlobalStyle, css } from 'styled-components';

/** Base text styles for everything the kit renders, whether on a page or inside a shadow root. */
export const baseStyles = css`
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.5;
  color: ${(p) => p.theme.color.text};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  h1,
  h2,
  h3,
  h4,
  p {
    margin: 0;
  }

  a {
    color: inherit;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
`;

/** Page-wide reset for the host shell (an embedded widget scopes its styles to its own root). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    ${baseStyles};
    font-size: ${(p) => p.theme.fontSize.md};
    background: ${(p) => p.theme.color.bg};
    min-height: 100vh;
  }
  #root { min-height: 100vh; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
