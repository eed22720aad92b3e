import {
  API_ERROR_REASONS,
  API_ROUTES,
  causeMessage,
  inviteRefusalMessage,
  newUserResponseSchema,
  type PendingInvite,
} from '@parley/domain';
import type { AuthIdentity } from '../../../lib/account-gateway';
import { reasonOf } from '../../../lib/errors';
import { refreshLayoutCookies } from '../../../lib/layout-cookies';
import { acceptInvitePath, paths, type InviteSource } from '../../../lib/paths';
import { acceptInvite, clearPendingInvite, readPendingInvite } from '../../../lib/pending-invite';
import { rememberCurrentOrg } from '../../../lib/remembered-org';
import type { Services } from '../../../lib/services';
import { welcomeIfVerified } from '../../../lib/welcome-email';

export interface SignInOutcome {
  /** The organisation joined through the pending invite, now the selected one. */
  joinedOrgId: string | null;
  /** What went wrong after signing in (invite not usable, provisioning failed); signing in succeeded. */
  warning: string | null;
  /**
   * Where to go instead of the next page: the invite's accept page when the invite waits for the user
   * to verify their e-mail address (it says so and offers to send the verification e-mail again).
   */
  next: string | null;
}

/**
 * What follows every successful sign-in or sign-up: the sidebar and pinned cookies are set for another
 * 30 days, and the pending invite kept in the browser is used and discarded. A new
 * account is provisioned through POST /user/new, which joins the invite's organisation instead of
 * creating 'My Org'; an existing one accepts the invite (private or public link). A private invite
 * needs a verified address: a new, unverified account is sent the verification e-mail, whose link
 * comes back to the invite, and goes to the invite's page meanwhile. Finally the welcome e-mail, once
 * the address is verified (the server sends it once per user).
 */
export async function finishSignIn(
  services: Pick<Services, 'api' | 'account'>,
  input: { uid: string; provision: false } | { uid: string; provision: true; displayName?: string | null },
): Promise<SignInOutcome> {
  refreshLayoutCookies();
  const invite = readPendingInvite();
  let outcome: SignInOutcome = { joinedOrgId: null, warning: null, next: null };
  const identity = await reloadIdentity(services);
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
      if (joined) outcome = { joinedOrgId: joined, warning: null, next: null };
      else if (result.inviteRefusal) outcome = refusalOutcome(invite, result.inviteRefusal, null);
      if (!identity.emailVerified) {
        await sendVerification(services, invite?.originalUrl ?? `${window.location.origin}${paths.agents}`);
      }
    } else if (invite) {
      const accepted = await acceptInvite(services.api, invite);
      outcome = { joinedOrgId: accepted.orgId, warning: null, next: null };
    }
  } catch (error) {
    outcome = refusalOutcome(invite, reasonOf(error), causeMessage(error));
  } finally {
    // Used or refused, an invite is tried once; the invitee can follow the link again.
    if (invite) clearPendingInvite();
  }
  if (outcome.joinedOrgId) rememberCurrentOrg(input.uid, outcome.joinedOrgId);
  await welcomeIfVerified(services, identity);
  return outcome;
}

/**
 * An invite that was not joined: one waiting for the address to be verified sends the user to its
 * page; any other refusal is a warning in words (inviteRefusalMessage), else `fallback`.
 */
function refusalOutcome(
  invite: PendingInvite | null,
  reason: string | undefined,
  fallback: string | null,
): SignInOutcome {
  if (invite && reason === API_ERROR_REASONS.emailNotVerified) {
    const source: InviteSource = invite.source === 'public' ? 'public' : 'private';
    return { joinedOrgId: null, warning: null, next: acceptInvitePath(invite.token, source) };
  }
  return { joinedOrgId: null, warning: inviteRefusalMessage(reason) ?? fallback, next: null };
}

/** The Auth user now; if Auth cannot be reached, an unverified nobody (signing in still succeeded). */
async function reloadIdentity(services: Pick<Services, 'account'>): Promise<AuthIdentity> {
  try {
    return await services.account.reloadIdentity();
  } catch (error) {
    console.warn('reloadIdentity failed', error);
    return { email: null, displayName: null, emailVerified: false };
  }
}

/** Sends the verification e-mail; a failure must not spoil the sign-in, so it is only logged. */
async function sendVerification(services: Pick<Services, 'account'>, continueUrl: string): Promise<void> {
  try {
    await services.account.sendEmailVerification(continueUrl);
  } catch (error) {
    console.warn('sendEmailVerification failed', error);
  }
}
