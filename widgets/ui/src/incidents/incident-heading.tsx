import type { ReactNode } from 'react';
import styled from 'styled-components';
import { INCIDENT_STATUS_LABELS, incidentPath, type Incident } from '@portfolio/contracts';
import { AppLink, Badge, Cluster, color, type BadgeSize } from '@portfolio/ui';
import { SeverityBadge } from '@portfolio/ui/badges';

export interface IncidentHeadingProps {
  incident: Incident;
  navigate: (path: string) => void;
  /** `sm` in a card of a project's page, `md` (the default) in the register's own list. */
  size?: BadgeSize;
  /** The title's heading level in the page around it. */
  level?: 2 | 3;
  /** More facts after the badges (the project, the next report owed). */
  children?: ReactNode;
  className?: string;
}

/** An incident's title, a link to its page, over its severity and status badges. */
export function IncidentHeading({
  incident,
  navigate,
  size = 'md',
  level = 2,
  children,
  className,
}: IncidentHeadingProps) {
  return (
    <Main className={className} $size={size}>
      <Title as={`h${level}`} $size={size}>
        <AppLink to={incidentPath(incident.id)} navigate={navigate}>
          {incident.title}
        </AppLink>
      </Title>
      <Meta $size={size}>
        <SeverityBadge severity={incident.severity} size={size} />
        <Badge $size={size}>{INCIDENT_STATUS_LABELS[incident.status]}</Badge>
        {children}
      </Meta>
    </Main>
  );
}

const Main = styled.div<{ $size: BadgeSize }>`
  display: grid;
  gap: ${(p) => (p.$size === 'sm' ? '0.375rem' : '0.5rem')};
  min-width: 0;
`;

const Title = styled.h2<{ $size: BadgeSize }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize[p.$size]};
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: ${color('text')};
  }
`;

const Meta = styled(Cluster)<{ $size: BadgeSize }>`
  gap: ${(p) => (p.$size === 'sm' ? '0.375rem 0.625rem' : '0.5rem 0.75rem')};
  color: ${color('textMuted')};
  font-size: ${(p) => p.theme.fontSize[p.$size === 'sm' ? 'xs' : 'sm']};
`;
