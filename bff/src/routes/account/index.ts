import type { Registration } from '../contract.ts';
import { changePasswordRoute, deleteAccountRoute } from './account.ts';

export const accountRoutes: Registration[] = [changePasswordRoute, deleteAccountRoute];
