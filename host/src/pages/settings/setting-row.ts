import styled from 'styled-components';
import { Spread } from '@portfolio/ui';

/** One setting of the settings page: its name and explanation, then its control, ruled apart. */
export const SettingRow = styled(Spread).attrs({ $gap: '0.75rem 1.5rem' })`
  padding: 0.875rem 0;
  /* On a phone a wide control (Change Password) goes below its explanation instead of past the
     card's edge; a switch still fits beside it. */
  > :first-child {
    flex: 1 1 10rem;
    min-width: 0;
  }
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-child {
    border-bottom: none;
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;
