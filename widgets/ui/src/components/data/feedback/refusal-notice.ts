import styled from 'styled-components';
import { tonedBox } from '../../../theme/theme';

/**
 * Why the API refused a change, in its words, in a red box (`role="alert"` where it answers a
 * submit); or a rule a screen states before it is tried (`role="note"`).
 */
export const RefusalNotice = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${tonedBox('red')}
  font-size: ${(p) => p.theme.fontSize.sm};
`;
