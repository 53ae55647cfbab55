import { LayersIcon } from '@portfolio/ui';
import { AllowedOrigins } from './allowed-origins';
import { EmbedApps } from './embed-apps';
import { EmbedAudit } from './embed-audit';
import { EmbedSnippets } from './embed-snippets';
import { SettingsCard } from '../settings-card';

/**
 * Settings → Embedding, for company admins (the settings page shows it to nobody else): the
 * origins allowed to show the company's widgets, embed apps, ready snippets with a preview, and
 * the audit.
 */
export function EmbeddingCard({ companyId }: { companyId: string }) {
  return (
    <SettingsCard
      icon={<LayersIcon size={18} />}
      title="Embedding"
      description="Show your widgets on your company's intranet."
    >
      <AllowedOrigins companyId={companyId} />
      <EmbedApps companyId={companyId} />
      <EmbedSnippets companyId={companyId} />
      <EmbedAudit companyId={companyId} />
    </SettingsCard>
  );
}
