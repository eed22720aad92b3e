import { API_ROUTES, sendWelcomeEmailRequestSchema } from '@parley/domain';
import type { AuthIdentity } from './account-gateway';
import type { Services } from './services';

/**
 * POST /api/sendWelcomeEmail once the user's address is verified: the server refuses an unverified one
 * and mails each user once, so asking again (every sign-in, after verifying) is harmless. A failure must
 * not spoil what the user is doing, so it is only logged.
 */
export async function welcomeIfVerified(
  services: Pick<Services, 'api'>,
  identity: AuthIdentity,
): Promise<void> {
  if (!identity.emailVerified) return;
  const body = sendWelcomeEmailRequestSchema.safeParse({
    userName: identity.displayName ?? identity.email,
    userEmailAddress: identity.email,
  });
  if (!body.success) return;
  const route = API_ROUTES.sendWelcomeEmail;
  try {
    await services.api(route.path, { method: route.method, body: body.data });
  } catch (error) {
    console.warn('sendWelcomeEmail failed', error);
  }
}
