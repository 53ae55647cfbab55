import styled from 'styled-components';

/**
 * The parts of a list item that names a thing elsewhere (a linked issue, a piece of evidence):
 * its mark, then its title link with badges on top and a line of facts under it.
 */

/** The item's icon in a tile, `$size` wide (1.75rem unless given). */
export const ItemMark = styled.span<{ $size?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${(p) => p.$size ?? '1.75rem'};
  height: ${(p) => p.$size ?? '1.75rem'};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  color: ${(p) => p.theme.color.text};
`;

/** What follows the mark: as wide as the row leaves it. */
export const ItemMain = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

/** The title and its badges, wrapping as one line while they fit. */
export const ItemTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

/** The title, a link to the thing. */
export const ItemLink = styled.a`
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The facts under the title. */
export const ItemMeta = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;
