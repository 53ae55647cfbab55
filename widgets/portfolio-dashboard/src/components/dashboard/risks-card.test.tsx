import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import { makeProject, mockRouteError, portfolioHandlers } from '@portfolio/ui/testing';
import { renderCompanyCard } from '../../testing/render';
import { RisksCard } from './risks-card';

const project = (n: number, fields: Parameters<typeof makeProject>[0]) =>
  makeProject({
    id: `0b7c1d2e-3f40-4a51-8b62-7c83d94eb5${String(n).padStart(2, '0')}`,
    name: `Project ${n}`,
    createdAt: new Date().toISOString(),
    ...fields,
  });

const renderCard = (handlers = portfolioHandlers([])) => renderCompanyCard(RisksCard, handlers);

describe('RisksCard', () => {
  it('counts the open risks by severity and lists the worst five, each opening its project', async () => {
    const projects = [
      project(1, { status: 'active', euAiActStatus: 'non_compliant', roi: null }),
      ...[2, 3, 4, 5, 6].map((n) => project(n, { status: 'completed', roi: '-10' })),
      project(7, { status: 'planning' }),
    ];
    const { user, navigate } = renderCard(portfolioHandlers(projects));
    const byseverity = await screen.findByLabelText('Open risks by severity');
    const figure = (severity: string) =>
      byseverity.querySelector(`[data-severity="${severity}"] dd`)?.textContent;
    // Medium: five without ROI, and the active one has no EU AI Act assessment.
    expect([figure('critical'), figure('high'), figure('medium'), figure('low')]).toEqual([
      '0',
      '1',
      '7',
      '0',
    ]);

    const worst = within(screen.getByRole('list', { name: 'The worst open risks' })).getAllByRole(
      'link',
    );
    expect(worst).toHaveLength(5);
    expect(worst[0]!.textContent).toContain('Active while non-compliant with the EU AI Act');
    expect(worst[0]!.textContent).toContain('High risk');
    expect(worst[0]!.getAttribute('href')).toBe(`/projects/${projects[0]!.id}`);
    await user.click(worst[0]!);
    expect(navigate).toHaveBeenCalledWith(`/projects/${projects[0]!.id}`);
    await user.click(screen.getByRole('link', { name: /View all risks/ }));
    expect(navigate).toHaveBeenCalledWith('/risks');
  });

  it('says so when no project breaks a rule', async () => {
    renderCard(portfolioHandlers([project(1, { status: 'planning' })]));
    expect(await screen.findByText(/No open risks/)).toBeTruthy();
  });

  it('shows a contained message when the risks cannot be read', async () => {
    renderCard([mockRouteError(routes.listRisks, 503)]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The risks could not be loaded.',
    );
  });
});
