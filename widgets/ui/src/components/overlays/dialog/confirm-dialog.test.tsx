import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  open: true,
  title: 'Delete LLM model',
  question: 'Are you sure you want to delete this LLM model?',
  confirmLabel: 'Delete',
  pendingLabel: 'Deleting...',
};

describe('ConfirmDialog', () => {
  it('asks the question and answers yes or no', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog {...props} pending={false} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete LLM model' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete this LLM model?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be answered again while the answer is being carried out', () => {
    renderWithProviders(
      <ConfirmDialog {...props} pending onConfirm={() => {}} onCancel={() => {}} />,
    );
    const confirm = screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement;
    expect(confirm.closest('fieldset')!.disabled).toBe(true);
  });
});
