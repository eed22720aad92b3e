import {
  API_ROUTES,
  causeMessage,
  newUserResponseSchema,
  sendWelcomeEmailRequestSchema,
} from '@parley/domain';
import { rememberCurrentOrg } from '../../../lib/remembered-org';
import { refreshLayoutCookies } from '../../../lib/layout-cookies';
import { acceptInvite, clearPendingInvite, readPendingInvite } from '../../../lib/pending-invite';
import type { Services } from '../../../lib/services';

export interface SignInOutcome {
  /** The organisation joined through the pending invite, now the selected one. */
  joinedOrgId: string | null;
  /** What went wrong after signing in (invite not usable, provisioning failed); signing in succeeded. */
  warning: string | null;
}

/**
 * What follows every successful sign-in or sign-up: the sidebar and pinned cookies are set for another
 * 30 days, and the pending invite kept in the browser is used and discarded. A new
 * account is provisioned through POST /user/new, which joins the invite's organisation instead of
 * creating 'My Org'; an existing one accepts the invite (private or public link).
 */
export async function finishSignIn(
  services: Pick<Services, 'api'>,
  input: { uid: string; provision: false } | { uid: string; provision: true; displayName?: string | null },
): Promise<SignInOutcome> {
  refreshLayoutCookies();
  const invite = readPendingInvite();
  let outcome: SignInOutcome = { joinedOrgId: null, warning: null };
  try {
    if (input.provision) {
      // The Auth trigger provisions too, so a failure here leaves a working account: warn, go on.
      const route = API_ROUTES.newUser;
      const result = await services.api(route.path, {
        method: route.method,
        body: { displayName: input.displayName ?? null, inviteToken: invite?.token ?? null },
        schema: newUserResponseSchema,
      });
      const joined = invite ? result.orgIds.find((id) => id !== result.personalOrgId) : undefined;
      outcome = { joinedOrgId: joined ?? null, warning: null };
    } else if (invite) {
      const accepted = await acceptInvite(services.api, invite);
      outcome = { joinedOrgId: accepted.orgId, warning: null };
    }
  } catch (error) {
    outcome = { joinedOrgId: null, warning: causeMessage(error) };
  } finally {
    // Used or refused, an invite is tried once; the invitee can follow the link again.
    if (invite) clearPendingInvite();
  }
  if (outcome.joinedOrgId) rememberCurrentOrg(input.uid, outcome.joinedOrgId);
  return outcome;
}

/** POST /api/sendWelcomeEmail after sign-up; a failure must not spoil the sign-up, so it is only logged. */
export async function sendWelcomeEmail(
  services: Pick<Services, 'api'>,
  user: { displayName: string; email: string },
): Promise<void> {
  const body = sendWelcomeEmailRequestSchema.safeParse({
    userName: user.displayName,
    userEmailAddress: user.email,
  });
  if (!body.success) return;
  const route = API_ROUTES.sendWelcomeEmail;
  try {
    await services.api(route.path, { method: route.method, body: body.data });
  } catch (error) {
    console.warn('sendWelcomeEmail failed', error);
  }
}
