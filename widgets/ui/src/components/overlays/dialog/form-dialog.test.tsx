import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Field } from '../../forms/field';
import { Input } from '../../forms/input';
import { FormDialog } from './form-dialog';

function renderDialog({ pending = false, submitDisabled = false } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const view = renderWithProviders(
    <FormDialog
      onClose={onClose}
      onSubmit={onSubmit}
      title="Rename project"
      pending={pending}
      submitLabel="Save"
      pendingLabel="Saving..."
      submitDisabled={submitDisabled}
    >
      <Field label="Name">
        <Input name="name" />
      </Field>
    </FormDialog>,
  );
  return { ...view, onClose, onSubmit };
}

describe('FormDialog', () => {
  it('submits its form with the submit button', async () => {
    const { user, onSubmit, onClose } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Rename project' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Esc', async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says it is sending and disables its controls while pending', async () => {
    renderDialog({ pending: true });
    // The dialog's fieldset disables them.
    const submit = await screen.findByRole('button', { name: 'Saving...' });
    expect(submit.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
  });

  it('keeps the submit button disabled when the form cannot be sent yet', async () => {
    renderDialog({ submitDisabled: true });
    const submit = await screen.findByRole('button', { name: 'Save' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });
});
