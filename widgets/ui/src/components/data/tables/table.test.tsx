import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ACTIONS_COLUMN, DataTable, Td } from './table';

describe('DataTable', () => {
  it('names every column, the actions one for screen readers only, and renders a row per item', () => {
    renderWithProviders(
      <DataTable
        aria-label="Apps"
        columns={['Name', { label: 'Uses', align: 'right' }, ACTIONS_COLUMN]}
        rows={[
          { id: 'a', name: 'Intranet', uses: 3 },
          { id: 'b', name: 'Portal', uses: 0 },
        ]}
        rowKey={(app) => app.id}
        rowTestId="app-row"
      >
        {(app) => (
          <>
            <Td>{app.name}</Td>
            <Td $align="right">{app.uses}</Td>
            <Td>
              <button type="button">Delete {app.name}</button>
            </Td>
          </>
        )}
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Apps' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Uses', 'Actions']);
    const rows = screen.getAllByTestId('app-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Intranet3Delete Intranet',
      'Portal0Delete Portal',
    ]);
  });
});
