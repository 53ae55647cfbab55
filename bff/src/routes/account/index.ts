import type { Registration } from '../contract.ts';
import { changePasswordRoute, deleteAccountRoute, updateProfileRoute } from './account.ts';
import { sendEmailVerificationRoute } from './email-verification.ts';
import {
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  regenerateRecoveryCodesRoute,
  setupTwoFactorRoute,
} from './two-factor.ts';

export const accountRoutes: Registration[] = [
  changePasswordRoute,
  updateProfileRoute,
  sendEmailVerificationRoute,
  setupTwoFactorRoute,
  enableTwoFactorRoute,
  disableTwoFactorRoute,
  regenerateRecoveryCodesRoute,
  deleteAccountRoute,
];
