import { screen, waitFor } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { exampleQuery, type ExampleItem } from './list-card-examples';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ListRow } from './list-parts';
import { QueryList, QueryRows } from './query-list';
import { RemoveButton } from './remove-button';
import {
  useConfirmedRemoval,
  type ConfirmedRemovalOptions,
  type RemoveMutation,
} from './use-confirmed-removal';

type Item = ExampleItem;
const query = exampleQuery;

function Items({ state }: { state: Partial<UseQueryResult<Item[]>> }) {
  return (
    <QueryList
      query={query(state)}
      label="Items"
      loadingLabel="Loading the items"
      rowHeight="2rem"
      errorTitle="The items could not be loaded"
      empty="No items yet."
    >
      {(item) => <ListRow key={item.id}>{item.name}</ListRow>}
    </QueryList>
  );
}

function Removable({
  remove,
  options,
}: {
  remove: RemoveMutation;
  options?: Partial<ConfirmedRemovalOptions<Item>>;
}) {
  const removal = useConfirmedRemoval<Item>(remove, {
    title: 'Delete item',
    question: (item) => `Delete ${item.name}?`,
    done: 'Item deleted',
    ...options,
  });
  return (
    <>
      <RemoveButton
        aria-label="Delete Alpha"
        onClick={() => removal.ask({ id: 'a', name: 'Alpha' })}
      />
      {removal.dialog}
    </>
  );
}

describe('QueryList', () => {
  it('shows loading rows, the error card, the empty note, then one row per item', () => {
    const { rerender } = renderWithProviders(<Items state={{ isPending: true }} />);
    expect(screen.getByRole('status', { name: 'Loading the items' })).toBeTruthy();

    rerender(<Items state={{ isError: true, error: new Error('Down') }} />);
    expect(screen.getByText('The items could not be loaded')).toBeTruthy();

    rerender(<Items state={{ data: [] }} />);
    expect(screen.getByText('No items yet.')).toBeTruthy();

    rerender(<Items state={{ data: [{ id: 'a', name: 'Alpha' }] }} />);
    expect(screen.getByRole('list', { name: 'Items' }).textContent).toBe('Alpha');
  });
});

describe('QueryRows', () => {
  it('shows the loading rows asked for, the error card, then the content', () => {
    const Figures = ({ state }: { state: Partial<UseQueryResult<Item[]>> }) => (
      <QueryRows
        query={query(state)}
        loading={{ label: 'Loading the figures', heights: ['3rem', '6rem'], busy: true }}
        errorTitle="The figures could not be loaded"
      >
        {(items) => <p>{items.length} figures</p>}
      </QueryRows>
    );
    const { rerender } = renderWithProviders(<Figures state={{ isPending: true }} />);
    const loading = screen.getByRole('status', { name: 'Loading the figures' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.children).toHaveLength(2);

    rerender(<Figures state={{ isError: true, error: new Error('Down') }} />);
    expect(screen.getByText('The figures could not be loaded')).toBeTruthy();

    rerender(<Figures state={{ data: [] }} />);
    expect(screen.getByText('0 figures')).toBeTruthy();
  });
});

/** A removal that succeeds at once. */
function succeedingRemoval(): RemoveMutation {
  return {
    isPending: false,
    mutate: vi.fn((_id, { onSuccess, onSettled }) => {
      onSuccess();
      onSettled();
    }),
  };
}

describe('useConfirmedRemoval', () => {
  it('asks first, removes the item on confirm, says so and closes', async () => {
    const remove = succeedingRemoval();
    const { user } = renderWithProviders(<Removable remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(await screen.findByText('Delete Alpha?')).toBeTruthy();
    expect(remove.mutate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith('a', expect.any(Object));
    expect(await screen.findByText('Item deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Delete Alpha?')).toBeNull());
  });

  it('shows what the item says under the question and names the item in the toast', async () => {
    const remove = succeedingRemoval();
    const { user } = renderWithProviders(
      <Removable
        remove={remove}
        options={{
          question: () => 'Delete this item?',
          details: (item) => <p>{item.name} stays in the archive.</p>,
          done: (item) => ({ title: 'Item deleted', description: `${item.name} is gone.` }),
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(await screen.findByText('Alpha stays in the archive.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Alpha is gone.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Alpha stays in the archive.')).toBeNull());
  });

  it('keeps the item when the dialog is cancelled', async () => {
    const remove: RemoveMutation = { isPending: false, mutate: vi.fn() };
    const { user } = renderWithProviders(<Removable remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete Alpha?')).toBeNull());
    expect(remove.mutate).not.toHaveBeenCalled();
  });
});
