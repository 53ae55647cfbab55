import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, routes, type FeedbackBody } from '@portfolio/contracts';
import {
  HttpResponse,
  delay,
  errorAnswer,
  findToast,
  mockRoute,
  mockRouteError,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { feedbackHandler } from '../testing/handlers';
import { FeedbackForm } from './feedback-form';

/** The spec's failure notice. */
const failureToast = {
  lines: ['Error', 'Failed to submit feedback. Please try again.'],
  variant: 'destructive',
};

function renderForm() {
  const result = renderWithProviders(<FeedbackForm />);
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as
      HTMLInputElement | HTMLTextAreaElement;
  const fill = async (
    values: Partial<Record<'Name' | 'Email' | 'Company' | 'Feedback', string>>,
  ) => {
    for (const [label, value] of Object.entries(values)) {
      await result.user.clear(field(label));
      // Pasted in one go: typing long texts key by key is slow in jsdom.
      if (value) await result.user.paste(value);
    }
  };
  const submitButton = () =>
    screen.getByRole('button', { name: /Submit Feedback|Submitting\.\.\./ });
  return { ...result, field, fill, submitButton };
}

const valid = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Company: 'Analytical Engines',
  Feedback: 'The dashboard could show trends over time.',
};

describe('FeedbackForm', () => {
  it('has the four fields and the Submit Feedback button', () => {
    const { field, submitButton } = renderForm();
    for (const label of ['Name', 'Email', 'Company', 'Feedback']) expect(field(label)).toBeTruthy();
    expect(submitButton().textContent).toBe('Submit Feedback');
  });

  it("shows the contract's messages and sends nothing when the values are not valid", async () => {
    let sent = 0;
    server.use(feedbackHandler({ onSubmit: () => sent++ }));
    const { user, fill, field, submitButton } = renderForm();
    await fill({ Name: 'A', Email: 'ada.example.com', Feedback: 'Too short' });
    await user.click(submitButton());

    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please provide at least 10 characters of feedback')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Company').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(sent).toBe(0);
  });

  it('asks for every required field when the form is sent empty, the company being optional', async () => {
    const { user, submitButton } = renderForm();
    await user.click(submitButton());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'Please provide at least 10 characters of feedback',
    ]);
  });

  it('updates the messages while typing once the form has been sent', async () => {
    const { user, fill, submitButton } = renderForm();
    await user.click(submitButton());
    await fill({ Name: 'Ada' });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
  });

  it('reads Submitting... and is disabled while sending, then thanks and resets the form', async () => {
    let release = () => {};
    const bodies: FeedbackBody[] = [];
    server.use(
      mockRoute(routes.submitFeedback, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Thank you for your feedback!' }, { status: 201 });
      }),
    );
    const { user, fill, field, submitButton } = renderForm();
    await fill({ ...valid, Name: '  Ada Lovelace ' });
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        feedback: valid.Feedback,
      },
    ]);

    release();
    await waitFor(() => expect(submitButton().textContent).toBe('Submit Feedback'));
    expect(await findToast()).toEqual({
      lines: [
        'Thank you for your feedback!',
        "We'll review your suggestions and get back to you soon.",
      ],
      variant: 'default',
    });
    for (const label of ['Name', 'Email', 'Company', 'Feedback'])
      expect(field(label).value).toBe('');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a blank company as null', async () => {
    const bodies: FeedbackBody[] = [];
    server.use(feedbackHandler({ onSubmit: (body) => bodies.push(body) }));
    const { user, fill, submitButton } = renderForm();
    await fill({ ...valid, Company: '   ' });
    await user.click(submitButton());
    await screen.findByText('Thank you for your feedback!');
    expect(bodies[0]!.company).toBeNull();
  });

  it('keeps the values and shows the Error toast when the server fails', async () => {
    server.use(mockRouteError(routes.submitFeedback, 500, 'Internal error'));
    const { user, fill, field, submitButton } = renderForm();
    await fill(valid);
    await user.click(submitButton());

    expect(await findToast()).toEqual(failureToast);
    expect(screen.getByRole('alert').textContent).toContain('Failed to submit feedback.');
    expect(field('Name').value).toBe(valid.Name);
    expect(field('Email').value).toBe(valid.Email);
    expect(field('Company').value).toBe(valid.Company);
    expect(field('Feedback').value).toBe(valid.Feedback);
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
    expect(submitButton().textContent).toBe('Submit Feedback');
  });

  it('keeps the values and shows the Error toast when the network fails', async () => {
    server.use(mockRoute(routes.submitFeedback, () => HttpResponse.error()));
    const { user, fill, field, submitButton } = renderForm();
    await fill(valid);
    await user.click(submitButton());
    expect(await findToast()).toEqual(failureToast);
    expect(field('Feedback').value).toBe(valid.Feedback);
  });

  it("shows the server's field message under its field when it answers 400 with details", async () => {
    server.use(
      mockRoute(routes.submitFeedback, async () => {
        await delay(10);
        return errorAnswer(400, 'Please enter a valid email', {
          code: ERROR_CODES.validation,
          details: [{ field: 'email', message: 'Please enter a valid email' }],
        });
      }),
    );
    const { user, fill, field, submitButton } = renderForm();
    await fill(valid);
    await user.click(submitButton());
    expect(await findToast()).toEqual(failureToast);
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field('Email').getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Please enter a valid email');
    expect(field('Email').value).toBe(valid.Email);
  });
});
