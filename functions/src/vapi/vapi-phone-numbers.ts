// Registering a Twilio or Vonage number with Vapi, so inbound calls reach an assistant and outbound
// calls can be placed from it. Vapi answers the id Parley stores as `vapiPnId`.
import type { Vapi } from '@vapi-ai/server-sdk';
import { vapiRequest } from './vapi-api-error';
import { vapiClient, type VapiClientLike } from './vapi-client';

/**
 * What Vapi needs to take a number over: Twilio's account SID with its auth token (or API key and
 * secret); Vonage's number through a Vapi credential holding the account's key (credentialId).
 */
export type VapiNumberRegistration =
  Vapi.CreatePhoneNumbersRequest.Twilio | Vapi.CreatePhoneNumbersRequest.Vonage;

/**
 * Registers the number and resolves its Vapi id. A number Vapi refuses (not in the account, malformed)
 * throws VapiApiError with `refused` true and Vapi's reason in `vapiMessage`.
 */
export async function registerVapiPhoneNumber(
  registration: VapiNumberRegistration,
  client: VapiClientLike = vapiClient(),
): Promise<string> {
  const created = await vapiRequest('register phone number', async () =>
    (await client).phoneNumbers.create(registration),
  );
  return created.id;
}

/** The number as Vapi holds it. Throws VapiApiError (404: not registered). */
export async function getVapiPhoneNumber(
  phoneNumberId: string,
  client: VapiClientLike = vapiClient(),
): Promise<Vapi.GetPhoneNumbersResponse> {
  return vapiRequest('get phone number', async () => (await client).phoneNumbers.get({ id: phoneNumberId }));
}
