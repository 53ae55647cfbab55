import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/account/email-verification`: mails a link that verifies the signed-in account's
 * address (a few an hour). Without a mail server the answer carries the link it logged.
 */
export const useSendEmailVerification = () =>
  useRouteMutation(routes.sendEmailVerification, () => ({}), {
    meta: { errorMessage: 'The verification link could not be sent' },
  });
