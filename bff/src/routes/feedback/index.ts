import type { Registration } from '../contract.ts';
import { submitFeedback } from './feedback.ts';

export const feedbackRoutes: Registration[] = [submitFeedback];
