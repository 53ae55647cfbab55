import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ISO_42001, SOA_JUSTIFICATION_MESSAGE } from '@portfolio/contracts';
import { makeMembership } from '@portfolio/ui/testing';
import { renderFrameworks } from '../render-frameworks';

const companyId = makeMembership().id;

const entryRow = (ref: string) => document.querySelector<HTMLElement>(`tr[data-ref="${ref}"]`)!;
const summary = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-soa-summary] > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      Number(d.querySelector('dd')!.textContent),
    ]),
  );

/** The Export CSV link's address on the API. */
const csvPath = () => {
  const url = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!);
  return url.pathname + url.search;
};

describe('Statement of Applicability', () => {
  it('lists every Annex A control by group with its applicability, status, owner and evidence', async () => {
    renderFrameworks({ view: 'soa' });
    const table = await screen.findByRole('table', { name: 'Annex A controls' });
    const refs = [...table.querySelectorAll('tr[data-ref]')].map((r) => r.getAttribute('data-ref'));
    expect(refs).toEqual(ISO_42001.items.map((i) => i.ref));
    expect(refs).toHaveLength(38);
    expect([...table.querySelectorAll('tbody')].map((g) => g.getAttribute('data-group'))).toEqual(
      ISO_42001.groups.map((g) => g.ref),
    );
    expect(summary()).toEqual({
      'Annex A controls': 38,
      Applicable: 37,
      Excluded: 1,
      Implemented: 1,
      'With current evidence': 5,
    });
    const excluded = entryRow('A.10.4');
    expect(excluded.getAttribute('data-applicable')).toBe('false');
    expect(excluded.textContent).toContain('We offer no AI system to customers');
    expect(entryRow('A.2.2').textContent).toContain('Implemented');
    expect(entryRow('A.2.2').textContent).toContain('GOV-1 AI policy v3 (approved by the board)');
    expect(entryRow('A.3.3').textContent).toContain('expired Dec 31, 2025');
    expect(screen.getByText(/^Draft as of .*, not published$/)).toBeTruthy();
    // The CSV of the draft, at the route the contract names.
    expect(csvPath()).toBe(`/api/companies/${companyId}/frameworks/iso-42001/soa?format=csv`);
  });

  it('lets an admin exclude a control only with a justification, and change its status and owner', async () => {
    const { user } = renderFrameworks({ view: 'soa' });
    await screen.findByRole('table', { name: 'Annex A controls' });
    await user.click(screen.getByRole('button', { name: 'Edit A.6.2.4' }));
    const dialog = await screen.findByRole('dialog', { name: /^A\.6\.2\.4/ });
    await user.selectOptions(within(dialog).getByLabelText(/^Applicable/), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(SOA_JUSTIFICATION_MESSAGE)).toBeTruthy();

    await user.type(
      within(dialog).getByLabelText(/^Justification/),
      'Validation is the provider’s: we only buy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('A.6.2.4 saved');
    await waitFor(() => expect(entryRow('A.6.2.4').getAttribute('data-applicable')).toBe('false'));
    expect(entryRow('A.6.2.4').textContent).toContain('Validation is the provider’s: we only buy');
    expect(summary()).toMatchObject({ Applicable: 36, Excluded: 2 });

    await user.click(screen.getByRole('button', { name: 'Edit A.5.2' }));
    const next = await screen.findByRole('dialog', { name: /^A\.5\.2/ });
    await user.selectOptions(within(next).getByLabelText('Implementation status'), 'in_progress');
    await user.selectOptions(within(next).getByLabelText('Owner'), 'Maya Chen');
    await user.click(within(next).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entryRow('A.5.2').textContent).toContain('In progress'));
    expect(entryRow('A.5.2').textContent).toContain('Maya Chen');
  });

  it('publishes the draft as the next numbered version, listed and viewable as it was', async () => {
    const view = renderFrameworks({ view: 'soa' });
    const { user, navigate } = view;
    await screen.findByRole('table', { name: 'Annex A controls' });
    const versions = await screen.findByRole('list', { name: 'Published versions' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2' });
    await user.type(within(dialog).getByLabelText('Note'), 'For the stage 2 audit');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Version 2 published');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Published versions' }))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('data-version')),
      ).toEqual(['2', '1']),
    );
    const latest = screen.getByRole('link', { name: 'Version 2' });
    expect(latest.closest('li')!.textContent).toContain('For the stage 2 audit');
    await user.click(latest);
    expect(navigate).toHaveBeenCalledWith('/compliance/soa/versions/2');

    // A change to the draft leaves the published version as it was.
    await user.click(screen.getByRole('button', { name: 'Edit A.2.3' }));
    const edit = await screen.findByRole('dialog', { name: /^A\.2\.3/ });
    await user.selectOptions(within(edit).getByLabelText('Implementation status'), 'implemented');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('A.2.3 saved');

    view.show({ soaVersion: 2 });
    await screen.findByText(/^Version 2, published /);
    await waitFor(() => expect(entryRow('A.2.3')?.textContent).toContain('Not started'));
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Version 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(csvPath()).toBe(
      `/api/companies/${companyId}/frameworks/iso-42001/soa/versions/2?format=csv`,
    );
  });

  it('prints with its version and date, its buttons and the versions left off paper', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderFrameworks({ soaVersion: 1 });
    await screen.findByRole('table', { name: 'Annex A controls' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const heading = document.querySelector('[data-print-only]')!;
    expect(heading.textContent).toMatch(
      /^Statement of Applicability · ISO\/IEC 42001:2023 .* · Northwind AnalyticsVersion 1, published \w+ \d+, \d{4}$/,
    );
    for (const name of ['Print', 'Export CSV']) {
      const control = screen.getAllByRole(name === 'Print' ? 'button' : 'link', { name })[0]!;
      expect(control.closest('[data-print-hide]')).not.toBeNull();
    }
    expect(
      screen.getByRole('region', { name: 'Published versions' }).closest('[data-print-hide]'),
    ).not.toBeNull();
    print.mockRestore();
  });

  it('shows a member the Statement read-only', async () => {
    renderFrameworks({ view: 'soa', role: 'member' });
    await screen.findByRole('table', { name: 'Annex A controls' });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(
      screen.getByText('Changes show here until an admin publishes them as a new version.'),
    ).toBeTruthy();
  });
});
