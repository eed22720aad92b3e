// A fake Vonage (Nexmo) account API for the local stack and tests: GET /account/numbers with the real
// query parameters and JSON, authenticated by HTTP basic auth (api key : api secret) or by api_key and
// api_secret query parameters. Functions reach it through VONAGE_API_BASE_URL.
import { basicAuth } from './basic-auth';
import { sendJson, startFakeServer, type FakeServer, type FakeStartOptions } from './fake-server';

export interface FakeVonageKeys {
  apiKey: string;
  apiSecret: string;
}

/** A customer's Vonage account holding a few numbers, for 'connect account' and import-number. */
export const FAKE_VONAGE_ACCOUNT: FakeVonageKeys = {
  apiKey: 'fakevonagekey',
  apiSecret: 'fake-vonage-secret',
};

/** Vonage writes numbers as MSISDNs: digits only, country code first. */
const ACCOUNT_NUMBERS: readonly { msisdn: string; country: string }[] = [
  { msisdn: '14045550150', country: 'US' },
  { msisdn: '13035550151', country: 'US' },
  { msisdn: '447700900152', country: 'GB' },
];

export async function startFakeVonage(options: FakeStartOptions = {}): Promise<FakeServer> {
  return startFakeServer((request, res) => {
    if (request.method !== 'GET' || request.path !== '/account/numbers') {
      sendJson(res, 404, { 'error-code': '404', 'error-code-label': 'Not found' });
      return;
    }
    const basic = basicAuth(request.headers);
    const key = basic?.user ?? request.query.get('api_key');
    const secret = basic?.password ?? request.query.get('api_secret');
    if (key !== FAKE_VONAGE_ACCOUNT.apiKey || secret !== FAKE_VONAGE_ACCOUNT.apiSecret) {
      sendJson(res, 401, { 'error-code': '401', 'error-code-label': 'Authentication failed' });
      return;
    }
    const pattern = request.query.get('pattern') ?? '';
    const numbers = ACCOUNT_NUMBERS.filter((number) => number.msisdn.includes(pattern)).map((number) => ({
      country: number.country,
      msisdn: number.msisdn,
      type: 'mobile-lvn',
      features: ['VOICE', 'SMS'],
    }));
    sendJson(res, 200, { count: numbers.length, numbers });
  }, options);
}
