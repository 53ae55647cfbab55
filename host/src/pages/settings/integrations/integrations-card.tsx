import { PlugIcon } from '@portfolio/ui';
import { SettingsCard } from '../settings-card';
import { ApiTokens } from './api-tokens';

/**
 * Settings → Integrations, for company admins (the settings page shows it to nobody else): how
 * the company's data reaches other tools.
 */
export function IntegrationsCard({ companyId }: { companyId: string }) {
  return (
    <SettingsCard
      icon={<PlugIcon size={18} />}
      title="Integrations"
      description="Connect scripts, BI tools and other services to your portfolio."
    >
      <ApiTokens companyId={companyId} />
    </SettingsCard>
  );
}
