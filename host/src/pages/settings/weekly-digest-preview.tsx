import type { ReactNode } from 'react';
import styled from 'styled-components';
import { digestListTitle, formatDate, type WeeklyDigest, routes } from '@portfolio/contracts';
import {
  Button,
  Dialog,
  LoadingBlock,
  MutedText,
  QueryErrorCard,
  useRouteQuery,
  type DialogOpenProps,
} from '@portfolio/ui';
import { SeverityBadge } from '@portfolio/ui/badges';

/** Settings → Notification Preferences: this week's digest as it would be sent now. */
export function WeeklyDigestPreviewDialog({ open, onOpenChange }: DialogOpenProps) {
  // Always the digest as of now: read again each time the preview opens.
  const query = useRouteQuery(routes.previewWeeklyDigest, undefined, {
    enabled: open,
    staleTime: 0,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Weekly digest preview"
      description="The summary of your portfolio as it would be sent now."
      footer={
        <Button $variant="outline" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      {query.isLoading ? (
        <LoadingBlock />
      ) : query.isError ? (
        <QueryErrorCard title="The digest could not be prepared" query={query} />
      ) : query.data ? (
        <DigestView digest={query.data} />
      ) : null}
    </Dialog>
  );
}

export function DigestView({ digest }: { digest: WeeklyDigest }) {
  /** A list's title, with how many it shows of how many there are. */
  const titleOf = (title: string, list: 'newProjects' | 'statusChanges' | 'openRisks') =>
    digestListTitle(title, digest[list].length, digest.totals[list]);
  return (
    <Stack>
      <Envelope>
        <div>
          <span>Subject</span> {digest.subject}
        </div>
        <div>
          <span>Period</span> {formatDate(digest.from, 'long')} – {formatDate(digest.to, 'long')}
        </div>
      </Envelope>
      {!digest.wouldSend ? (
        <Note role="note">
          You would not get this e-mail: turn on Email Notifications and Weekly Reports, then save.
        </Note>
      ) : null}
      <section aria-labelledby="digest-metrics">
        <h3 id="digest-metrics">Metrics against last week</h3>
        <Metrics>
          {digest.metrics.map((metric) => (
            <li key={metric.key}>
              <span>{metric.label}</span>
              <strong>{metric.now}</strong>
              <small>
                {metric.change} · a week ago {metric.weekAgo}
              </small>
            </li>
          ))}
        </Metrics>
      </section>
      <Section id="digest-new" title={titleOf('New projects', 'newProjects')}>
        {digest.newProjects.map((p) => (
          <li key={p.projectId}>
            <strong>{p.name}</strong> · {p.department} · {p.businessOwner} · {p.status}
          </li>
        ))}
      </Section>
      <Section id="digest-status" title={titleOf('Status changes', 'statusChanges')}>
        {digest.statusChanges.map((c) => (
          <li key={`${c.projectId}-${c.at}`}>
            <strong>{c.name}</strong>: {c.before ?? 'none'} → {c.after ?? 'none'}{' '}
            <MutedText as="span">by {c.by}</MutedText>
          </li>
        ))}
      </Section>
      <Section id="digest-risks" title={titleOf('Open risks', 'openRisks')} empty="No open risks">
        {digest.openRisks.map((r) => (
          <li key={r.riskId}>
            <SeverityBadge severity={r.severity} /> {r.title} · <strong>{r.projectName}</strong>
            {r.state === 'acknowledged' ? <MutedText as="span"> (acknowledged)</MutedText> : null}
          </li>
        ))}
      </Section>
    </Stack>
  );
}

function Section({
  id,
  title,
  empty = 'None this week',
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children.length === 0 ? <MutedText>{empty}</MutedText> : <List>{children}</List>}
    </section>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Envelope = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  span {
    display: inline-block;
    min-width: 4rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.tone.amber.bg};
  color: ${(p) => p.theme.tone.amber.fg};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Metrics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.5rem;
  li {
    display: grid;
    gap: 0.125rem;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  span,
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.fontSize.xs};
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
  display: grid;
  gap: 0.375rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;
