import type { Registration } from '../contract.ts';
import { getPreferences, updatePreferences } from './preferences.ts';

export const preferenceRoutes: Registration[] = [getPreferences, updatePreferences];
