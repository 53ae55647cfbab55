import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LayersIcon,
} from '@portfolio/ui';
import { AllowedOrigins } from './allowed-origins';
import { EmbedApps } from './embed-apps';
import { EmbedAudit } from './embed-audit';
import { EmbedSnippets } from './embed-snippets';

/**
 * Settings → Embedding, for company admins (the settings page shows it to nobody else): the
 * origins allowed to show the company's widgets, embed apps, ready snippets with a preview, and
 * the audit.
 */
export function EmbeddingCard({ companyId }: { companyId: string }) {
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>
            <LayersIcon size={18} />
            Embedding
          </CardTitle>
          <CardDescription>Show your widgets on your company&apos;s intranet.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <AllowedOrigins companyId={companyId} />
        <EmbedApps companyId={companyId} />
        <EmbedSnippets companyId={companyId} />
        <EmbedAudit companyId={companyId} />
      </CardContent>
    </Card>
  );
}
