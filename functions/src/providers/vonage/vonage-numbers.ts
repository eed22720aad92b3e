// Vonage's account API over fetch: the numbers an account holds, to check a customer's credentials and
// that they own the number they import. VONAGE_API_BASE_URL points it at the local fake.
import { ProviderError } from '../provider-error';

export interface VonageKeys {
  apiKey: string;
  apiSecret: string;
}

export interface VonageNumber {
  /** E.164 ('+' and the MSISDN). */
  phoneNumber: string;
  countryCode: string;
}

const VONAGE_API_ORIGIN = 'https://rest.nexmo.com';
const TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;

interface AccountNumbersBody {
  count?: number;
  numbers?: { msisdn: string; country: string }[];
}

function apiBaseUrl(): string {
  return (process.env.VONAGE_API_BASE_URL?.trim() || VONAGE_API_ORIGIN).replace(/\/+$/, '');
}

/**
 * The account's numbers (GET /account/numbers, basic auth with key and secret), optionally only those
 * containing `pattern` digits. Rejects with status 401 when the credentials are wrong.
 */
export async function listVonageNumbers(keys: VonageKeys, pattern?: string): Promise<VonageNumber[]> {
  const query = new URLSearchParams({ size: String(PAGE_SIZE) });
  if (pattern) {
    query.set('pattern', pattern);
    query.set('search_pattern', '1');
  }
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/account/numbers?${query.toString()}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.apiKey}:${keys.apiSecret}`).toString('base64')}`,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError('vonage', null, null, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok)
    throw new ProviderError('vonage', response.status, null, `Vonage answered HTTP ${response.status}`);
  const body = (await response.json()) as AccountNumbersBody;
  return (body.numbers ?? []).map((number) => ({
    phoneNumber: `+${number.msisdn}`,
    countryCode: number.country,
  }));
}
