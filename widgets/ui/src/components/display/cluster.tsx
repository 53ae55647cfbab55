import styled from 'styled-components';

/**
 * Items side by side, centred on one line and wrapping onto the next when they do not fit (a
 * title and its badges, a row of facts); `$gap` is 0.5rem unless given.
 */
export const Cluster = styled.div<{ $gap?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.$gap ?? '0.5rem'};
`;
