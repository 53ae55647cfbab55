import { useContext, useMemo, type ReactNode } from 'react';
import { ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { mergeTheme, type ThemeOverrides } from './theme';

export interface ThemeProviderProps {
  /** Overrides of the default tokens (an embedding page's brand colour, for instance). */
  overrides?: ThemeOverrides;
  children: ReactNode;
}

/** Provides the kit's theme; reuses a theme already provided above unless overrides are given. */
export function ThemeProvider({ overrides, children }: ThemeProviderProps) {
  const outer = useContext(ThemeContext);
  const value = useMemo(() => mergeTheme(overrides), [overrides]);
  if (outer && !overrides) return <>{children}</>;
  return <StyledThemeProvider theme={value}>{children}</StyledThemeProvider>;
}
