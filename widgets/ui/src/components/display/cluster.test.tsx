import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Cluster } from './cluster';

describe('Cluster', () => {
  it('lays its items out on a wrapping, centred line with the gap asked for', () => {
    renderWithProviders(
      <Cluster $gap="0.5rem 1rem" data-testid="facts">
        <span>Severity: high</span>
        <span>Project: Support copilot</span>
      </Cluster>,
    );
    const style = getComputedStyle(screen.getByTestId('facts'));
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.alignItems).toBe('center');
    expect(style.gap).toBe('0.5rem 1rem');
  });

  it('keeps 0.5rem between its items unless told', () => {
    renderWithProviders(<Cluster data-testid="badges" />);
    expect(getComputedStyle(screen.getByTestId('badges')).gap).toBe('0.5rem');
  });
});
