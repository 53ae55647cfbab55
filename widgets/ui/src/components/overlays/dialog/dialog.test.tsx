import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Button } from '../../forms/button';
import { Dialog } from './dialog';
import { Field } from '../../forms/field';
import { Input } from '../../forms/input';

function Harness({
  pending = false,
  onSubmit = vi.fn(),
}: {
  pending?: boolean;
  onSubmit?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Invite Member"
        description="Send an invitation by e-mail."
        pending={pending}
        onSubmit={onSubmit}
        footer={<Button type="submit">Send Invitation</Button>}
      >
        <Field label="Email">
          <Input name="email" />
        </Field>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes the focus and gives it back on Esc', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Send an invitation by e-mail.').id,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByText('Open'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Invitation' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('submits its form', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByText('Open'));
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables every control while pending and cannot be closed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness pending onSubmit={onSubmit} />);
    await user.click(screen.getByText('Open'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Send Invitation' }) as HTMLButtonElement).matches(
        ':disabled',
      ),
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
