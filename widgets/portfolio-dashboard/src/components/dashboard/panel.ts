import styled from 'styled-components';
import { color, fontSize, radius } from '@portfolio/ui';

/**
 * A tinted, bordered block inside a dashboard card (a regime's figures, the projects past their
 * payback), its items one under the other; each sets its own spacing.
 */
export const Panel = styled.section`
  display: grid;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surfaceMuted')};
`;

/** A panel's heading, on one line with what leads or follows it. */
export const PanelTitle = styled.h3`
  display: flex;
  align-items: center;
  font-size: ${fontSize('sm')};
  font-weight: 600;
`;
