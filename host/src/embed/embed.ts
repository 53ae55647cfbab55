// embed.js: the one script a third-party page includes to get <portfolio-widget> elements.
//
//   <script src="https://portfolio.example.com/embed.js" async></script>
//   <portfolio-widget name="portfolio-dashboard" token-url="/portfolio-token"></portfolio-widget>
//
// The script's own origin is the default API base; the element itself loads on demand. The
// page's iframes of the product's widget frames (`/embed/{widget}`) follow their content's height.
import { sizeProductFrames } from './size-frames';

const script = document.currentScript as HTMLScriptElement | null;
const defaultApiBase = script?.src ? new URL(script.src).origin : window.location.origin;

sizeProductFrames(new URL(defaultApiBase).origin);

void import('./portfolio-widget-element').then(({ definePortfolioWidget }) =>
  definePortfolioWidget(defaultApiBase),
);
