import styled from 'styled-components';
import { color, fontSize } from '@portfolio/ui';

/** Secondary text under a title: a framework's source, a control's description, a risk's why. */
export const MutedText = styled.p`
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;
