import { BRAND_FONT_SANS, type Tone } from '@portfolio/contracts';

/** A colour family: soft background, text on it, border, and the solid colour. */
export interface ToneColors {
  bg: string;
  fg: string;
  border: string;
  solid: string;
}

/** The design tokens of the kit. Read them in styles through the helpers below. */
export const theme = {
  color: {
    bg: '#f7f8fb',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f8',
    surfaceSunken: '#eef0f5',
    border: '#e4e7ee',
    borderStrong: '#cfd4df',
    text: '#0f172a',
    textMuted: '#5b6478',
    textSubtle: '#646c7e',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef2ff',
    primarySoftHover: '#e0e7ff',
    onPrimary: '#ffffff',
    accent: '#7c3aed',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fef2f2',
    onDanger: '#ffffff',
    focusRing: 'rgba(79, 70, 229, 0.35)',
    overlay: 'rgba(15, 23, 42, 0.45)',
    sidebar: '#0f1222',
    sidebarText: '#c7cbe0',
    sidebarMuted: '#7f86a3',
    sidebarActive: 'rgba(129, 140, 248, 0.16)',
    sidebarBorder: 'rgba(255, 255, 255, 0.08)',
  },
  tone: {
    green: { bg: '#ecfdf5', fg: '#047857', border: '#a7f3d0', solid: '#10b981' },
    blue: { bg: '#eff6ff', fg: '#1d4ed8', border: '#bfdbfe', solid: '#3b82f6' },
    violet: { bg: '#f5f3ff', fg: '#6d28d9', border: '#ddd6fe', solid: '#8b5cf6' },
    teal: { bg: '#f0fdfa', fg: '#0f766e', border: '#99f6e4', solid: '#14b8a6' },
    amber: { bg: '#fffbeb', fg: '#b45309', border: '#fde68a', solid: '#f59e0b' },
    red: { bg: '#fef2f2', fg: '#b91c1c', border: '#fecaca', solid: '#ef4444' },
    slate: { bg: '#f1f5f9', fg: '#334155', border: '#cbd5e1', solid: '#475569' },
    neutral: { bg: '#f3f4f6', fg: '#4b5563', border: '#e5e7eb', solid: '#9ca3af' },
  } satisfies Record<Tone, ToneColors>,
  font: {
    sans: BRAND_FONT_SANS,
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
  },
  radius: { sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  shadow: {
    xs: '0 1px 2px rgba(15, 23, 42, 0.05)',
    sm: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.04)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.12), 0 4px 8px rgba(15, 23, 42, 0.05)',
    xl: '0 24px 64px rgba(15, 23, 42, 0.2)',
  },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  z: { sticky: 10, sidebar: 20, overlay: 50, toast: 100, tooltip: 110 },
  motion: { fast: '120ms ease', normal: '200ms cubic-bezier(0.2, 0.8, 0.2, 1)' },
};

export type Theme = typeof theme;

/** Partial overrides of the colour tokens, e.g. a company's brand colour on an embedding page. */
export interface ThemeOverrides {
  color?: Partial<Theme['color']>;
  font?: Partial<Theme['font']>;
  radius?: Partial<Theme['radius']>;
}

export function mergeTheme(overrides?: ThemeOverrides): Theme {
  if (!overrides) return theme;
  return {
    ...theme,
    color: { ...theme.color, ...overrides.color },
    font: { ...theme.font, ...overrides.font },
    radius: { ...theme.radius, ...overrides.radius },
  };
}

type ThemeProps = { theme: Theme };

/** Spacing in units of 0.25rem: `space(4)` = 1rem. */
export const space = (units: number) => `${units * 0.25}rem`;
export const color = (name: keyof Theme['color']) => (p: ThemeProps) => p.theme.color[name];
export const tone = (name: Tone, part: keyof ToneColors) => (p: ThemeProps) =>
  p.theme.tone[name][part];
/** A box in a tone's colours (a notice, a warning banner): its border, background and text. */
export const tonedBox = (name: Tone) => (p: ThemeProps) => `
  border: 1px solid ${p.theme.tone[name].border};
  background: ${p.theme.tone[name].bg};
  color: ${p.theme.tone[name].fg};
`;
export const fontSize = (name: keyof Theme['fontSize']) => (p: ThemeProps) =>
  p.theme.fontSize[name];
export const radius = (name: keyof Theme['radius']) => (p: ThemeProps) => p.theme.radius[name];
export const shadow = (name: keyof Theme['shadow']) => (p: ThemeProps) => p.theme.shadow[name];
export const font = (name: keyof Theme['font']) => (p: ThemeProps) => p.theme.font[name];

/** Media queries at the theme's breakpoints, smallest first. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  xl: `@media (min-width: ${theme.breakpoint.xl})`,
};
