import {
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_ERROR_SENDING_WELCOME_EMAIL,
  sendWelcomeEmailRequestSchema,
  type OkResponse,
} from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { unexpectedError } from '../lib/logs';
import { sendMail } from '../mail/send-mail';
import { welcomeMail } from '../mail/templates';

/**
 * POST /api/sendWelcomeEmail: queues the welcome e-mail, once per user. It goes only to the caller's own
 * address, and only once that address is verified (the ID token's email_verified), so the route can
 * mail neither strangers nor an address someone merely typed in at sign-up.
 */
export const sendWelcomeEmailRoute = defineRoute(
  API_ROUTES.sendWelcomeEmail,
  sendWelcomeEmailRequestSchema,
  async ({ uid, token, input }): Promise<OkResponse> => {
    if (token.email?.toLowerCase() !== input.userEmailAddress.toLowerCase()) {
      throw failure('permission-denied', MSG_ERROR_SENDING_WELCOME_EMAIL, {
        reason: API_ERROR_REASONS.emailMismatch,
      });
    }
    if (token.email_verified !== true) {
      throw failure('failed-precondition', MSG_ERROR_SENDING_WELCOME_EMAIL, {
        reason: API_ERROR_REASONS.emailNotVerified,
      });
    }
    try {
      await sendMail(welcomeMail(input.userEmailAddress, input.userName), 'welcome', {
        once: `welcome-${uid}`,
      });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      unexpectedError(error);
      throw failure('internal', MSG_ERROR_SENDING_WELCOME_EMAIL, { reason: API_ERROR_REASONS.mailFailed });
    }
    return { ok: true };
  },
);
