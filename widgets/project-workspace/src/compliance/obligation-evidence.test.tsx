import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_FILE_HINT,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_URL_MESSAGE,
  evidenceMarkupMessage,
} from '@portfolio/contracts';
import {
  chosenFile,
  demoPortfolio,
  findToast,
  judgeEvidenceFile,
  renderWithProjects,
  withNodeFormData,
} from '@portfolio/ui/testing';
import { ObligationEvidence } from './obligation-evidence';

// The evidence of one obligation over the kit's evidence book: a link reviewed by an outside
// auditor that expired, and a PDF that holds until 2099.

withNodeFormData();

const MEMBERS = [
  { id: '7a0c2b9e-3f4d-4c55-9a1b-2c3d4e5f6a7b', name: 'Dana Scully' },
  { id: '8b1d3caf-4e5f-4d66-8b2c-3d4e5f6a7b8c', name: 'Fox Mulder' },
];

async function open({ empty = false } = {}) {
  const store = demoPortfolio();
  const project = store.all()[0]!;
  const obligation = {
    id: '0f6b7f8e-1111-4a2b-9c3d-4e5f6a7b8c9d',
    companyId: project.companyId,
    projectId: project.id,
  };
  store.evidence.addObligation(obligation);
  if (!empty) {
    store.evidence.add(obligation, {
      url: 'https://wiki.example/ai-literacy',
      title: 'Training log 2025',
      reviewedBy: 'External auditor',
      reviewedAt: '2025-01-10',
      expiresAt: '2025-12-31',
    });
    const pdf = chosenFile(['%PDF-1.4\n%%EOF\n'], 'conformity.pdf', 'application/pdf');
    const type = await judgeEvidenceFile(pdf);
    if ('status' in type) throw new Error(type.message);
    store.evidence.add(
      obligation,
      { expiresAt: '2099-06-30' },
      { name: pdf.name, type, content: pdf },
    );
  }
  const result = renderWithProjects(
    <ObligationEvidence
      obligationId={obligation.id}
      projectId={project.id}
      companyId={project.companyId}
      members={MEMBERS}
      obligationLabel="Article 4"
    />,
    { store },
  );
  return { ...result, store, obligation };
}

const section = () => screen.findByRole('region', { name: /^Evidence/ });

/** Opens an obligation with no evidence and chooses `file` in its upload form. */
async function chooseFile(file: File) {
  const opened = await open({ empty: true });
  const region = await section();
  await opened.user.click(within(region).getByRole('radio', { name: 'A file' }));
  await opened.user.upload(within(region).getByLabelText(/^File/), file);
  return { ...opened, region };
}

