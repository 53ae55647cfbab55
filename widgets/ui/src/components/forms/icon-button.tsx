import styled from 'styled-components';

/**
 * A square, borderless button holding one icon (edit, delete, show key, remove). Give it an
 * `aria-label`; `$tone="danger"` turns it red on hover for destructive actions.
 */
export const IconButton = styled.button.attrs({ type: 'button' })<{ $tone?: 'neutral' | 'danger' }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border: none;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.textSubtle};
  cursor: pointer;
  transition:
    background ${(p) => p.theme.motion.fast},
    color ${(p) => p.theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${(p) => (p.$tone === 'danger' ? p.theme.color.dangerSoft : p.theme.color.surfaceMuted)};
    color: ${(p) => (p.$tone === 'danger' ? p.theme.color.danger : p.theme.color.text)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &:disabled {
    opacity: 0.4;
    cursor: progress;
  }
`;
