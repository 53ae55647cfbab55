import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import { findToast, mockRouteError } from '@portfolio/ui/testing';
import { openSection } from '../testing/open-demo-project';

// The Budget card over the kit's demo portfolio: Customer Support Copilot plans $188,000 from
// March to October 2026 (June planned by hand at $10,000, so $189,500) and has $173,800.50 of
// spend entered in nine entries.

const open = (projectName?: string, handlers: RequestHandler[] = []) =>
  openSection('plan', projectName, { handlers });

const budgetCard = () => screen.findByRole('region', { name: /^Budget/ });

describe('the Budget card', () => {
  it('shows the plan against the actuals, the chart, the months and the entries', async () => {
    open();
    const card = await budgetCard();
    expect(await within(card).findByTestId('budget-actual-to-date')).toBeTruthy();
    expect(card.textContent).toContain('$173,800.50');
    expect(card.textContent).toContain('$189,500');
    expect(await within(card).findByRole('img', { name: /Cumulative spend/ })).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Planned and actual spend by month' });
    const june = within(table).getByRole('row', { name: /June 2026/ });
    expect(june.textContent).toContain('$10,000 (edited)');
    expect(within(card).getAllByTestId('spend-row')).toHaveLength(9);
  });

  it('adds spend, checked as the BFF checks it, and shows it', async () => {
    const { user, store, project } = open();
    const card = await budgetCard();
    const form = within(card).getByRole('form', { name: 'Add spend' });
    await user.click(within(form).getByRole('button', { name: 'Add Spend' }));
    expect(within(form).getByText('Month is required')).toBeTruthy();
    expect(within(form).getByText('Amount is required')).toBeTruthy();
    expect(within(form).getByText('Please select a category')).toBeTruthy();

    await user.type(within(form).getByLabelText('Month'), '2026-10');
    await user.type(within(form).getByLabelText('Amount'), '12.345');
    await user.selectOptions(within(form).getByLabelText('Category'), 'llm');
    await user.click(within(form).getByRole('button', { name: 'Add Spend' }));
    expect(await within(form).findByText(/Amount must be an amount/)).toBeTruthy();

    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '0.05');
    await user.click(within(form).getByRole('button', { name: 'Add Spend' }));
    expect((await findToast()).lines[0]).toBe('Spend added');
    await waitFor(() => expect(within(card).getAllByTestId('spend-row')).toHaveLength(10));
    expect(store.budgets.budget(project).actualToDate).toBe('173800.55');
  });

  it('plans a month by hand and gives it back to the default', async () => {
    const { user, store, project } = open();
    const card = await budgetCard();
    await user.click(
      await within(card).findByRole('button', { name: 'Edit the plan of July 2026' }),
    );
    const form = within(card).getByRole('form', { name: 'Plan July 2026' });
    await user.clear(within(form).getByLabelText('Planned'));
    await user.type(within(form).getByLabelText('Planned'), '9999.99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await findToast()).lines[0]).toBe('July 2026 planned');
    const july = () => store.budgets.budget(project).months.find((m) => m.month === '2026-07')!;
    expect(july()).toMatchObject({ planned: '9999.99', plannedEdited: true });
    await user.click(
      await within(card).findByRole('button', {
        name: 'Give July 2026 back to the default plan',
      }),
    );
    await waitFor(() => expect(july()).toMatchObject({ planned: '8500.00', plannedEdited: false }));
  });

  it('says when the budget cannot be loaded', async () => {
    open('Customer Support Copilot', [
      mockRouteError(routes.getProjectBudget, 500, 'The budget could not be read.') as never,
    ]);
    expect(await screen.findByText('The budget could not be loaded')).toBeTruthy();
  });
});
