// Registering an imported or bought number with Vapi before it is attached, so the id lands on the
// number, the agent's businessPhoneNumber and its t_agents_endpoints record in the attach transaction.
// Vapi refusing (or being down) never fails the import: the reason is stored on the number instead.
import {
  MSG_VAPI_NUMBER_UNREACHABLE,
  phoneNumberDocId,
  vapiNumberRefusedMessage,
  type PhoneNumber,
} from '@parley/domain';
import { vapiNumberRegistrationFailed } from '../lib/logs';
import { secretValue } from '../lib/secrets';
import { phoneNumberRef } from '../numbers/number-records';
import { VapiApiError } from './vapi-api-error';
import type { VapiClientOptions } from './vapi-client';
import { vapiClient } from './vapi-client';
import { registerVapiPhoneNumber, type VapiNumberRegistration } from './vapi-phone-numbers';
import { VAPI_API_KEY } from './vapi-secrets';

/** The number record's Vapi fields; empty where no Vapi key is configured (nothing to write). */
export type VapiNumberFields = Partial<Pick<PhoneNumber, 'vapiPnId' | 'vapiError'>>;

/**
 * Registers `registration.number` of the organisation with Vapi, unless its record already holds a
 * Vapi id (an import repeated: Vapi would refuse the number as taken).
 */
export async function registerNumberWithVapi(
  orgId: string,
  registration: VapiNumberRegistration,
  options: VapiClientOptions = {},
): Promise<VapiNumberFields> {
  if (!secretValue(VAPI_API_KEY)) return {};
  const stored = await phoneNumberRef(phoneNumberDocId(orgId, registration.number)).get();
  const known: unknown = stored.get('vapiPnId');
  if (typeof known === 'string' && known) return { vapiPnId: known, vapiError: null };
  try {
    return { vapiPnId: await registerVapiPhoneNumber(registration, vapiClient(options)), vapiError: null };
  } catch (error) {
    if (!(error instanceof VapiApiError)) throw error;
    vapiNumberRegistrationFailed(registration.number, error.status, error.vapiMessage);
    return {
      vapiPnId: null,
      vapiError: error.refused ? vapiNumberRefusedMessage(error.vapiMessage) : MSG_VAPI_NUMBER_UNREACHABLE,
    };
  }
}
