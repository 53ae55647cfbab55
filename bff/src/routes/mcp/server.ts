import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import {
  AI_ACT_APPLICATION_DATES,
  API_TOKEN_MESSAGES,
  AI_ACT_QUESTIONNAIRE,
  MCP_PROMPTS,
  MCP_RESOURCES,
  MCP_TOOLS,
  PRODUCT_NAME,
  type ApiTokenScope,
  type McpToolName,
} from '@portfolio/contracts';
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { RouteRefusal } from './route-caller.ts';
import { TOOL_HANDLERS, type ToolContext } from './tools.ts';

const isTool = (name: string): name is McpToolName => Object.hasOwn(MCP_TOOLS, name);

const answer = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
});
const refusal = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

/**
 * The MCP server of one request (the transport is stateless: each POST is answered on its
 * own), for one API token's company and scope. The SDK's low-level `Server` is used so each
 * tool's input schema is the contract's JSON Schema as it is.
 */
export function mcpServer(ctx: ToolContext & { scope: ApiTokenScope; version: string }): Server {
  const server = new Server(
    { name: PRODUCT_NAME, version: ctx.version },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: Object.entries(MCP_TOOLS).map(([name, def]) => ({
      name,
      title: def.title,
      description:
        def.scope === 'write' ? `${def.description} Needs a write token.` : def.description,
      inputSchema: def.input as { type: 'object' },
      annotations: { title: def.title, readOnlyHint: def.scope === 'read' },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    if (!isTool(name)) throw new McpError(ErrorCode.InvalidParams, `No tool named ${name}`);
    if (MCP_TOOLS[name].scope === 'write' && ctx.scope !== 'write') {
      // The same words as a read token's REST write gets.
      return refusal(API_TOKEN_MESSAGES.readOnly);
    }
    try {
      const run = TOOL_HANDLERS[name] as (input: unknown, c: ToolContext) => Promise<unknown>;
      return answer(await run(args, ctx));
    } catch (error) {
      if (error instanceof RouteRefusal) return refusal(error.message);
      throw error;
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: Object.entries(MCP_RESOURCES).map(([uri, r]) => ({
      uri,
      ...r,
      mimeType: 'application/json',
    })),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, ({ params: { uri } }) => {
    const data =
      uri === 'portfolio://eu-ai-act/application-dates'
        ? AI_ACT_APPLICATION_DATES
        : uri === 'portfolio://eu-ai-act/questionnaire'
          ? AI_ACT_QUESTIONNAIRE
          : undefined;
    if (data === undefined) throw new McpError(ErrorCode.InvalidParams, `No resource ${uri}`);
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(data) }] };
  });

  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: Object.entries(MCP_PROMPTS).map(([name, p]) => ({ name, ...p })),
  }));

  server.setRequestHandler(GetPromptRequestSchema, ({ params: { name } }) => {
    if (name !== 'weekly_portfolio_brief') {
      throw new McpError(ErrorCode.InvalidParams, `No prompt named ${name}`);
    }
    return {
      description: MCP_PROMPTS.weekly_portfolio_brief.description,
      messages: [
        {
          role: 'user' as const,
          content: {
            type: 'text' as const,
            text:
              'Write this week’s brief of our AI portfolio for its lead, in under 300 words. ' +
              'Call portfolio_summary for the figures and how they moved since last month; ' +
              'list_risks with severity critical and then high for what needs attention; ' +
              'list_obligations with dueGroup overdue and then this_quarter for EU AI Act ' +
              'deadlines. Name projects with their links, say what is late and who owns it, ' +
              'and end with the three things to decide this week.',
          },
        },
      ],
    };
  });

  return server;
}
