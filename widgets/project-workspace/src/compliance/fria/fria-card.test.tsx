import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, type Project } from '@portfolio/contracts';
import {
  demoPortfolio,
  errorAnswer,
  findToast,
  makeCurrentUser,
  makeMembership,
  mockRoute,
} from '@portfolio/ui/testing';
import type { RequestHandler } from 'msw';
import { openSection } from '../../testing/open-demo-project';
import { FRIA_PARTS, owingAFria, seedFria } from './fria-fixtures';

// The FRIA card of a project's page over the kit's demo portfolio, Invoice Anomaly Detection
// (its GDPR record: payments monitored on a large scale, DPIA done) re-assessed as a
// creditworthiness system its company deploys: it owes a FRIA (Annex III point 5(b)).

type Store = ReturnType<typeof demoPortfolio>;
const open = (
  prepare: (store: Store, project: Project) => void = owingAFria,
  handlers: RequestHandler[] = [],
  user = makeCurrentUser(),
) => openSection('compliance', 'Invoice Anomaly Detection', { prepare, handlers, user });

const card = () => screen.findByRole('region', { name: /^Fundamental rights impact assessment/ });

describe('the FRIA card', () => {
  it('says a FRIA is owed and why, with the parts pre-filled from the records and their sources', async () => {
    open();
    const fria = await card();
    expect((await within(fria).findByTestId('fria-required')).textContent).toBe('Required');
    expect(within(fria).getByTestId('fria-state').textContent).toBe('Not started');
    expect(fria.textContent).toContain(
      'Deployed to evaluate the creditworthiness of people or establish their credit score',
    );
    expect(fria.textContent).toContain('Article 27(1) and Annex III point 5(b)');
    expect(within(fria).getByTestId('fria-activation').textContent).toContain(
      'moved to Active once this FRIA is approved',
    );
    const parts = within(fria).getByRole('region', { name: 'The parts of Article 27(1)' });
    expect(parts.textContent).toContain('(c) People and groups affected');
    expect(parts.textContent).toContain(
      'Pre-filled from the GDPR record: categories of personal data, large-scale monitoring; EU AI Act assessment: Annex III uses',
    );
    expect(parts.textContent).toContain('Pre-filled from the Project record: business owner');
    // Nothing on record says what is done when risks materialise.
    expect(parts.textContent).toContain('Not filled in yet');
    // The first render of the page loads its modules: slow on a busy machine.
  }, 60_000);

  it('is filled in, approved by a member and its notification recorded', async () => {
    const { user, store, project } = open();
    const fria = await card();
    await user.click(await within(fria).findByRole('button', { name: 'Fill in' }));
    const form = within(fria).getByRole('form', { name: 'Fundamental rights impact assessment' });
    const measures = within(form).getByLabelText('(f) When risks materialise');
    await user.type(measures, FRIA_PARTS.measures);
    await user.click(within(form).getByRole('button', { name: 'Save FRIA' }));
    expect((await findToast()).lines[0]).toBe('FRIA saved');
    await waitFor(() => expect(within(fria).getByTestId('fria-state').textContent).toBe('Draft'));
    expect(fria.textContent).toContain('Written for this FRIA');

    await user.click(within(fria).getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve the FRIA' });
    await user.selectOptions(within(approve).getByLabelText(/^Approved by/), 'Maya Chen');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect((await findToast()).lines[0]).toBe('FRIA approved by Maya Chen');
    await waitFor(() =>
      expect(within(fria).getByTestId('fria-state').textContent).toBe('Approved'),
    );
    expect(within(fria).queryByTestId('fria-activation')).toBeNull();
    expect(within(fria).getByTestId('fria-approval').textContent).toMatch(/^Approved by Maya Chen/);

    await user.click(within(fria).getByRole('button', { name: 'Record notification' }));
    const notify = await screen.findByRole('dialog', { name: 'Record the notification' });
    await user.type(within(notify).getByLabelText(/^Reference/), 'MSA-2026-118');
    await user.type(within(notify).getByLabelText('Document'), 'https://dms.example.com/118');
    await user.click(within(notify).getByRole('button', { name: 'Record notification' }));
    const notified = await within(fria).findByTestId('fria-notification');
    expect(notified.textContent).toContain('reference MSA-2026-118');
    expect(within(notified).getByRole('link', { name: 'document' }).getAttribute('href')).toBe(
      'https://dms.example.com/118',
    );
    expect(store.fria.get(store.get(project.id)!).notification?.reference).toBe('MSA-2026-118');
  }, 60_000);

  it('says a document link that is not https under its field', async () => {
    const { user } = open((store, project) => {
      seedFria(store, project, 'approved');
    });
    const fria = await card();
    await user.click(await within(fria).findByRole('button', { name: 'Record notification' }));
    const notify = await screen.findByRole('dialog', { name: 'Record the notification' });
    await user.type(within(notify).getByLabelText(/^Reference/), 'MSA-1');
    await user.type(within(notify).getByLabelText('Document'), 'ftp://old.example.com/doc');
    await user.click(within(notify).getByRole('button', { name: 'Record notification' }));
    expect(
      await within(notify).findByText('Please enter a web address starting with https://'),
    ).toBeTruthy();
  });

  it('says why an approved FRIA needs review once the project’s purpose changes', async () => {
    const { store, project } = open((s, p) => {
      seedFria(s, p, 'approved');
      s.update(p.id, { problemStatement: 'Block suspicious invoices automatically' });
    });
    const fria = await card();
    expect((await within(fria).findByTestId('fria-state')).textContent).toBe('Needs review');
    expect(within(fria).getByTestId('fria-review').textContent).toContain(
      "(a) The processes it is used in: the project's purpose or department changed since the approval",
    );
    expect(within(fria).getByRole('button', { name: 'Approve again' })).toBeTruthy();
    expect(store.fria.get(store.get(project.id)!).state).toBe('needs_review');
  });

  it('says when no FRIA is owed, and why', async () => {
    open((store, project) =>
      store.aiAct.save(project, {
        roles: ['deployer'],
        answers: { 'art27-public-service': true, 'annex3-2-critical-infrastructure': true },
      }),
    );
    const fria = await card();
    expect((await within(fria).findByTestId('fria-required')).textContent).toBe('Not required');
    expect(fria.textContent).toContain('Used in critical infrastructure only (Annex III point 2)');
    expect(fria.textContent).toContain('No FRIA is owed. You may still fill one in');
    expect(within(fria).queryByRole('region', { name: 'The parts of Article 27(1)' })).toBeNull();
  });

  it('shows why it could not be loaded', async () => {
    open(owingAFria, [
      mockRoute(routes.getProjectFria, () => errorAnswer(500, 'The FRIA could not be read.')),
    ]);
    const fria = await card();
    expect(await within(fria).findByText('The FRIA could not be loaded')).toBeTruthy();
  });
});

describe('moving the project to Active', () => {
  const editStatus = async (user: ReturnType<typeof open>['user']) => {
    await user.click((await screen.findAllByRole('button', { name: 'Edit Project' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.selectOptions(within(dialog).getByLabelText(/^Status/), 'active');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    return dialog;
  };

  it('is refused in the dialog while the FRIA is not approved; an admin moves it with a reason', async () => {
    const { user, store, project } = open((s, p) => {
      owingAFria(s, p);
      s.update(p.id, { status: 'planning' });
    });
    const dialog = await editStatus(user);
    const refusal = await within(dialog).findByTestId('fria-activation-refusal');
    expect(refusal.textContent).toMatch(/^This project cannot be moved to Active yet\./);
    expect(refusal.textContent).toContain('or give a reason to move it to Active anyway');
    expect(store.get(project.id)!.status).toBe('planning');
    const reason = within(dialog).getByLabelText(/^Reason to move it to Active/);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(/Say why the project goes Active/)).toBeTruthy();
    await user.type(reason, 'Pilot on test invoices only');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await findToast()).lines[0]).toBe('Project updated successfully!');
    expect(store.get(project.id)!.status).toBe('active');
  }, 60_000);

  it('tells a member to ask an admin, with no reason to give', async () => {
    const member = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });
    const { user, store, project } = open(
      (s, p) => {
        owingAFria(s, p);
        s.update(p.id, { status: 'planning' });
        s.fria.viewAs('member');
      },
      [],
      member,
    );
    const dialog = await editStatus(user);
    const refusal = await within(dialog).findByTestId('fria-activation-refusal');
    expect(refusal.textContent).toContain('or ask an admin to move it to Active with a reason');
    expect(within(dialog).queryByLabelText(/^Reason to move it to Active/)).toBeNull();
    expect(store.get(project.id)!.status).toBe('planning');
  });
});
