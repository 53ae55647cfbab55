import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_MODEL_NAME, sampleModels } from '../testing/fixtures';
import { LlmModelCard } from './llm-model-card';
import { renderLlm } from '../testing/render';

const claude = sampleModels()[1]!.model;

describe('LlmModelCard', () => {
  it('shows the region, how soon the vendor retires it, and the projects using it as links', async () => {
    const navigate = vi.fn();
    const projects = [
      { id: '5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5a62', name: 'Invoice Anomaly Detection' },
    ];
    const { user } = renderLlm(
      <LlmModelCard model={{ ...claude, projects }} canManage={false} navigate={navigate} />,
    );
    expect(screen.getByText('EU')).toBeTruthy();
    expect(screen.getByText('Retires in 45 days')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Invoice Anomaly Detection' });
    expect(link.getAttribute('href')).toBe(`/projects/${projects[0]!.id}`);
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith(`/projects/${projects[0]!.id}`);
  });

  it('says when no region is recorded, no date announced and no project uses it', () => {
    renderLlm(<LlmModelCard model={sampleModels()[0]!.model} canManage={false} />);
    expect(screen.getByText('None announced')).toBeTruthy();
    expect(screen.getByText('No project uses it.')).toBeTruthy();
    renderLlm(
      <LlmModelCard
        model={{ ...claude, region: null, deprecationDate: '2020-01-01' }}
        canManage={false}
      />,
    );
    expect(screen.getByText('Not recorded')).toBeTruthy();
    expect(screen.getByText('Retired')).toBeTruthy();
  });

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

  it('says when a model suggests EU AI Act answers, and where the text goes', () => {
    const gpt = sampleModels()[0]!.model;
    const { unmount } = renderLlm(<LlmModelCard model={gpt} canManage={false} />);
    expect(
      screen.getByText(
        "Suggests EU AI Act answers. The project's problem statement and jobs to be done are sent to OpenAI (api.openai.com).",
      ),
    ).toBeTruthy();
    unmount();
    renderLlm(<LlmModelCard model={claude} canManage={false} />);
    expect(screen.queryByText(/Suggests EU AI Act answers/)).toBeNull();
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

  describe('a name longer than two lines', () => {
    afterEach(() => vi.restoreAllMocks());
    // jsdom lays nothing out: the heading says it holds more than it shows, as a browser would.
    const overflowing = (cut: boolean) => {
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(42);
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(cut ? 420 : 42);
    };

    it('is clamped, and shows whole in a tooltip on focus', async () => {
      overflowing(true);
      const long = { ...claude, name: LONG_MODEL_NAME };
      renderLlm(<LlmModelCard model={long} canManage={false} />);
      const heading = screen.getByRole('heading', { name: LONG_MODEL_NAME });
      expect(heading.hasAttribute('data-clamped')).toBe(true);
      expect(heading.tabIndex).toBe(0);
      fireEvent.focus(heading);
      expect((await screen.findByRole('tooltip')).textContent).toBe(LONG_MODEL_NAME);
    });

    it('has no tooltip when the name fits', () => {
      overflowing(false);
      renderLlm(<LlmModelCard model={claude} canManage={false} />);
      const heading = screen.getByRole('heading', { name: 'Claude Sonnet 4' });
      expect(heading.hasAttribute('data-clamped')).toBe(false);
      expect(heading.hasAttribute('tabindex')).toBe(false);
      fireEvent.focus(heading);
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });
});
