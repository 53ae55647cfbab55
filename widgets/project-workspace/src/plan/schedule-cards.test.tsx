import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, routes } from '@portfolio/contracts';
import { demoDate, findToast, mockRouteError, mockRouteLoading } from '@portfolio/ui/testing';
import { openSection, type DemoProjectOptions } from '../testing/open-demo-project';

// The schedule of a project's page over the kit's demo portfolio: Customer Support Copilot has
// three milestones, depends on Invoice Anomaly Detection and has a baseline it slipped against
// (target two weeks later than planned; "Knowledge base connected" 19 days). Its dates count
// from today (`demoDate`), so the date rules find the same on any day.

const open = (projectName?: string, prepare?: DemoProjectOptions['prepare']) =>
  openSection('plan', projectName, { prepare });

const card = (name: string) => screen.findByRole('region', { name });

describe('the Schedule card', () => {
  it('shows the dates, the baseline and the target slip in days', async () => {
    open();
    const schedule = await card('Schedule');
    const long = (days: number) => formatCalendarDate(demoDate(days), 'long');
    expect(within(schedule).getByText(long(-255))).toBeTruthy();
    expect(within(schedule).getByText(long(45))).toBeTruthy();
    expect(await within(schedule).findByText('14 days behind the baseline')).toBeTruthy();
    expect(within(schedule).getByTestId('baseline-summary').textContent).toContain(
      `target ${long(31)}, start ${long(-255)}, 3 milestones`,
    );
  });

  it('sets a first baseline at once, and asks before replacing it', async () => {
    const { user, store, project } = open('Invoice Anomaly Detection');
    const schedule = await card('Schedule');
    expect(await within(schedule).findByText(/No baseline yet/)).toBeTruthy();
    await user.click(within(schedule).getByRole('button', { name: 'Set Baseline' }));
    expect((await findToast()).lines[0]).toBe('Baseline set');
    expect(await within(schedule).findByText('On plan')).toBeTruthy();
    expect(store.baseline(project.id)).toMatchObject({ targetDate: project.targetDate });

    await user.click(within(schedule).getByRole('button', { name: 'Reset Baseline' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Reset the baseline?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the Milestones card', () => {
  it('says Overdue of a milestone past its date and not done, instead of On plan, until it is done', async () => {
    const { user } = open('Invoice Anomaly Detection', (store, project) => {
      store.createMilestone(project, { name: 'Vendor contract signed', dueDate: demoDate(-3) });
      store.createMilestone(project, { name: 'Go-live', dueDate: demoDate(30) });
    });
    const milestones = await card('Milestones');
    const [past, coming] = await within(milestones).findAllByTestId('milestone-row');
    expect(within(past!).getByText('Overdue')).toBeTruthy();
    expect(within(coming!).queryByText('Overdue')).toBeNull();

    await user.click(within(past!).getByRole('checkbox', { name: 'Vendor contract signed done' }));
    await waitFor(() => expect(within(past!).queryByText('Overdue')).toBeNull());
  });

  it('lists the milestones by due date with their slip against the baseline', async () => {
    open();
    const milestones = await card('Milestones');
    const rows = await within(milestones).findAllByTestId('milestone-row');
    expect(
      rows.map((row) => within(row).getByText(/^(Pilot|Knowledge|Rollout)/).textContent),
    ).toEqual(['Pilot with the EMEA team', 'Knowledge base connected', 'Rollout to every region']);
    expect(rows[1]!.textContent).toContain(
      `Due ${formatCalendarDate(demoDate(25))} · baseline ${formatCalendarDate(demoDate(6))}`,
    );
    expect(await within(rows[1]!).findByText('19 days behind the baseline')).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('checkbox', { name: 'Pilot with the EMEA team done' }),
    ).toHaveProperty('checked', true);
  });

  it('ticks a milestone done, edits it, and deletes it after asking', async () => {
    const { user, store, project } = open();
    const milestones = await card('Milestones');
    const box = await within(milestones).findByRole('checkbox', {
      name: 'Rollout to every region done',
    });
    await user.click(box);
    await waitFor(() =>
      expect(
        store.milestones(project.id).find((m) => m.name === 'Rollout to every region')?.done,
      ).toBe(true),
    );

    await user.click(
      within(milestones).getByRole('button', { name: 'Edit Rollout to every region' }),
    );
    const form = within(milestones).getByRole('form', { name: 'Edit Rollout to every region' });
    const name = within(form).getByLabelText('Milestone Name');
    await user.clear(name);
    await user.type(name, 'Rollout everywhere');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await findToast()).lines[0]).toBe('Milestone updated');
    expect(await within(milestones).findByText('Rollout everywhere')).toBeTruthy();

    await user.click(within(milestones).getByRole('button', { name: 'Delete Rollout everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the milestone "Rollout everywhere"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(milestones).queryByText('Rollout everywhere')).toBeNull());
    expect(store.milestones(project.id)).toHaveLength(2);
  });

  /** The Rollout milestone's checkbox, with the update route answered by `handler`. */
  async function rolloutBox(handler: ReturnType<typeof mockRouteLoading>) {
    const { user } = openSection('plan', 0, { handlers: [handler] });
    const milestones = await card('Milestones');
    const box = await within(milestones).findByRole('checkbox', {
      name: 'Rollout to every region done',
    });
    return { user, box };
  }

  it('shows a tick at once, while it is saved', async () => {
    const { user, box } = await rolloutBox(mockRouteLoading(routes.updateMilestone));
    await user.click(box);
    expect(box).toHaveProperty('checked', true);
    expect(box).toHaveProperty('disabled', true);
  });

  it('takes a tick back, with the error, when it cannot be saved', async () => {
    const { user, box } = await rolloutBox(
      mockRouteError(routes.updateMilestone, 500, 'The milestone could not be saved.'),
    );
    await user.click(box);
    expect(await findToast()).toEqual({
      lines: ['Error', 'The milestone could not be saved.'],
      variant: 'destructive',
    });
    await waitFor(() => expect(box).toHaveProperty('checked', false));
  });

  it('adds a milestone, refusing a blank name and date first', async () => {
    const { user, store, project } = open('Demand Forecasting');
    const milestones = await card('Milestones');
    expect(
      await within(milestones).findByText('No milestones yet. Add the first one below.'),
    ).toBeTruthy();
    const form = within(milestones).getByRole('form', { name: 'Add a milestone' });
    await user.click(within(form).getByRole('button', { name: 'Add Milestone' }));
    expect(within(form).getByText('Milestone name is required')).toBeTruthy();
    expect(within(form).getByText('Due date is required')).toBeTruthy();
    expect(store.milestones(project.id)).toEqual([]);

    await user.type(within(form).getByLabelText('Milestone Name'), 'Model trained');
    await user.type(within(form).getByLabelText('Due Date'), '2028-02-29');
    await user.click(within(form).getByRole('button', { name: 'Add Milestone' }));
    expect(await within(milestones).findByText('Model trained')).toBeTruthy();
    expect(within(milestones).getByText('Due Feb 29, 2028')).toBeTruthy();
    expect(store.milestones(project.id)).toMatchObject([
      { name: 'Model trained', dueDate: '2028-02-29' },
    ]);
  });

  it('drops the messages once a field is changed, as the other add forms do', async () => {
    const { user } = open('Demand Forecasting');
    const milestones = await card('Milestones');
    const form = within(milestones).getByRole('form', { name: 'Add a milestone' });
    await user.click(within(form).getByRole('button', { name: 'Add Milestone' }));
    expect(within(form).getByText('Milestone name is required')).toBeTruthy();
    expect(within(form).getByText('Due date is required')).toBeTruthy();
    await user.type(within(form).getByLabelText('Due Date'), '2028-02-29');
    expect(within(form).queryByText('Milestone name is required')).toBeNull();
    expect(within(form).queryByText('Due date is required')).toBeNull();
  });
});

describe('the Dependencies card', () => {
  it('lists what the project depends on and what it blocks, on both projects', async () => {
    open();
    const dependencies = await card('Dependencies');
    const dependsOn = await within(dependencies).findByRole('region', { name: 'Depends on' });
    expect(within(dependsOn).getByRole('link', { name: 'Invoice Anomaly Detection' })).toBeTruthy();
    const blocks = within(dependencies).getByRole('region', { name: 'Blocks' });
    expect(blocks.textContent).toContain('No project waits for this one.');
  });

  it('adds a dependency by choosing a project, and removes it', async () => {
    const { user, store, project } = open();
    const dependencies = await card('Dependencies');
    const form = within(dependencies).getByRole('form', { name: 'Add a dependency' });
    const select = within(form).getByLabelText('Depends On');
    // Neither the project itself nor what it already depends on is offered.
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).not.toContain('Customer Support Copilot');
    expect(offered).not.toContain('Invoice Anomaly Detection');
    await user.selectOptions(select, 'Demand Forecasting');
    await user.click(within(form).getByRole('button', { name: 'Add Dependency' }));
    expect((await findToast()).lines[0]).toBe(
      'Customer Support Copilot now depends on Demand Forecasting',
    );
    const dependsOn = within(dependencies).getByRole('region', { name: 'Depends on' });
    expect(await within(dependsOn).findByRole('link', { name: 'Demand Forecasting' })).toBeTruthy();

    await user.click(
      within(dependsOn).getByRole('button', {
        name: 'Remove the dependency on Demand Forecasting',
      }),
    );
    await waitFor(() => expect(within(dependsOn).queryByText('Demand Forecasting')).toBeNull());
    expect(store.dependencies(project.id)).toHaveLength(1);
  });

  it("shows the server's message for a dependency that would close a cycle", async () => {
    const { user, store, project } = open('Invoice Anomaly Detection');
    const dependencies = await card('Dependencies');
    const blocks = await within(dependencies).findByRole('region', { name: 'Blocks' });
    expect(within(blocks).getByRole('link', { name: 'Customer Support Copilot' })).toBeTruthy();
    const form = within(dependencies).getByRole('form', { name: 'Add a dependency' });
    const select = within(form).getByLabelText('Depends On');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, 'Customer Support Copilot');
    await user.click(within(form).getByRole('button', { name: 'Add Dependency' }));
    expect(await findToast()).toEqual({
      lines: [
        'Error',
        'Invoice Anomaly Detection cannot depend on Customer Support Copilot: that would make a cycle (Invoice Anomaly Detection → Customer Support Copilot → Invoice Anomaly Detection)',
      ],
      variant: 'destructive',
    });
    // Only the dependency that was there: Customer Support Copilot waits for this project.
    expect(store.dependencies(project.id).map((d) => d.projectName)).toEqual([
      'Customer Support Copilot',
    ]);
  });

  it('opens the Plan of a project of the list through navigate, where its dependencies are', async () => {
    const { user, props } = open();
    const dependencies = await card('Dependencies');
    const link = await within(dependencies).findByRole('link', {
      name: 'Invoice Anomaly Detection',
    });
    expect(link.getAttribute('href')).toMatch(/^\/projects\/[0-9a-f-]{36}\/plan$/);
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith(link.getAttribute('href'));
  });
});
