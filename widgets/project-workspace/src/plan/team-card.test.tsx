import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, monthOf, routes } from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import { findToast, mockRouteError } from '@portfolio/ui/testing';
import { openSection } from '../testing/open-demo-project';

// The Team card over the kit's demo portfolio: Maya Chen gives the first project 70% of this
// month and the second 50% (120% in all); Priya Patel 40% here and 30% on the third project.

const thisMonth = monthOf(new Date());

const open = (index = 0, handlers: RequestHandler[] = []) =>
  openSection('plan', index, { handlers });

const teamCard = () => screen.findByRole('region', { name: /^Team/ });
const cell = (card: HTMLElement, person: string, month = thisMonth) =>
  within(card).findByRole('textbox', { name: `${person}, ${formatMonth(month, 'long')}, percent` });

describe('the Team card', () => {
  it("shows the project's people and their share of each month, flagging an over-allocation", async () => {
    open();
    const card = await teamCard();
    const rows = await within(card).findAllByTestId('team-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Maya ChenPortfolio manager',
      'Priya PatelData scientist',
    ]);
    expect(await cell(card, 'Maya Chen')).toHaveProperty('value', '70');
    expect(await within(rows[0]!).findByText('120% in all')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/in all/)).toBeNull();
    expect((await cell(card, 'Priya Patel', addMonths(thisMonth, 1))).getAttribute('value')).toBe(
      '60',
    );
  });

  it('saves the edited set; lowering a share clears the flag', async () => {
    const { user, store, project } = open();
    const card = await teamCard();
    const maya = await cell(card, 'Maya Chen');
    await user.clear(maya);
    await user.type(maya, '40');
    expect(within(card).queryByText('120% in all')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Save Team' }));
    expect((await findToast()).lines[0]).toBe('Team saved');
    expect(
      store.capacity
        .allocations(project.id)
        .find((a) => a.personName === 'Maya Chen' && a.month === thisMonth)?.percent,
    ).toBe(40);
  });

  it('adds a person, and refuses a share that is not a whole percent up to 100', async () => {
    const { user, store, project } = open();
    const card = await teamCard();
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Person to add' }),
      await within(card).findByRole('option', { name: /Lena Ortiz/ }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add Person' }));
    const lena = await cell(card, 'Lena Ortiz');
    await user.type(lena, '120');
    expect(within(card).getByRole('alert').textContent).toBe(
      'Each share is a whole percent from 0 to 100.',
    );
    expect(within(card).getByRole('button', { name: 'Save Team' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(lena);
    await user.type(lena, '25');
    await user.click(within(card).getByRole('button', { name: 'Save Team' }));
    await waitFor(() =>
      expect(
        store.capacity.allocations(project.id).some((a) => a.personName === 'Lena Ortiz'),
      ).toBe(true),
    );
  });

  it('pages through the months', async () => {
    const { user } = open();
    const card = await teamCard();
    const later = addMonths(thisMonth, 6);
    await user.click(within(card).getByRole('button', { name: 'Later months' }));
    expect(await within(card).findByText(formatMonth(later))).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Earlier months' }));
    await waitFor(() => expect(within(card).queryByText(formatMonth(later))).toBeNull());
  });

  it('says when nobody is allocated', async () => {
    open(4);
    expect(await within(await teamCard()).findByText(/Nobody is allocated/)).toBeTruthy();
  });

  it('shows an error card when the allocations fail', async () => {
    open(0, [mockRouteError(routes.listProjectAllocations, 500, 'Database down')]);
    expect(await screen.findByText('The team could not be loaded')).toBeTruthy();
  });
});
