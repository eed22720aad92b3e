import { describe, expect, it } from 'vitest';
import { API_ERROR_REASONS } from '../api/errors';
import {
  MSG_INVITE_ALREADY_USED,
  MSG_INVITE_EMAIL_NOT_VERIFIED,
  MSG_INVITE_EXPIRED,
  MSG_INVITE_LINK_INVALID,
  MSG_INVITE_OTHER_EMAIL,
} from '../messages';
import { inviteRefusalMessage } from './invite-refusal';

describe('inviteRefusalMessage', () => {
  it.each([
    [API_ERROR_REASONS.inviteNotFound, MSG_INVITE_LINK_INVALID],
    [API_ERROR_REASONS.inviteExpired, MSG_INVITE_EXPIRED],
    [API_ERROR_REASONS.inviteUsed, MSG_INVITE_ALREADY_USED],
    [API_ERROR_REASONS.inviteEmailMismatch, MSG_INVITE_OTHER_EMAIL],
    [API_ERROR_REASONS.emailNotVerified, MSG_INVITE_EMAIL_NOT_VERIFIED],
  ])('words %s', (reason, text) => {
    expect(inviteRefusalMessage(reason)).toBe(text);
  });

  it('has nothing to say about other reasons or none', () => {
    expect(inviteRefusalMessage(API_ERROR_REASONS.internal)).toBeNull();
    expect(inviteRefusalMessage(undefined)).toBeNull();
    expect(inviteRefusalMessage('toString')).toBeNull();
  });
});
