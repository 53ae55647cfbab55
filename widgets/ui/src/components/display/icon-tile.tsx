import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';
import type { Theme } from '../../theme/theme';

export interface IconTileProps {
  /** Width and height; 2.25rem unless given. */
  $size?: string;
  /** A radius of the theme, or `round` for a circle; `md` unless given. */
  $radius?: keyof Theme['radius'] | 'round';
  /** A tone's soft colours, `danger`, or the brand's (`primary`, the default). */
  $tone?: Tone | 'primary' | 'danger';
  /** Edged in the tone's border colour. */
  $bordered?: boolean;
}

const colours = ({ theme, $tone = 'primary' }: IconTileProps & { theme: Theme }) =>
  $tone === 'primary'
    ? { bg: theme.color.primarySoft, fg: theme.color.primary, border: theme.color.primarySoftHover }
    : $tone === 'danger'
      ? { bg: theme.color.dangerSoft, fg: theme.color.danger, border: theme.color.danger }
      : theme.tone[$tone];

/** The coloured square (or circle) an icon stands in, beside a title or on a card. */
export const IconTile = styled.span<IconTileProps>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${(p) => p.$size ?? '2.25rem'};
  height: ${(p) => p.$size ?? '2.25rem'};
  border-radius: ${(p) => (p.$radius === 'round' ? '50%' : p.theme.radius[p.$radius ?? 'md'])};
  background: ${(p) => colours(p).bg};
  color: ${(p) => colours(p).fg};
  border: ${(p) => (p.$bordered ? `1px solid ${colours(p).border}` : 'none')};
`;
