import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MCP_PATH } from '@portfolio/contracts';

/** The SDK's own MCP client on a served BFF's `/mcp`, with an API token: what an assistant runs. */
export async function connectMcp(baseUrl: string, token: string): Promise<Client> {
  const client = new Client({ name: 'portfolio-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}${MCP_PATH}`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** A tool's answer: its JSON as `ok`, or its error text as `error`. */
export async function callMcpTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ ok?: Record<string, unknown>; error?: string }> {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: Array<{ type: string; text: string }>;
  };
  const text = result.content[0]!.text;
  return result.isError ? { error: text } : { ok: JSON.parse(text) as Record<string, unknown> };
}
