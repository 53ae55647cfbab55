import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.onPrimary};
    box-shadow:
      ${(p) => p.theme.shadow.xs},
      inset 0 1px 0 rgba(255, 255, 255, 0.12);
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.primarySoftHover};
    }
  `,
  outline: css`
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    border-color: ${(p) => p.theme.color.borderStrong};
    box-shadow: ${(p) => p.theme.shadow.xs};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.color.textMuted};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.surfaceMuted};
      color: ${(p) => p.theme.color.text};
    }
  `,
  destructive: css`
    background: ${(p) => p.theme.color.danger};
    color: ${(p) => p.theme.color.onDanger};
    box-shadow: ${(p) => p.theme.shadow.xs};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.color.dangerHover};
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizes = {
  sm: css`
    height: 2rem;
    padding: 0 0.75rem;
    font-size: ${(p) => p.theme.fontSize.xs};
    gap: 0.375rem;
  `,
  md: css`
    height: 2.5rem;
    padding: 0 1rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    gap: 0.5rem;
  `,
  lg: css`
    height: 3rem;
    padding: 0 1.5rem;
    font-size: ${(p) => p.theme.fontSize.md};
    gap: 0.5rem;
  `,
  icon: css`
    height: 2.25rem;
    width: 2.25rem;
    padding: 0;
    font-size: ${(p) => p.theme.fontSize.md};
  `,
} satisfies Record<ButtonSize, unknown>;

/**
 * A button; `as="a"` (with `href`) renders a link that looks like one.
 * `<Button $variant="destructive" $size="sm">Delete</Button>`
 */
export const Button = styled.button.attrs<ButtonStyleProps & { type?: string }>((p) => ({
  type: p.type ?? (p.as ? undefined : 'button'),
}))<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1;
  letter-spacing: -0.005em;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background ${(p) => p.theme.motion.fast},
    color ${(p) => p.theme.motion.fast},
    box-shadow ${(p) => p.theme.motion.fast},
    transform ${(p) => p.theme.motion.fast};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;
