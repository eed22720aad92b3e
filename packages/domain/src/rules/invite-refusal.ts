// Why an invite could not be accepted, in words: the routes answer the spec's 'Error accepting invite'
// (or '… public invite') with a stable details.reason, and the accept screen says the specific reason.
import { API_ERROR_REASONS } from '../api/errors';
import {
  MSG_INVITE_ALREADY_USED,
  MSG_INVITE_EMAIL_NOT_VERIFIED,
  MSG_INVITE_EXPIRED,
  MSG_INVITE_LINK_INVALID,
  MSG_INVITE_OTHER_EMAIL,
  MSG_ORG_NOT_FOUND,
} from '../messages';

const REFUSALS = new Map<string, string>([
  [API_ERROR_REASONS.inviteNotFound, MSG_INVITE_LINK_INVALID],
  [API_ERROR_REASONS.inviteExpired, MSG_INVITE_EXPIRED],
  [API_ERROR_REASONS.inviteUsed, MSG_INVITE_ALREADY_USED],
  [API_ERROR_REASONS.inviteEmailMismatch, MSG_INVITE_OTHER_EMAIL],
  [API_ERROR_REASONS.emailNotVerified, MSG_INVITE_EMAIL_NOT_VERIFIED],
  [API_ERROR_REASONS.orgNotFound, MSG_ORG_NOT_FOUND],
]);

/** The specific text for an invite refusal's reason, or null when the reason is not an invite's. */
export function inviteRefusalMessage(reason: string | undefined): string | null {
  return (reason && REFUSALS.get(reason)) ?? null;
}
