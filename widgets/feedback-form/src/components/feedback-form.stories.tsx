import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { feedbackHandler } from '../testing/handlers';
import { FeedbackForm } from './feedback-form';
import * as stories from '@portfolio/ui/testing/stories';

const meta = {
  title: 'Widgets/Feedback Form/FeedbackForm',
  component: FeedbackForm,
  parameters: { msw: [feedbackHandler({ latency: 400 })] },
  decorators: [stories.maxWidth(560)],
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(/^Company/), 'Analytical Engines');
  await userEvent.type(
    canvas.getByLabelText(/^Feedback/, { selector: 'textarea' }),
    'The dashboard could show trends.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
};

/** Empty and ready. */
export const Idle: Story = {};

/** On a page of its own, with a heading. */
export const WithTitle: Story = {
  args: {
    title: 'Share Your Feedback',
    description: 'Tell us what would make the platform more useful to you.',
  },
};

/** Sent empty: the contract's messages under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'A');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    await expect(canvas.getByText('Name must be at least 2 characters')).toBeTruthy();
  },
};

/** The server has not answered yet: Submitting..., disabled. */
export const Submitting: Story = {
  ...stories.loadingStory([routes.submitFeedback]),
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Submitting...' })).toBeTruthy(),
    );
  },
};

/** Sent: thanks, and the form is empty again. */
export const Success: Story = {
  parameters: { msw: [feedbackHandler()] },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    // The toast follows the answer of the mock service worker: seconds on a busy machine.
    await waitFor(
      () => expect(within(document.body).getByText('Thank you for your feedback!')).toBeTruthy(),
      { timeout: 10_000 },
    );
  },
};

/** The server failed: the Error toast, and the values are kept. */
export const ServerError: Story = {
  ...stories.failingStory([[routes.submitFeedback, 'Internal error']]),
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await waitFor(() =>
      expect(
        within(document.body).getByText('Failed to submit feedback. Please try again.'),
      ).toBeTruthy(),
    );
  },
};
