import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, formatMonth, monthOf, routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  findToast,
  makeCurrentUser,
  makeMembership,
  mockRouteError,
  portfolioHandlers,
  renderWithProviders,
} from '@portfolio/ui/testing';
import { CapacityPage } from './capacity-page';

// The capacity view over the kit's demo portfolio: Maya Chen gives the first project 70% and the
// second 50% of this month (120%: red); Priya Patel 40% + 30% (70%); Lena Ortiz nothing (pale).

const thisMonth = monthOf(new Date());
const long = (month: string) => formatMonth(month, 'long');

function open(handlers = [] as ReturnType<typeof mockRouteError>[]) {
  const store = demoPortfolio();
  const navigate = vi.fn<(path: string) => void>();
  const result = renderWithProviders(
    <CapacityPage companyId={makeMembership().id} user={makeCurrentUser()} navigate={navigate} />,
    { companyId: makeMembership().id, handlers: [...handlers, ...portfolioHandlers(store)] },
  );
  return { ...result, store, navigate };
}

const cellOf = (person: string, percent: string, month = thisMonth) =>
  screen.findByRole('button', { name: new RegExp(`^${person}, ${long(month)}: ${percent}`) });

describe('the capacity view', () => {
  it('shows every person by month: over 100% red, under 50% pale, and the totals per department', async () => {
    open();
    const maya = await cellOf('Maya Chen', '120%');
    expect(maya.getAttribute('aria-label')).toContain('over-allocated');
    expect(maya.dataset.load).toBe('over');
    expect((await cellOf('Priya Patel', '70%')).dataset.load).toBe('steady');
    expect((await cellOf('Maya Chen', '20%', addMonths(thisMonth, 2))).dataset.load).toBe('light');
    expect((await cellOf('Lena Ortiz', '0%')).dataset.load).toBe('none');
    const rows = screen.getAllByTestId('capacity-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lena OrtizVendor consultant',
      'Maya ChenPortfolio manager',
      'Priya PatelData scientist',
      'Tom BeckerML engineer (contractor)',
    ]);
    const departments = screen.getAllByTestId('department-row');
    expect(departments.length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: /^Departments by month/ })).toBeTruthy();
  });

  it('opens a month to see the projects behind it, and changes a share', async () => {
    const { user, store } = open();
    await user.click(await cellOf('Maya Chen', '120%'));
    const dialog = await screen.findByRole('dialog', { name: `Maya Chen · ${long(thisMonth)}` });
    expect(within(dialog).getByTestId('cell-total').textContent).toContain(
      '120% of the month in all — over-allocated',
    );
    const [first] = store.all();
    const share = within(dialog).getByRole('textbox', { name: `${first!.name}, percent` });
    await user.clear(share);
    await user.type(share, '50');
    expect(within(dialog).getByTestId('cell-total').textContent).toBe('100% of the month in all');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await findToast()).lines[0]).toBe('Allocations saved');
    expect(await cellOf('Maya Chen', '100%')).toBeTruthy();
  });

  it('adds a person to another project from an empty month', async () => {
    const { user } = open();
    await user.click(await cellOf('Lena Ortiz', '0%'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No project has them this month yet.')).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: 'Add a project' });
    const option = await within(dialog).findAllByRole('option');
    await user.selectOptions(select, option[1]!);
    await user.type(within(dialog).getByRole('textbox', { name: 'New project, percent' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await cellOf('Lena Ortiz', '30%')).toBeTruthy();
  });

  it('refuses a share over 100 in the dialog, saying why', async () => {
    const { user } = open();
    await user.click(await cellOf('Priya Patel', '70%'));
    const dialog = await screen.findByRole('dialog');
    const [share] = within(dialog).getAllByRole('textbox');
    await user.clear(share!);
    await user.type(share!, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Each share is a whole percent from 0 to 100.',
    );
  });

  it('pages through the months', async () => {
    const { user } = open();
    await cellOf('Maya Chen', '120%');
    await user.click(screen.getByRole('button', { name: 'Later months' }));
    expect(
      await screen.findByText(
        `${formatMonth(addMonths(thisMonth, 1))} – ${formatMonth(addMonths(thisMonth, 12))}`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'This month' })).toBeNull());
  });

  it('shows an error card when the capacity cannot be loaded', async () => {
    open([mockRouteError(routes.getCapacity, 500, 'Database down')]);
    expect(await screen.findByText('The capacity could not be loaded')).toBeTruthy();
  });

  it('asks for a company first', async () => {
    renderWithProviders(
      <CapacityPage
        companyId={null}
        user={makeCurrentUser({ companies: [] })}
        navigate={vi.fn()}
      />,
    );
    expect(await screen.findByText(/No Company Access/)).toBeTruthy();
  });
});
