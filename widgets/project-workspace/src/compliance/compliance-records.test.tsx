import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordControls, routes } from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import {
  demoPortfolio,
  findToast,
  invalidAnswer,
  mockRoute,
  mockRouteError,
} from '@portfolio/ui/testing';
import { recordControlsHandlers } from '../shared/card-stories';
import { openSection, renderDemoProject } from '../testing/open-demo-project';
import { DoraCard } from './dora-card';
import { GdprCard } from './gdpr-card';

// The GDPR and DORA cards of a project's page over the kit's demo portfolio: Customer Support
// Copilot reads customer messages on GPT-4o (US) and Claude (EU), its DPIA under way; Invoice
// Anomaly Detection monitors payments on a large scale (DPIA done) and supports a critical
// function not yet named; Demand Forecasting has no record.

const open = (projectName: string, handlers: RequestHandler[] = []) =>
  openSection('compliance', projectName, { handlers });

const card = (name: 'GDPR' | 'DORA') =>
  screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('the GDPR card', () => {
  it('shows the record, the status it implies, the DPIA hint and the processors with regions', async () => {
    open('Invoice Anomaly Detection');
    const gdpr = await card('GDPR');
    await within(gdpr).findByText('Legal obligation — Art. 6(1)(c)');
    expect(gdpr.textContent).toContain('Compliant');
    expect(gdpr.textContent).toContain('Follows from this record');
    const hint = within(gdpr).getByTestId('dpia-hint');
    expect(hint.textContent).toContain('DPIA needed, and done');
    expect(hint.textContent).toContain('It monitors people systematically on a large scale');
    expect(within(gdpr).getByRole('region', { name: 'Processors' }).textContent).toContain(
      'Google (Gemini) · Gemini 2.5 Pro · EU',
    );
    // The first render of the page loads its modules: slow on a busy machine.
  }, 60_000);

  it('says when there is no record yet, and saving one derives the status and its hint live', async () => {
    const { user, store, project } = open('Demand Forecasting');
    const gdpr = await card('GDPR');
    expect(await within(gdpr).findByText(/No GDPR record yet/)).toBeTruthy();
    expect(
      within(gdpr)
        .getByText(/lawful basis, to derive/)
        .closest('[data-print-hide]'),
    ).not.toBeNull();
    expect(within(gdpr).getByText('No LLM model linked: no processor.')).toBeTruthy();
    await user.click(within(gdpr).getByRole('button', { name: 'Fill in' }));
    const form = within(gdpr).getByRole('form', { name: 'GDPR record' });
    await user.click(within(form).getByRole('switch', { name: 'Processes personal data' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Health data' }));
    expect(within(form).getByTestId('dpia-hint').textContent).toContain(
      'It processes special categories of personal data (Art. 9).',
    );
    // Marked not needed while the hint says needed: non compliant.
    expect(form.textContent).toContain('Saving makes the GDPR status');
    expect(within(form).getByText('Non-Compliant')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Lawful basis'), 'consent');
    await user.selectOptions(within(form).getByLabelText('DPIA status'), 'in_progress');
    await user.click(within(form).getByRole('button', { name: 'Save GDPR record' }));
    expect((await findToast()).lines[0]).toBe('GDPR record saved: In Review');
    await within(gdpr).findByText('Consent — Art. 6(1)(a)');
    expect(store.get(project.id)!.gdprStatus).toBe('in_review');
  });

  it('shows why the record could not be loaded', async () => {
    open('Demand Forecasting', [
      mockRouteError(routes.getProjectGdpr, 500, 'The record could not be read.'),
    ]);
    const gdpr = await card('GDPR');
    expect(await within(gdpr).findByText('The GDPR record could not be loaded')).toBeTruthy();
  });
});

describe('saving a record', () => {
  it('says a refusal the server words per field under that field, and keeps the form', async () => {
    const { user } = open('Invoice Anomaly Detection', [
      mockRoute(routes.updateProjectDora, () =>
        invalidAnswer([{ field: 'functionName', message: 'Name a function the company has' }]),
      ),
    ]);
    const dora = await card('DORA');
    await within(dora).findByText(/Name the function it supports/);
    await user.click(within(dora).getByRole('button', { name: 'Edit' }));
    const form = within(dora).getByRole('form', { name: 'DORA record' });
    await user.type(within(form).getByLabelText('Function'), 'Payments');
    await user.click(within(form).getByRole('button', { name: 'Save DORA record' }));
    expect(await within(form).findByText('Name a function the company has')).toBeTruthy();
    expect(within(dora).getByRole('form', { name: 'DORA record' })).toBe(form);
  });

  it('says any other failure in a toast, in the server’s words', async () => {
    const { user } = open('Invoice Anomaly Detection', [
      mockRouteError(routes.updateProjectGdpr, 500, 'The records are read-only today'),
    ]);
    const gdpr = await card('GDPR');
    await within(gdpr).findByText('Legal obligation — Art. 6(1)(c)');
    await user.click(within(gdpr).getByRole('button', { name: 'Edit' }));
    const form = within(gdpr).getByRole('form', { name: 'GDPR record' });
    await user.click(within(form).getByRole('button', { name: 'Save GDPR record' }));
    expect(await findToast()).toEqual({
      lines: ['Error', 'The records are read-only today'],
      variant: 'destructive',
    });
  });
});

describe('the DORA card', () => {
  it('asks for the function a critical project supports, and derives the status once named', async () => {
    const { user, store, project } = open('Invoice Anomaly Detection');
    const dora = await card('DORA');
    expect(await within(dora).findByText(/Name the function it supports/)).toBeTruthy();
    expect(dora.textContent).toContain('In Review');
    await user.click(within(dora).getByRole('button', { name: 'Edit' }));
    const form = within(dora).getByRole('form', { name: 'DORA record' });
    await user.type(within(form).getByLabelText('Function'), 'Supplier payments');
    await user.click(within(form).getByRole('button', { name: 'Save DORA record' }));
    expect((await findToast()).lines[0]).toBe('DORA record saved: Compliant');
    await waitFor(() => expect(dora.textContent).toContain('Supplier payments'));
    expect(store.get(project.id)!.doraStatus).toBe('compliant');
  });
});

describe('the edit form', () => {
  it('shows the statuses its records give instead of offering them, and the others to choose', async () => {
    // Invoice Anomaly Detection has both records; Demand Forecasting neither.
    const { user } = open('Invoice Anomaly Detection');
    await within(await card('GDPR')).findByText('Legal obligation — Art. 6(1)(c)');
    await within(await card('DORA')).findByText(/Name the function it supports/);
    await user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Project' }));
    const gdpr = dialog.getByLabelText('GDPR Status') as HTMLSelectElement;
    expect(gdpr.disabled).toBe(true);
    expect(dialog.getByText('Follows from its GDPR record')).toBeTruthy();
    expect((dialog.getByLabelText('DORA Status') as HTMLSelectElement).disabled).toBe(true);
    expect(dialog.getByText('Follows from its DORA record')).toBeTruthy();
  });

  it('offers GDPR and DORA statuses by hand while the project has no record', async () => {
    const { user } = open('Demand Forecasting');
    await within(await card('GDPR')).findByText(/No GDPR record yet/);
    await user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Project' }));
    expect((dialog.getByLabelText('GDPR Status') as HTMLSelectElement).disabled).toBe(false);
    expect((dialog.getByLabelText('DORA Status') as HTMLSelectElement).disabled).toBe(false);
    expect(dialog.queryByText(/Follows from its/)).toBeNull();
  });
});

describe('the controls of the records', () => {
  const controlsOf = async (name: 'GDPR' | 'DORA') =>
    within(await within(await card(name)).findByRole('list', { name: 'Controls' }))
      .getAllByRole('listitem')
      .map((item) => [
        within(item).getByRole('link').textContent,
        within(item).getByRole('link').getAttribute('href'),
        item.querySelector('[data-evidence]')!.textContent,
      ]);

  it('names the controls covering each record with their evidence, each opening its page', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const [impact, personal] = recordControls('gdpr-record', new Map());
    const [suppliers] = recordControls('dora-register', new Map());
    const store = demoPortfolio();
    const { user } = renderDemoProject(
      'Invoice Anomaly Detection',
      (project) => (
        <>
          <GdprCard project={project} navigate={navigate} />
          <DoraCard project={project} navigate={navigate} />
        </>
      ),
      {
        store,
        handlers: recordControlsHandlers(store, {
          gdpr: [impact!, { ...personal!, evidence: 'current' }],
          dora: [{ ...suppliers!, evidence: 'lapsed' }],
        }),
      },
    );
    expect(await controlsOf('GDPR')).toEqual([
      ['RSK-2 Impact assessment', '/compliance/controls/impact-assessment', 'No evidence'],
      ['DAT-3 Personal data protection', '/compliance/controls/personal-data', 'Current evidence'],
    ]);
    expect(await controlsOf('DORA')).toEqual([
      ['SUP-1 Suppliers of AI', '/compliance/controls/supplier-management', 'Evidence lapsed'],
    ]);
    await user.click(
      within(await card('GDPR')).getByRole('link', { name: 'DAT-3 Personal data protection' }),
    );
    expect(navigate).toHaveBeenCalledWith('/compliance/controls/personal-data');
  });

  it('lists them on the project page too, a record saved or not', async () => {
    open('Demand Forecasting');
    await within(await card('GDPR')).findByText(/No GDPR record yet/);
    expect((await controlsOf('GDPR')).map(([ref]) => ref)).toEqual([
      'RSK-2 Impact assessment',
      'DAT-3 Personal data protection',
    ]);
    expect(await controlsOf('DORA')).toEqual([
      ['SUP-1 Suppliers of AI', '/compliance/controls/supplier-management', 'No evidence'],
    ]);
  });
});
