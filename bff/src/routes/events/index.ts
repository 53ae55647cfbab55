import { streamCompanyEvents } from './events.ts';

export const eventRoutes = [streamCompanyEvents];
