import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';
import { color, fontSize, radius, tone } from '@portfolio/ui';

export interface CountTile {
  /** The value counted, also in the tile's `data-<data>`. */
  key: string;
  label: string;
  count: number;
  tone: Tone;
}

export interface CountTilesProps {
  tiles: readonly CountTile[];
  /** The list's accessible name: `Open risks by severity`. */
  label: string;
  /** The attribute that names each tile's key (`severity`: `data-severity`), for tests to read. */
  data: string;
  /** To set the columns where a page wants a fixed number of them. */
  className?: string;
}

/** How many of each kind, a tile each in the kind's tone: its label and its count. */
export function CountTiles({ tiles, label, data, className }: CountTilesProps) {
  return (
    <Tiles aria-label={label} className={className}>
      {tiles.map((tile) => (
        <Tile key={tile.key} $tone={tile.tone} {...{ [`data-${data}`]: tile.key }}>
          <dt>{tile.label}</dt>
          <dd>{tile.count}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.dl`
  margin: 0;
  display: grid;
  /* Four in a row where they fit, else two by two: a label ("Critical") is never cut. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6.75rem), 1fr));
  gap: 0.75rem;
`;

const Tile = styled.div<{ $tone: Tone }>`
  padding: 0.75rem 1rem;
  border-radius: ${radius('md')};
  border: 1px solid ${(p) => tone(p.$tone, 'border')(p)};
  background: ${(p) => tone(p.$tone, 'bg')(p)};
  dt {
    font-size: ${fontSize('xs')};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => tone(p.$tone, 'fg')(p)};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: ${fontSize('2xl')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
  }
`;
