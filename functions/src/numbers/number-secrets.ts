// The secrets the phone-number routes read at call time; the `api` function binds them. Through
// bindableSecrets like every other secret, so the Functions emulator never asks Secret Manager for them.
import { bindableSecrets } from '../lib/secrets';
import { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../providers/twilio/twilio-client';
import { CREDENTIALS_ENCRYPTION_KEY } from './credentials-cipher';

export const NUMBER_SECRETS = bindableSecrets(
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  CREDENTIALS_ENCRYPTION_KEY,
);
