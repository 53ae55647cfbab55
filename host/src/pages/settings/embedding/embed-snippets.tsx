import { useState } from 'react';
import styled from 'styled-components';
import { embedWidgetPath, routes } from '@portfolio/contracts';
import { Field, Select } from '@portfolio/ui';
import { RemoteWidget } from '../../../remote/remote-widget';
import { useWidgetProps } from '../../../remote/use-widget-props';
import { CodeSnippet } from '../code-snippet';
import { Section, SectionHint, SectionTitle } from './section';

/**
 * The widgets a page can embed, each with the component its preview shows; one of a widget's
 * other views (`view`) is asked for in the element's `props` (the iframe shows a widget's first).
 */
const EMBEDDABLE: ReadonlyArray<{ name: string; module: string; label: string; view?: string }> = [
  { name: 'portfolio-dashboard', module: './Dashboard', label: 'Dashboard' },
  { name: 'project-table', module: './ProjectTable', label: 'Project table' },
  { name: 'team-panel', module: './TeamPanel', label: 'Team panel' },
  { name: 'llm-registry', module: './LlmRegistry', label: 'LLM registry' },
  { name: 'risk-register', module: './RiskRegister', label: 'Risk register' },
  {
    name: 'risk-register',
    module: './Compliance',
    label: 'EU AI Act compliance',
    view: 'compliance',
  },
  {
    name: 'risk-register',
    module: './Frameworks',
    label: 'Frameworks and controls',
    view: 'frameworks',
  },
  { name: 'risk-register', module: './Incidents', label: 'Incidents', view: 'incidents' },
  { name: 'portfolio-timeline', module: './Timeline', label: 'Portfolio timeline' },
  { name: 'report-builder', module: './Reports', label: 'Reports' },
  { name: 'intake-form', module: './IntakeForm', label: 'Intake form' },
  { name: 'feedback-form', module: './FeedbackForm', label: 'Feedback form' },
];

/** An entry of the choice: a widget's name, with its view when it is not the first. */
const keyOf = (widget: (typeof EMBEDDABLE)[number]) =>
  widget.view ? `${widget.name}/${widget.view}` : widget.name;

/**
 * The snippets of the four ways to embed, for this product's address and this company; a view
 * other than the widget's first goes in the element's `props`, and has no iframe (which shows the
 * first).
 */
export function embedSnippets(
  productUrl: string,
  companyId: string,
  widget: string,
  view?: string,
) {
  const script = `<script src="${productUrl}/embed.js" async></script>`;
  const tokenCall = `${productUrl}${routes.issueEmbedToken.path}`;
  const props = view ? ` props='{"view":"${view}"}'` : '';
  return [
    {
      title: 'A page whose server gets the token',
      code: `${script}\n<portfolio-widget name="${widget}" company-id="${companyId}" token-url="/portfolio-token"${props}></portfolio-widget>`,
    },
    {
      title: 'A page without a server (sign-in popup)',
      code: `${script}\n<portfolio-widget name="${widget}" company-id="${companyId}" sign-in="popup"${props}></portfolio-widget>`,
    },
    ...(view
      ? []
      : [
          {
            title: 'An iframe (embed.js on the page makes it follow the widget’s height)',
            code: `<iframe src="${productUrl}${embedWidgetPath(widget)}?company=${companyId}" title="PortfolioAI" style="width: 100%; border: 0"></iframe>\n${script}`,
          },
        ]),
    {
      title: 'The token, from the page’s server: curl',
      code: `curl -X POST ${tokenCall} \\\n  -H "Authorization: Bearer $PORTFOLIO_APP_SECRET" \\\n  -H "Content-Type: application/json" \\\n  -d '{"email": "person@example.com"}'`,
    },
    {
      title: 'The token, from the page’s server: Node fetch',
      code: `// GET /portfolio-token on your server: the signed-in person's token, as JSON.
const res = await fetch('${tokenCall}', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.PORTFOLIO_APP_SECRET}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ email: signedInPerson.email }),
});
if (!res.ok) throw new Error(\`PortfolioAI token: \${res.status}\`);
const { token, expiresAt } = await res.json();`,
    },
  ];
}

/** Ready snippets with the company id filled in, and a live preview of the chosen widget. */
export function EmbedSnippets({ companyId }: { companyId: string }) {
  const widgetProps = useWidgetProps();
  const [chosen, setChosen] = useState<string>(keyOf(EMBEDDABLE[0]!));
  const widget = EMBEDDABLE.find((w) => keyOf(w) === chosen) ?? EMBEDDABLE[0]!;
  const snippets = embedSnippets(window.location.origin, companyId, widget.name, widget.view);

  return (
    <Section aria-labelledby="embed-snippets-title">
      <SectionTitle id="embed-snippets-title">Snippets</SectionTitle>
      <SectionHint>
        Paste one into your intranet. The page&apos;s origin must be allowed above; a page with a
        server also needs an embed app&apos;s secret on that server.
      </SectionHint>
      <Field label="Widget">
        <Select
          name="embedWidget"
          value={chosen}
          options={EMBEDDABLE.map((w) => ({ value: keyOf(w), label: w.label }))}
          onChange={(e) => setChosen(e.target.value)}
        />
      </Field>
      {snippets.map(({ title, code }) => (
        <CodeSnippet key={title} title={title} code={code} />
      ))}
      <PreviewTitle>Preview</PreviewTitle>
      {/* A picture of the widget, not a second page inside this one: its headings and controls
          stay out of the settings page's outline and tab order. */}
      <Preview aria-label={`Preview of the ${widget.label}`} aria-hidden="true" inert>
        <RemoteWidget
          key={chosen}
          name={widget.name}
          module={widget.module}
          label={widget.label}
          widgetProps={widgetProps}
        />
      </Preview>
    </Section>
  );
}

const PreviewTitle = styled.h4`
  margin: 1.5rem 0 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Preview = styled.div`
  padding: 1rem;
  border: 1px dashed ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  min-width: 0;
`;
