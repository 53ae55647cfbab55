import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleModels } from '../testing/fixtures';
import { LlmModelCard } from './llm-model-card';
import { renderLlm } from '../testing/render';

const claude = sampleModels()[1]!.model;

describe('LlmModelCard', () => {
  it('shows the name, the vendor badge, the masked key and when it was added', () => {
    renderLlm(<LlmModelCard model={claude} canManage={false} />);
    expect(screen.getByText('Claude Sonnet 4')).toBeTruthy();
    expect(screen.getByText('Anthropic').getAttribute('data-tone')).toBe('amber');
    expect(screen.getByLabelText('Masked API key of Claude Sonnet 4').textContent).toBe(
      'sk-a••••••••4f6a',
    );
    expect(screen.getByText('Added Feb 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives an admin edit, delete and the key toggle', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderLlm(
      <LlmModelCard model={claude} canManage onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Claude Sonnet 4' }));
    await user.click(screen.getByRole('button', { name: 'Delete Claude Sonnet 4' }));
    expect(onEdit).toHaveBeenCalledWith(claude);
    expect(onDelete).toHaveBeenCalledWith(claude);
    expect(screen.getByRole('button', { name: 'Show API key' })).toBeTruthy();
  });
});
