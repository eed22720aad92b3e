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
 * POST /api/sendWelcomeEmail: queues the welcome e-mail. It goes only to the caller's own verified
 * address, so the route cannot be used to mail strangers.
 */
export const sendWelcomeEmailRoute = defineRoute(
  API_ROUTES.sendWelcomeEmail,
  sendWelcomeEmailRequestSchema,
  async ({ token, input }): Promise<OkResponse> => {
    if (token.email?.toLowerCase() !== input.userEmailAddress.toLowerCase()) {
      throw failure('permission-denied', MSG_ERROR_SENDING_WELCOME_EMAIL, {
        reason: API_ERROR_REASONS.emailMismatch,
      });
    }
    try {
      await sendMail(welcomeMail(input.userEmailAddress, input.userName), 'welcome');
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      unexpectedError(error);
      throw failure('internal', MSG_ERROR_SENDING_WELCOME_EMAIL, { reason: API_ERROR_REASONS.mailFailed });
    }
    return { ok: true };
  },
);
