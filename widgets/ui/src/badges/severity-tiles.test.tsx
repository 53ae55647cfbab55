import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RISK_SEVERITIES, RISK_SEVERITY_LABELS } from '@portfolio/contracts';
import { renderWithProviders } from '../testing/render';
import { SeverityTiles } from './severity-tiles';

describe('SeverityTiles', () => {
  it('counts the risks of each severity, worst first, under the list’s name', () => {
    const { container } = renderWithProviders(
      <SeverityTiles
        label="Open risks by severity"
        counts={{ critical: 2, high: 5, medium: 11, low: 3 }}
      />,
    );
    const list = screen.getByLabelText('Open risks by severity');
    const tiles = [...container.querySelectorAll('[data-severity]')];
    expect(tiles.map((tile) => tile.getAttribute('data-severity'))).toEqual([...RISK_SEVERITIES]);
    expect(within(list).getByText(RISK_SEVERITY_LABELS.medium).nextSibling?.textContent).toBe('11');
    expect(within(list).getByText(RISK_SEVERITY_LABELS.critical).nextSibling?.textContent).toBe(
      '2',
    );
  });
});
