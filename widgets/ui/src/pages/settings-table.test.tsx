import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answeredQuery } from '../testing/query-state';
import { renderWithProviders } from '../testing/render';
import { SettingsTable, type SettingsTableRemove } from './settings-table';
import { Td } from '@portfolio/ui';

interface Token {
  id: string;
  name: string;
}

function renderTable(data: Token[], remove: SettingsTableRemove<Token>, onDeleted = vi.fn()) {
  const view = renderWithProviders(
    <SettingsTable
      query={answeredQuery(data)}
      label="API tokens"
      empty={<p>No API tokens yet.</p>}
      columns={['Name']}
      deleteLabel={(token) => `Delete ${token.name}`}
      confirm={{
        title: 'Delete API token',
        question: (token) => `Are you sure you want to delete ${token.name}?`,
        consequence: 'Scripts that use it are refused.',
      }}
      remove={remove}
      onDeleted={onDeleted}
    >
      {(token) => <Td>{token.name}</Td>}
    </SettingsTable>,
  );
  return { ...view, onDeleted };
}

const TOKENS = [
  { id: 't-1', name: 'Power BI' },
  { id: 't-2', name: 'Nightly export' },
];

describe('SettingsTable', () => {
  it('lists the rows under their columns, each with its delete button', () => {
    renderTable(TOKENS, { mutate: vi.fn(), isPending: false });
    const table = screen.getByRole('table', { name: 'API tokens' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Delete Nightly export' })).toBeTruthy();
  });

  it('deletes a row only once the confirmation is answered yes, then closes it', async () => {
    const mutate = vi.fn((_token: Token, { onSuccess }: { onSuccess: () => void }) => onSuccess());
    const { user, onDeleted } = renderTable(TOKENS, { mutate, isPending: false });
    await user.click(screen.getByRole('button', { name: 'Delete Power BI' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete API token' });
    expect(within(dialog).getByText('Are you sure you want to delete Power BI?')).toBeTruthy();
    expect(within(dialog).getByText('Scripts that use it are refused.')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(mutate).toHaveBeenCalledWith(TOKENS[0], expect.anything());
    expect(onDeleted).toHaveBeenCalledWith(TOKENS[0]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const mutate = vi.fn();
    const { user } = renderTable(TOKENS, { mutate, isPending: false });
    await user.click(screen.getByRole('button', { name: 'Delete Power BI' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when there are none, without a table', () => {
    renderTable([], { mutate: vi.fn(), isPending: false });
    expect(screen.getByText('No API tokens yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
