import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, routes } from '@portfolio/contracts';
import { chosenFile, errorAnswer, makeMembership, mockRoute } from '@portfolio/ui/testing';
import { renderFrameworks } from '../render-frameworks';

const companyId = makeMembership().id;

const VALID =
  'ref,group,title,control,strength\r\n' +
  '1.1,Governance,An AI policy is approved by the board,GOV-1,direct\r\n' +
  '1.1,,,OPS-4,partial\r\n' +
  '2.1,Operations,Logs are kept for a year,OPS-4,\r\n';

const INVALID =
  'ref,group,title,control,strength\r\n' +
  '1.1,Governance,An AI policy is approved by the board,GOV-1,direct\r\n' +
  '1.2,Governance,,GOV-99,strong\r\n' +
  ',Operations,Logs are kept,OPS-4,\r\n';

async function openImport(name: string, csv: string) {
  const view = renderFrameworks();
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Import a framework' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a framework' });
  await user.type(within(dialog).getByLabelText(/^Name/), name);
  await user.upload(
    within(dialog).getByLabelText(/^CSV file/),
    chosenFile([csv], 'scheme.csv', 'text/csv'),
  );
  return { ...view, dialog };
}

const problems = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Problems of the CSV' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Importing a framework', () => {
  it('reads a valid file, imports it whole and opens it', async () => {
    const { user, dialog, navigate, store } = await openImport('National AI scheme', VALID);
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'scheme.csv: 2 items in 2 groups, 3 links to your controls. Ready to import.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await screen.findByText('Imported National AI scheme');
    const own = store.frameworks
      .frameworks(companyId)
      .find((f) => f.name === 'National AI scheme')!;
    expect(own.coverage.items).toBe(2);
    expect(navigate).toHaveBeenCalledWith(`/compliance/frameworks/${own.id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists every problem of a file by row and column, and imports nothing', async () => {
    const { user, dialog, store } = await openImport('National AI scheme', INVALID);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The CSV has 4 problems, so nothing will be imported.');
    expect(problems(dialog)).toEqual([
      ['3', 'title', 'item 1.2 needs a title on its first row'],
      [
        '3',
        'strength',
        '“strong” is not a strength: write direct or partial (or leave it empty for direct)',
      ],
      [
        '3',
        'control',
        expect.stringMatching(/^no control “GOV-99” in the library: name one by its ref \(GOV-1, /),
      ],
      ['4', 'ref', 'every row needs the item’s ref'],
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(submit);
    expect(store.frameworks.frameworks(companyId)).toHaveLength(5);

    // A corrected file replaces the problems with what it holds.
    await user.upload(within(dialog).getByLabelText(/^CSV file/), chosenFile([VALID], 'fixed.csv'));
    expect((await within(dialog).findByRole('status')).textContent).toContain('fixed.csv: 2 items');
    expect(within(dialog).queryByRole('table', { name: 'Problems of the CSV' })).toBeNull();
  });

  it("shows the server's refusal row by row, and the name's problem on its field", async () => {
    const refusals = [
      errorAnswer(
        400,
        'The CSV has 1 error, so nothing was imported: Row 2, column control: no such control',
        {
          code: ERROR_CODES.invalidInput,
          details: [{ field: 'rows.2.control', message: 'Row 2, column control: no such control' }],
        },
      ),
      errorAnswer(400, 'Give the framework a name', {
        code: ERROR_CODES.invalidInput,
        details: [{ field: 'name', message: 'Another framework has this name' }],
      }),
    ];
    const view = renderFrameworks({
      handlers: [mockRoute(routes.importFramework, () => refusals.shift()! as never)],
    });
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Import a framework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a framework' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Scheme');
    await user.upload(
      within(dialog).getByLabelText(/^CSV file/),
      chosenFile([VALID], 'scheme.csv'),
    );
    await within(dialog).findByRole('status');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('table', { name: 'Problems of the CSV' });
    expect(problems(dialog)).toEqual([['2', 'control', 'no such control']]);

    await user.upload(
      within(dialog).getByLabelText(/^CSV file/),
      chosenFile([VALID], 'scheme.csv'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Another framework has this name')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Import a framework' })).toBe(dialog);
  });

  it('asks for a name and a file before sending', async () => {
    const { user, store } = renderFrameworks();
    await user.click(await screen.findByRole('button', { name: 'Import a framework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a framework' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      within(dialog).getByText('Give the framework a name, as people will see it in the list'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose a CSV file with the framework’s items')).toBeTruthy();
    expect(store.frameworks.frameworks(companyId)).toHaveLength(5);
  });
});

describe('Deleting a framework', () => {
  it("deletes the company's own framework after asking, and goes back to the list", async () => {
    const view = renderFrameworks();
    const own = view.store.frameworks.frameworks(companyId).find((f) => f.kind === 'custom')!;
    view.show({ frameworkId: own.id });
    const { user, navigate } = view;
    await user.click(await screen.findByRole('button', { name: 'Delete framework' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete framework' });
    expect(confirm.textContent).toContain(
      'Delete "Northwind internal AI standard" with its 4 items?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Framework deleted');
    expect(navigate).toHaveBeenCalledWith('/compliance/frameworks');
    expect(view.store.frameworks.frameworks(companyId).map((f) => f.kind)).not.toContain('custom');
  });

  it('offers no delete on a built-in framework', async () => {
    renderFrameworks({ frameworkId: 'eu-ai-act' });
    await screen.findByRole('region', { name: 'Gaps and overdue items' });
    expect(screen.queryByRole('button', { name: 'Delete framework' })).toBeNull();
  });
});
