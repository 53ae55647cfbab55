import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import { mockRouteError } from '@portfolio/ui/testing';
import { renderFrameworks } from '../render-frameworks';

const frameworkCards = () =>
  within(screen.getByRole('list', { name: 'Frameworks' })).getAllByRole('listitem');

/** The item of a framework's page by its number, and its section. */
const itemRow = (ref: string) => document.querySelector<HTMLElement>(`[data-item-ref="${ref}"]`)!;
const sectionOf = (ref: string) => itemRow(ref).closest('section')!.getAttribute('data-section');

describe('Frameworks', () => {
  it('lists every framework with its coverage, the built-in ones first, and opens one', async () => {
    const { user, navigate } = renderFrameworks();
    await screen.findByRole('list', { name: 'Frameworks' });
    expect(frameworkCards().map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'EU AI Act',
      'ISO/IEC 42001 Annex A',
      'NIST AI RMF 1.0',
      'NIST AI 600-1 Generative AI Profile',
      'Northwind internal AI standard',
    ]);
    const iso = frameworkCards()[1]!;
    expect(iso.textContent).toContain('Built-in');
    expect(iso.textContent).toContain('5 of 37 applicable items with current evidence');
    expect(iso.textContent).toContain('32 gaps, 1 overdue, 1 lapsed');
    expect(within(iso).getByRole('img').getAttribute('aria-label')).toBe(
      'Of 37 applicable items: 5 with current evidence, 2 partly evidenced, 1 lapsed, 29 without evidence',
    );
    expect(frameworkCards()[4]!.textContent).toContain('Your own');
    // The other parts of /compliance, this one current.
    const nav = screen.getByRole('navigation', { name: 'Compliance' });
    expect(within(nav).getByRole('link', { name: 'Frameworks' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'EU AI Act obligations' }).getAttribute('href'),
    ).toBe('/compliance');

    await user.click(screen.getByRole('link', { name: 'ISO/IEC 42001 Annex A' }));
    expect(navigate).toHaveBeenCalledWith('/compliance/frameworks/iso-42001');
  });

  it("shows a framework's gaps first, and the controls and projects behind an item", async () => {
    const { user, navigate } = renderFrameworks({ frameworkId: 'iso-42001' });
    const gaps = await screen.findByRole('region', { name: 'Gaps and overdue items' });
    const sections = [...document.querySelectorAll('section[data-section]')].map((s) =>
      s.getAttribute('data-section'),
    );
    expect(sections).toEqual(['gaps', 'covered', 'not-applicable']);
    // Overdue first, then lapsed; covered and excluded items after the gaps.
    const refs = within(gaps)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-item-ref'))
      .filter(Boolean);
    expect(refs.slice(0, 2)).toEqual(['A.4.6', 'A.3.3']);
    expect(refs).toHaveLength(32);
    expect(sectionOf('A.2.2')).toBe('covered');
    expect(sectionOf('A.10.4')).toBe('not-applicable');
    expect(itemRow('A.3.3').textContent).toContain('Evidence lapsed');
    expect(itemRow('A.4.6').textContent).toContain('Overdue');
    expect(screen.getByRole('region', { name: 'Coverage' }).textContent).toContain('37 of 38');

    await user.click(
      within(itemRow('A.4.6')).getByRole('button', { name: /2 controls, 4 projects/ }),
    );
    const controls = screen.getByRole('region', { name: 'Controls behind A.4.6' });
    expect(
      within(controls)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'GOV-7 Resources of each AI systemNo evidence',
      'GOV-4 AI literacy and trainingPartialCurrent evidence',
    ]);
    const projects = screen.getByRole('region', { name: 'Projects behind A.4.6' });
    const first = within(projects).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Campaign Copy Generator');
    expect(first.textContent).toContain('Overdue');

    await user.click(within(controls).getByRole('link', { name: /GOV-4/ }));
    expect(navigate).toHaveBeenLastCalledWith('/compliance/controls/ai-literacy');
    await user.click(within(first).getByRole('link', { name: 'Campaign Copy Generator' }));
    expect(navigate.mock.lastCall![0]).toMatch(/^\/projects\/[0-9a-f-]+\/compliance$/);
  });

  it('finds an item by its number or title', async () => {
    const { user } = renderFrameworks({ frameworkId: 'nist-ai-rmf' });
    await screen.findByRole('region', { name: 'Gaps and overdue items' });
    await user.type(screen.getByRole('searchbox', { name: 'Find an item' }), 'measure 2.11');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-item-ref]')].map((e) =>
          e.getAttribute('data-item-ref'),
        ),
      ).toEqual(['MEASURE 2.11']),
    );
  });

  it("moves between its pages itself when embedded, leaving it only for another widget's page", async () => {
    const { user, navigate } = renderFrameworks({ embedded: true });
    await user.click(await screen.findByRole('link', { name: 'EU AI Act' }));
    const gaps = await screen.findByRole('region', { name: 'Gaps and overdue items' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('EU AI Act');
    await user.click(
      within(itemRow('Article 4')).getByRole('button', { name: /behind Article 4/ }),
    );
    await user.click(within(gaps).getByRole('link', { name: /GOV-4 AI literacy/ }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'GOV-4 AI literacy and training',
    );
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'All controls' }));
    await screen.findByRole('region', { name: 'Governance' });
    await user.click(screen.getByRole('link', { name: 'EU AI Act obligations' }));
    expect(navigate).toHaveBeenCalledWith('/compliance');
  });

  it('says so when a framework is not found', async () => {
    renderFrameworks({
      frameworkId: 'nist-csf',
      handlers: [mockRouteError(routes.getFramework, 404, 'Framework not found')],
    });
    expect(await screen.findByText('The framework could not be loaded')).toBeTruthy();
    expect(screen.getByText(/Framework not found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All frameworks' }).getAttribute('href')).toBe(
      '/compliance/frameworks',
    );
  });
});

