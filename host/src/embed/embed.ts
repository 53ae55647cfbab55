// embed.js: the one script a third-party page includes to get <portfolio-widget> elements.
//
//   <script src="https://portfolio.example.com/embed.js" async></script>
//   <portfolio-widget name="feedback-form" module="./FeedbackForm"></portfolio-widget>
//
// The script's own origin is the default API base; the element itself loads on demand.
const script = document.currentScript as HTMLScriptElement | null;
const defaultApiBase = script?.src ? new URL(script.src).origin : window.location.origin;

void import('./portfolio-widget-element').then(({ definePortfolioWidget }) =>
  definePortfolioWidget(defaultApiBase),
);
