import type { FeedbackBody } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { Feedback } from '../../models/feedback.ts';

/**
 * Stores a feedback submission. Not part of any company's history: it is sent by anyone,
 * signed in or not, about the product itself.
 */
export async function submitFeedback(db: Knex, body: FeedbackBody): Promise<void> {
  await Feedback.query(db).insert({
    name: body.name.trim(),
    email: body.email,
    company: body.company?.trim() || null,
    feedback: body.feedback,
  });
}