describe('Controls', () => {
  it("attaches evidence to a control once, and every framework's item linked to it counts it", async () => {
    const view = renderFrameworks({ frameworkId: 'eu-ai-act' });
    await screen.findByRole('region', { name: 'Gaps and overdue items' });
    expect(itemRow('Article 9').textContent).toContain('No evidence');
    expect(sectionOf('Article 9')).toBe('gaps');

    view.show({ controlId: 'risk-management' });
    const { user } = view;
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'RSK-1 AI risk management',
    );
    const satisfies = screen.getByRole('table', { name: 'Items RSK-1 satisfies' });
    expect(within(satisfies).getByText('Article 9')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Add evidence to RSK-1' });
    await screen.findByText(
      'No evidence yet: every item it satisfies is without evidence from it.',
    );
    await user.type(within(form).getByLabelText(/^Link/), 'https://intranet.example/risk-policy');
    await user.type(within(form).getByLabelText('Title (optional)'), 'AI risk policy');
    await user.type(within(form).getByLabelText('Expires on (optional)'), '2099-12-31');
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    await screen.findByText('Added AI risk policy');
    const list = await screen.findByRole('list', { name: 'Evidence of RSK-1' });
    expect(list.textContent).toContain('Expires Dec 31, 2099');

    view.show({ frameworkId: 'eu-ai-act' });
    await waitFor(() => expect(itemRow('Article 9')?.textContent).toContain('Current evidence'));
    expect(sectionOf('Article 9')).toBe('covered');
    view.show({ frameworkId: 'nist-ai-rmf' });
    await waitFor(() => expect(sectionOf('GOVERN 1.3')).toBe('covered'));
    // A partial link evidences part of an item: still a gap, partly evidenced.
    view.show({ frameworkId: 'iso-42001' });
    await waitFor(() => expect(itemRow('A.6.1.3')?.getAttribute('data-evidence')).toBe('partial'));
    expect(sectionOf('A.6.1.3')).toBe('gaps');
  });

  it('lists the controls by theme with what they satisfy and their evidence, filtered by it', async () => {
    const { user } = renderFrameworks({ view: 'controls' });
    const governance = await screen.findByRole('region', { name: 'Governance' });
    const policy = governance.querySelector('[data-control-id="ai-policy"]')!;
    expect(policy.textContent).toContain('ISO/IEC 42001 (3)');
    expect(policy.textContent).toContain('Northwind internal AI standard (1)');
    expect(policy.textContent).toContain('1 current · until Dec 31, 2027');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Evidence' }), 'lapsed');
    expect(
      [...document.querySelectorAll('[data-control-id]')].map((e) =>
        e.getAttribute('data-control-id'),
      ),
    ).toEqual(['raising-concerns']);
  });
});

describe('for a member', () => {
  it('shows the frameworks read-only: no import, no delete', async () => {
    const view = renderFrameworks({ role: 'member' });
    await screen.findByRole('list', { name: 'Frameworks' });
    expect(screen.queryByRole('button', { name: 'Import a framework' })).toBeNull();
    const own = frameworkCards()[4]!;
    view.show({ frameworkId: own.getAttribute('data-framework-id')! });
    await screen.findByRole('region', { name: 'Gaps and overdue items' });
    expect(screen.queryByRole('button', { name: 'Delete framework' })).toBeNull();
  });
});