describe('the evidence of an obligation', () => {
  it('lists each piece with its type, reviewer and expiry, the expired one marked', async () => {
    await open();
    const rows = await within(await section()).findAllByTestId('evidence-row');
    expect(rows).toHaveLength(2);
    const [file, link] = rows as [HTMLElement, HTMLElement];
    const download = within(file).getByRole('link', { name: 'conformity.pdf' });
    expect(download.getAttribute('href')).toMatch(/\/api\/evidence\/[0-9a-f-]{36}$/);
    expect(download.hasAttribute('download')).toBe(true);
    expect(file.textContent).toContain('Not reviewed · Expires Jun 30, 2099');
    expect(within(file).queryByText('Expired')).toBeNull();
    expect(within(link).getByRole('link', { name: 'Training log 2025' })).toHaveProperty(
      'href',
      'https://wiki.example/ai-literacy',
    );
    expect(link.textContent).toContain('Reviewed by External auditor on Jan 10, 2025');
    expect(within(link).getByText('Expired')).toBeTruthy();
  });

  it('states the limits of a file before one is chosen', async () => {
    const { user } = await open({ empty: true });
    const region = await section();
    expect(await within(region).findByText(/No evidence yet/)).toBeTruthy();
    // The fact prints in the compliance file; what to do about it is for the screen only.
    const instruction = within(region).getByText(/Add a link to where it is kept/);
    expect(instruction.closest('[data-print-hide]')).not.toBeNull();
    expect(
      within(region)
        .getByText(/No evidence yet/)
        .closest('[data-print-hide]'),
    ).toBeNull();
    await user.click(within(region).getByRole('radio', { name: 'A file' }));
    expect(within(region).getByText(EVIDENCE_FILE_HINT)).toBeTruthy();
    expect(within(region).getByLabelText(/^File/).getAttribute('accept')).toContain('.pdf');
  });

  it('adds a link reviewed by a member, after checking the address', async () => {
    const { user, store, obligation } = await open({ empty: true });
    const region = await section();
    await user.type(within(region).getByLabelText(/^Link/), 'not a link');
    await user.click(within(region).getByRole('button', { name: 'Add Link' }));
    expect(await within(region).findByText(EVIDENCE_URL_MESSAGE)).toBeTruthy();

    await user.clear(within(region).getByLabelText(/^Link/));
    await user.type(within(region).getByLabelText(/^Link/), 'https://dms.example/risk-file');
    await user.selectOptions(within(region).getByLabelText('Reviewed by'), 'Dana Scully');
    await user.type(within(region).getByLabelText('Expires on (optional)'), '2027-03-31');
    await user.click(within(region).getByRole('button', { name: 'Add Link' }));
    expect((await findToast()).lines[0]).toBe('Added https://dms.example/risk-file');
    await within(region).findByTestId('evidence-row');
    expect(store.evidence.list(obligation.id)[0]).toMatchObject({
      kind: 'link',
      reviewedBy: { id: MEMBERS[0]!.id },
      expiresAt: '2027-03-31',
    });
  });

  it('uploads a file, with a reviewer typed by name', async () => {
    const { user, store, obligation, region } = await chooseFile(
      chosenFile(['%PDF-1.7\n%%EOF\n'], 'audit.pdf', 'application/pdf'),
    );
    await user.selectOptions(within(region).getByLabelText('Reviewed by'), 'Someone else…');
    await user.type(within(region).getByLabelText('Reviewer’s name'), 'Notified body');
    await user.click(within(region).getByRole('button', { name: 'Upload File' }));
    expect((await findToast()).lines[0]).toBe('Added audit.pdf');
    expect(store.evidence.list(obligation.id)[0]).toMatchObject({
      kind: 'file',
      file: { name: 'audit.pdf', contentType: 'application/pdf' },
      reviewedBy: { id: null, name: 'Notified body' },
    });
  });

  it("shows the API's refusal of a file by its content on the file field, and keeps nothing", async () => {
    const { user, store, obligation, region } = await chooseFile(
      chosenFile(['<html><script>alert(1)</script></html>'], 'report.pdf', 'application/pdf'),
    );
    await user.click(within(region).getByRole('button', { name: 'Upload File' }));
    expect(await within(region).findByText(evidenceMarkupMessage('pdf'))).toBeTruthy();
    expect(store.evidence.list(obligation.id)).toEqual([]);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { user, store, obligation, region } = await chooseFile(
      chosenFile([new Uint8Array(EVIDENCE_MAX_FILE_BYTES + 1)], 'scan.pdf'),
    );
    await user.click(within(region).getByRole('button', { name: 'Upload File' }));
    expect(await within(region).findByText(EVIDENCE_TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(store.evidence.list(obligation.id)).toEqual([]);
  });

  it('removes a piece after asking', async () => {
    const { user, store, obligation } = await open();
    const region = await section();
    await within(region).findAllByTestId('evidence-row');
    await user.click(within(region).getByRole('button', { name: 'Remove Training log 2025' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove "Training log 2025" from Article 4?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(region).getAllByTestId('evidence-row')).toHaveLength(1));
    expect(store.evidence.list(obligation.id).map((e) => e.title)).toEqual(['conformity.pdf']);
  });
});
