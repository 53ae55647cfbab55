import styled from 'styled-components';
import { IconButton } from '@portfolio/ui';

/** Pieces the sidebar and the phone's top bar share: both sit on the dark sidebar colour. */

/** An icon button on the dark bar: a faint light wash and white icon on hover. */
export const BarIconButton = styled(IconButton)`
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }
`;

/** The product's name beside its mark. */
export const ProductName = styled.span`
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 700;
  color: #fff;
`;
