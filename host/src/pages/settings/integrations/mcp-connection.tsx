import styled from 'styled-components';
import {
  API_TOKEN_SCOPE_LABELS,
  MCP_PATH,
  MCP_TOOLS,
  routes,
  type ApiTokenScope,
} from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';
import { CodeSnippet } from '../code-snippet';
import { Section, SectionHint, SectionTitle } from '../embedding/section';

const toolsFor = (scope: ApiTokenScope) =>
  Object.entries(MCP_TOOLS)
    .filter(([, tool]) => scope === 'write' || tool.scope === 'read')
    .map(([name]) => name);

/** What a token of each access can do through the MCP server. */
const CAN = {
  read: `asks: ${toolsFor('read').join(', ')}`,
  write: `asks and acts: also ${Object.entries(MCP_TOOLS)
    .filter(([, tool]) => tool.scope === 'write')
    .map(([name]) => name)
    .join(', ')}`,
} satisfies Record<ApiTokenScope, string>;

/** VS Code's `.vscode/mcp.json`: it asks for the token once and keeps it in its secret store. */
const vsCodeConfig = (url: string) =>
  JSON.stringify(
    {
      inputs: [
        {
          type: 'promptString',
          id: 'portfolio-token',
          description: 'PortfolioAI API token',
          password: true,
        },
      ],
      servers: {
        portfolio: {
          type: 'http',
          url,
          headers: { Authorization: 'Bearer ${input:portfolio-token}' },
        },
      },
    },
    null,
    2,
  );

/**
 * Settings → Integrations → AI assistants: the address of the portfolio's MCP server, how an
 * assistant is pointed at it, and what each of the company's API tokens lets it do there.
 */
export function McpConnection({ companyId }: { companyId: string }) {
  const url = `${window.location.origin}${MCP_PATH}`;
  const tokens = useRouteQuery(routes.listApiTokens, { params: { companyId } });
  return (
    <Section aria-labelledby="mcp-title">
      <SectionTitle id="mcp-title">AI assistants (MCP)</SectionTitle>
      <SectionHint>
        Claude, VS Code, the MCP Inspector and other assistants ask the portfolio through its Model
        Context Protocol server, with an API token of this company as{' '}
        <code>Authorization: Bearer</code>. A read-only token can ask; a read-and-write token can
        also acknowledge risks, update obligations and draft status reports (never publish them).
        Every change is in the history under the token&apos;s name.
      </SectionHint>
      <CodeSnippet title="Server address (Streamable HTTP)" code={url} />
      <CodeSnippet title="VS Code: .vscode/mcp.json" code={vsCodeConfig(url)} />
      <CodeSnippet
        title="MCP Inspector: transport Streamable HTTP, this address, the token as Bearer"
        code="npx @modelcontextprotocol/inspector"
      />
      {tokens.data && tokens.data.length > 0 ? (
        <TokenList aria-label="What each API token can do">
          {tokens.data.map((token) => (
            <li key={token.id}>
              <strong>{token.name}</strong> ({API_TOKEN_SCOPE_LABELS[token.scope]}){' '}
              {CAN[token.scope]}
            </li>
          ))}
        </TokenList>
      ) : (
        <SectionHint>Create an API token below to connect an assistant.</SectionHint>
      )}
    </Section>
  );
}

const TokenList = styled.ul`
  margin: 1rem 0 0;
  padding-left: 1.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
  li + li {
    margin-top: 0.25rem;
  }
  strong {
    color: ${(p) => p.theme.color.text};
    font-weight: 500;
  }
`;
