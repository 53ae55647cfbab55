import { createGlobalStyle, css } from 'styled-components';

/** The inherited text styles of everything the kit renders, on a page or inside a shadow root. */
export const baseStyles = css`
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.5;
  color: ${(p) => p.theme.color.text};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
`;

/**
 * Element resets under `scope`, wrapped in :where() so they weigh nothing: any component's own
 * class wins over them, whatever order the styles are injected in.
 */
const elementResets = (scope: string) => css`
  :where(${scope}) *,
  :where(${scope}) *::before,
  :where(${scope}) *::after {
    box-sizing: border-box;
  }
  :where(${scope}) :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd) {
    margin: 0;
  }
  :where(${scope}) :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  :where(${scope}) :where(a) {
    color: inherit;
  }
`;

/**
 * Paper: anything marked `data-print-hide` (navigation, toasts, buttons) is left out of a
 * printed page, and anything marked `data-print-only` (a printed page's heading) is on paper
 * only, wherever it is rendered: the host page or a widget's shadow root.
 */
export const printHideStyles = css`
  @media print {
    [data-print-hide] {
      display: none !important;
    }
  }
  @media not print {
    [data-print-only] {
      display: none !important;
    }
  }
`;

/** Page-wide base for the host shell. */
export const GlobalStyle = createGlobalStyle`
  ${elementResets('html')}
  html, body { margin: 0; padding: 0; }
  body {
    ${baseStyles};
    font-size: ${(p) => p.theme.fontSize.md};
    background: ${(p) => p.theme.color.bg};
    min-height: 100vh;
  }
  #root { min-height: 100vh; }
  /* Focus moved by the page (skip link, a new page's heading), not a control: no ring. */
  [tabindex='-1']:focus { outline: none; }
  ${printHideStyles}
  @media print {
    html, body { background: #fff; }
    body, #root { min-height: 0; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/** The same resets for a widget's own subtree, on any page or inside a shadow root. */
export const WidgetBaseStyle = createGlobalStyle`
  ${elementResets('[data-widget-root]')}
  ${printHideStyles}
`;
