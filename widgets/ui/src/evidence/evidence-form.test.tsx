import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVIDENCE_URL_MESSAGE } from '@portfolio/contracts';
import { renderWithProviders } from '../testing/render';
import { EvidenceForm, type EvidenceAdd } from './evidence-form';

function renderForm() {
  const add: EvidenceAdd = { mutate: vi.fn(), isPending: false };
  const view = renderWithProviders(
    <EvidenceForm idPrefix="test-evidence" label="Add evidence to Article 4" add={add} />,
  );
  return { ...view, add };
}

describe('EvidenceForm', () => {
  it('says what is wrong with the link before sending it', async () => {
    const { user, add } = renderForm();
    await user.type(screen.getByLabelText(/^Link/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText(EVIDENCE_URL_MESSAGE)).toBeTruthy();
    expect(add.mutate).not.toHaveBeenCalled();
  });

  it('drops the message once the title is changed, as the link does', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Link/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(await screen.findByText(EVIDENCE_URL_MESSAGE)).toBeTruthy();
    await user.type(screen.getByLabelText('Title (optional)'), 'T');
    expect(screen.queryByText(EVIDENCE_URL_MESSAGE)).toBeNull();
  });

  it('sends the trimmed link and title, and empties both once added', async () => {
    const { user, add } = renderForm();
    vi.mocked(add.mutate).mockImplementation((_body, { onSuccess }) =>
      onSuccess({ title: 'Training log' }),
    );
    await user.type(screen.getByLabelText(/^Link/), ' https://wiki.example.com/log ');
    await user.type(screen.getByLabelText('Title (optional)'), ' Training log ');
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(vi.mocked(add.mutate).mock.calls[0]![0]).toMatchObject({
      url: 'https://wiki.example.com/log',
      title: 'Training log',
    });
    expect(screen.getByLabelText(/^Link/)).toHaveProperty('value', '');
    expect(screen.getByLabelText('Title (optional)')).toHaveProperty('value', '');
  });
});
