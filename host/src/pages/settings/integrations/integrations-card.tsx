import { PlugIcon } from '@portfolio/ui';
import { SettingsCard } from '../settings-card';
import { ApiTokens } from './api-tokens';
import { Endpoints } from './endpoints';
import { InboundConnections } from './inbound-connections';
import { McpConnection } from './mcp-connection';

/**
 * Settings → Integrations, for company admins: webhooks signed by the Standard Webhooks
 * specification, Slack and Microsoft Teams channels (each with a test button and its delivery
 * log), the MCP server's address for AI assistants, API tokens for scripts, BI tools and
 * assistants, and inbound connections from GitHub, GitLab, Jira and Linear.
 */
export function IntegrationsCard({ companyId }: { companyId: string }) {
  return (
    <SettingsCard
      icon={<PlugIcon size={18} />}
      title="Integrations"
      description="Send the portfolio's changes to your other tools as they happen, and let scripts, BI tools and your code and issue trackers talk to it."
    >
      <Endpoints companyId={companyId} group="webhook" />
      <Endpoints companyId={companyId} group="chat" />
      <McpConnection companyId={companyId} />
      <ApiTokens companyId={companyId} />
      <InboundConnections companyId={companyId} />
    </SettingsCard>
  );
}
