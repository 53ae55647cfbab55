import styled from 'styled-components';
import { color } from '@portfolio/ui';

/** A control's number before its title (`GOV-1`), as the library's list and a control's page show it. */
export const ControlRef = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  color: ${color('textMuted')};
`;
