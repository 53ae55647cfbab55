import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

export const FEEDBACK_NAME_MIN_LENGTH = 2;
export const FEEDBACK_TEXT_MIN_LENGTH = 10;

export const FeedbackBody = Type.StrictObject({
  name: Type.String({
    title: 'Name',
    minLength: FEEDBACK_NAME_MIN_LENGTH,
    maxLength: 255,
    pattern: '\\S.*\\S|\\S\\S',
    errorMessage: Type.tooShort(`Name must be at least ${FEEDBACK_NAME_MIN_LENGTH} characters`),
  }),
  email: Type.labelled('Email', Type.Email('Please enter a valid email')),
  company: Type.Optional(Type.labelled('Company', Type.Nullable(Type.String({ maxLength: 255 })))),
  feedback: Type.String({
    title: 'Feedback',
    minLength: FEEDBACK_TEXT_MIN_LENGTH,
    maxLength: 5000,
    errorMessage: Type.tooShort(
      `Please provide at least ${FEEDBACK_TEXT_MIN_LENGTH} characters of feedback`,
    ),
  }),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FEEDBACK_THANKS = {
  title: 'Thank you for your feedback!',
  description: "We'll review your suggestions and get back to you soon.",
} as const;
export const FEEDBACK_FAILURE = {
  title: 'Error',
  description: 'Failed to submit feedback. Please try again.',
} as const;
