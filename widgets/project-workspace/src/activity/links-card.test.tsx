import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_LINK_MESSAGE, PROJECT_LINK_URL_MESSAGE } from '@portfolio/contracts';
import { findToast } from '@portfolio/ui/testing';
import { openSection } from '../testing/open-demo-project';

// The Links card of a project's page over the kit's demo portfolio: Customer Support Copilot
// links a Jira epic and a GitHub pull request merged two hours ago.

const open = (projectName?: string) => openSection('activity', projectName);

const linksCard = () => screen.findByRole('region', { name: /^Links/ });

describe('the Links card', () => {
  it('lists each link with its provider, key, kind, state and latest event', async () => {
    open();
    const card = await linksCard();
    const rows = await within(card).findAllByTestId('link-row');
    expect(rows).toHaveLength(2);
    const pull = rows.find((row) => row.textContent?.includes('northwind/support-copilot#42'))!;
    expect(within(pull).getByRole('link', { name: 'northwind/support-copilot#42' })).toHaveProperty(
      'href',
      'https://github.com/northwind/support-copilot/pull/42',
    );
    expect(pull.textContent).toContain('GitHub · Pull request');
    expect(within(pull).getByText('Merged')).toBeTruthy();
    expect(pull.textContent).toContain('PR #42 merged in northwind/support-copilot · 2 hours ago');
    const epic = rows.find((row) => row.textContent?.includes('COPILOT-12'))!;
    expect(epic.textContent).toContain('Jira · Issue · Knowledge base connector');
  });

  it('says what is wrong with the address before sending it', async () => {
    const { user } = open('Demand Forecasting');
    const card = await linksCard();
    expect(await within(card).findByText(/No links yet/)).toBeTruthy();
    await user.type(within(card).getByLabelText('Link'), 'not a link');
    await user.click(within(card).getByRole('button', { name: 'Add Link' }));
    expect(await within(card).findByText(PROJECT_LINK_URL_MESSAGE)).toBeTruthy();
  });

  it('drops the message once the title is changed, as any field does', async () => {
    const { user } = open('Demand Forecasting');
    const card = await linksCard();
    await user.type(within(card).getByLabelText('Link'), 'not a link');
    await user.click(within(card).getByRole('button', { name: 'Add Link' }));
    expect(await within(card).findByText(PROJECT_LINK_URL_MESSAGE)).toBeTruthy();
    await user.type(within(card).getByLabelText('Title (optional)'), 'P');
    expect(within(card).queryByText(PROJECT_LINK_URL_MESSAGE)).toBeNull();
  });

  it('adds a link recognised from its URL, shows a duplicate on the field, and removes after asking', async () => {
    const { user, store, project } = open('Demand Forecasting');
    const card = await linksCard();
    const url = 'https://github.com/acme/claims-bot/pull/7';
    await user.type(within(card).getByLabelText('Link'), url);
    await user.type(within(card).getByLabelText('Title (optional)'), 'Add triage');
    await user.click(within(card).getByRole('button', { name: 'Add Link' }));
    expect((await findToast()).lines[0]).toBe('Linked acme/claims-bot#7');
    const row = await within(card).findByTestId('link-row');
    expect(row.textContent).toContain('GitHub · Pull request · Add triage');
    expect(store.links.list(project.id)).toHaveLength(1);

    await user.type(within(card).getByLabelText('Link'), url);
    await user.click(within(card).getByRole('button', { name: 'Add Link' }));
    expect(await within(card).findByText(DUPLICATE_LINK_MESSAGE)).toBeTruthy();
    expect(within(card).getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');

    await user.click(
      within(card).getByRole('button', { name: 'Remove the link to acme/claims-bot#7' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(card).queryByTestId('link-row')).toBeNull());
    expect(store.links.list(project.id)).toEqual([]);
  });
});
