import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KPI_TARGET_SIDE_MESSAGES, formatMonth, routes } from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import { findToast, mockRouteError } from '@portfolio/ui/testing';
import { ValueCard } from './value-card';
import { renderDemoProject } from '../testing/open-demo-project';

// The Value card (alone: the whole page is slow to render) over the kit's demo portfolio: Customer Support Copilot
// has a benefit owner, realised benefit, two KPIs and three gate decisions; Demand Forecasting
// has nothing yet.

const open = (projectName = 'Customer Support Copilot', handlers: RequestHandler[] = []) =>
  renderDemoProject(projectName, (project) => <ValueCard project={project} />, { handlers });

const valueCard = () => screen.findByRole('region', { name: /^Value/ });

describe('the Value card', () => {
  it('shows the benefit owner, realised against planned benefit, the payback month, KPIs and gates', async () => {
    const { store, project } = open();
    const card = await valueCard();
    const value = store.value.value(project);
    expect(await within(card).findByTestId('value-payback')).toHaveProperty(
      'textContent',
      formatMonth(value.paybackMonth!, 'long'),
    );
    expect(
      (await within(card).findByLabelText('Benefit owner')) as HTMLSelectElement,
    ).toHaveProperty('value', 'a1b2c3d4-0000-4000-8000-000000000002');
    expect(card.textContent).toContain('planned');
    const kpis = await within(card).findAllByTestId('kpi-row');
    expect(kpis).toHaveLength(2);
    expect(kpis[0]!.textContent).toContain('First response time');
    expect(kpis[0]!.textContent).toContain('Latest 21 min');
    expect(
      within(kpis[0]!).getByRole('img', { name: /First response time: 40 min on/ }),
    ).toBeTruthy();
    const gates = await within(card).findAllByTestId('gate-row');
    expect(gates.map((g) => g.querySelector('strong')?.textContent)).toEqual([
      'Scale',
      'Pilot',
      'Idea',
    ]);
    expect(gates[0]!.textContent).toContain('Hold');
  });

  it('says "Not yet" before payback, and shows the empty lists', async () => {
    open('Demand Forecasting');
    const card = await valueCard();
    expect((await within(card).findByTestId('value-payback')).textContent).toBe('Not yet');
    expect(await within(card).findByText(/No KPIs yet/)).toBeTruthy();
    expect(await within(card).findByText(/No decisions yet/)).toBeTruthy();
  });

  it('adds a KPI, refusing a target on the wrong side of the baseline, then measures it', async () => {
    const { user } = open('Demand Forecasting');
    const card = await valueCard();
    const form = within(card).getByRole('form', { name: 'Add a KPI' });
    await user.click(within(form).getByRole('button', { name: 'Add KPI' }));
    expect(await within(form).findByText('KPI name is required')).toBeTruthy();
    await user.type(within(form).getByLabelText('KPI name'), 'Forecast error');
    await user.type(within(form).getByLabelText('Unit (optional)'), '%');
    await user.type(within(form).getByLabelText('Baseline'), '18');
    await user.type(within(form).getByLabelText('Target'), '25');
    await user.selectOptions(within(form).getByLabelText('Direction'), 'lower');
    await user.click(within(form).getByRole('button', { name: 'Add KPI' }));
    expect(await within(form).findByText(KPI_TARGET_SIDE_MESSAGES.lower)).toBeTruthy();
    await user.clear(within(form).getByLabelText('Target'));
    await user.type(within(form).getByLabelText('Target'), '9');
    await user.click(within(form).getByRole('button', { name: 'Add KPI' }));
    expect((await findToast()).lines[0]).toBe('KPI Forecast error added');
    const row = await within(card).findByTestId('kpi-row');
    expect(row.textContent).toContain('Not measured yet');
    await user.click(within(row).getByRole('button', { name: 'Add Measurement' }));
    await user.type(within(row).getByLabelText('Value (%)'), '13.5');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('50% of the way')).toBeTruthy();
  });

  it('records a gate decision by the signed-in person, and realised benefit', async () => {
    const { user } = open('Demand Forecasting');
    const card = await valueCard();
    const form = within(card).getByRole('form', { name: 'Add a decision' });
    await user.click(within(form).getByRole('button', { name: 'Add Decision' }));
    expect(
      await within(form).findByText('Please choose a gate: idea, pilot, scale or retire'),
    ).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Gate'), 'idea');
    await user.selectOptions(within(form).getByLabelText('Decision'), 'go');
    await user.type(within(form).getByLabelText('Reason'), 'Margin at stake');
    await user.click(within(form).getByRole('button', { name: 'Add Decision' }));
    const row = await within(card).findByTestId('gate-row');
    expect(row.textContent).toContain('Margin at stake');
    expect(row.textContent).toContain('Go');

    const benefit = within(card).getByRole('form', { name: 'Enter realised benefit' });
    await user.type(within(benefit).getByLabelText('Realised benefit ($)'), '-5');
    await user.click(within(benefit).getByRole('button', { name: 'Save Benefit' }));
    expect(await within(benefit).findByText(/Realised benefit must be an amount/)).toBeTruthy();
    await user.clear(within(benefit).getByLabelText('Realised benefit ($)'));
    await user.type(within(benefit).getByLabelText('Realised benefit ($)'), '2500');
    await user.click(within(benefit).getByRole('button', { name: 'Save Benefit' }));
    expect((await within(card).findByTestId('value-realised')).textContent).toBe('$2,500');
  });

  it('shows an error card when the value cannot be read', async () => {
    open('Customer Support Copilot', [
      mockRouteError(routes.getProjectValue, 500, 'Database down') as never,
    ]);
    const card = await valueCard();
    expect(await within(card).findByText('The value could not be loaded')).toBeTruthy();
  });
});
