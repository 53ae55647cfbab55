import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeading, CardTitle, type CardHeadingProps } from '@portfolio/ui';

export interface SettingsCardProps extends Pick<
  CardHeadingProps,
  'icon' | 'title' | 'description'
> {
  /** The Danger Zone: a red border. */
  danger?: boolean;
  children: ReactNode;
}

/** A card of the settings page: an icon, a title and a line about it, then its settings. */
export function SettingsCard({ danger = false, children, ...heading }: SettingsCardProps) {
  const Frame = danger ? DangerCard : Card;
  return (
    <Frame>
      <CardHeading {...heading} />
      <CardContent>{children}</CardContent>
    </Frame>
  );
}

const DangerCard = styled(Card)`
  border-color: ${(p) => p.theme.tone.red.border};
  ${CardTitle} {
    color: ${(p) => p.theme.color.danger};
  }
`;
