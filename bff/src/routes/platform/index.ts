import type { Registration } from '../contract.ts';
import { getOpenApi, getWidgetRegistry } from './platform.ts';

export const platformRoutes: Registration[] = [getOpenApi, getWidgetRegistry];
