// A fake Twilio REST API (2010-04-01) for the local stack and tests: available numbers by country and
// area code, buying (IncomingPhoneNumbers.json), listing, fetching and releasing an account's numbers,
// sub-accounts (Accounts.json). Same paths, form bodies, JSON and error shape as api.twilio.com, with
// HTTP basic auth checked, so functions run the real `twilio` SDK against it (TWILIO_API_BASE_URL).
import { LOCAL_TWILIO_PLATFORM_ACCOUNT } from '@parley/domain';
import { basicAuth } from './basic-auth';
import {
  sendJson,
  startFakeServer,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';

export interface FakeTwilioAccountKeys {
  accountSid: string;
  authToken: string;
}

/** The platform's own account: what TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN hold locally. */
export const FAKE_TWILIO_PLATFORM: FakeTwilioAccountKeys = LOCAL_TWILIO_PLATFORM_ACCOUNT;

/** A customer's own Twilio account, for 'Import Numbers From Twilio' and import-number. */
export const FAKE_TWILIO_EXTERNAL: FakeTwilioAccountKeys = {
  accountSid: `AC${'e'.repeat(31)}2`,
  authToken: 'fake-external-auth-token',
};

interface Offer {
  phoneNumber: string;
  locality: string;
  region: string;
  isoCountry: string;
}

/** Numbers for sale: US numbers across several states, two Canadian ones and a UK one. */
const OFFERS: readonly Offer[] = [
  { phoneNumber: '+14155550101', locality: 'San Francisco', region: 'CA', isoCountry: 'US' },
  { phoneNumber: '+14155550102', locality: 'San Francisco', region: 'CA', isoCountry: 'US' },
  { phoneNumber: '+12125550103', locality: 'New York', region: 'NY', isoCountry: 'US' },
  { phoneNumber: '+12125550104', locality: 'New York', region: 'NY', isoCountry: 'US' },
  { phoneNumber: '+15125550105', locality: 'Austin', region: 'TX', isoCountry: 'US' },
  { phoneNumber: '+13055550106', locality: 'Miami', region: 'FL', isoCountry: 'US' },
  { phoneNumber: '+12065550107', locality: 'Seattle', region: 'WA', isoCountry: 'US' },
  { phoneNumber: '+14165550108', locality: 'Toronto', region: 'ON', isoCountry: 'CA' },
  { phoneNumber: '+16045550109', locality: 'Vancouver', region: 'BC', isoCountry: 'CA' },
  { phoneNumber: '+442079460110', locality: 'London', region: 'England', isoCountry: 'GB' },
];

/** Numbers already in the external account, ready to import. */
const EXTERNAL_NUMBERS: readonly string[] = [
  '+13125550142',
  '+16175550143',
  '+17135550144',
  '+14165550145',
  '+442079460146',
];

/** An SMS the fake accepted. */
export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

interface IncomingNumber {
  sid: string;
  accountSid: string;
  phoneNumber: string;
  dateCreated: string;
}

interface Account extends FakeTwilioAccountKeys {
  friendlyName: string;
  ownerAccountSid: string;
  dateCreated: string;
}

export interface FakeTwilio extends FakeServer {
  /** Every purchase request (POST IncomingPhoneNumbers.json), in order, whether or not it succeeded. */
  purchases: string[];
  /** Every number released, in order. */
  releases: string[];
  /** Sub-accounts created, by friendly name. */
  subaccounts: string[];
  /** Every SMS sent (POST Messages.json), in order. */
  messages: FakeTwilioMessage[];
  /** Environment that points the functions' Twilio adapter at this fake with the platform account. */
  env: Record<'TWILIO_API_BASE_URL' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN', string>;
  /** Adds a number to an account (tests: an account with a known number). */
  addAccountNumber(accountSid: string, phoneNumber: string): void;
  /** Puts a US number up for sale (tests: a number no other test file buys). */
  offerNumber(phoneNumber: string): void;
}

const BASE = '/2010-04-01';
let sequence = 0;
const sid = (prefix: string): string => `${prefix}${(++sequence).toString(16).padStart(32, '0')}`;
const rfc2822 = (): string => new Date().toUTCString().replace('GMT', '+0000');

/** A fake's answer: status and JSON body (none for 204). */
interface Reply {
  status: number;
  body?: unknown;
}

const reply = (status: number, body?: unknown): Reply => ({ status, body });

/** Twilio's error body, e.g. 401 {code: 20003, message: 'Authenticate'}. */
export function twilioError(status: number, code: number, message: string): Reply {
  return reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function incomingJson(number: IncomingNumber) {
  return {
    sid: number.sid,
    account_sid: number.accountSid,
    friendly_name: number.phoneNumber,
    phone_number: number.phoneNumber,
    date_created: number.dateCreated,
    date_updated: number.dateCreated,
    status: 'in-use',
    capabilities: { voice: true, sms: true, mms: false, fax: false },
    api_version: '2010-04-01',
    uri: `${BASE}/Accounts/${number.accountSid}/IncomingPhoneNumbers/${number.sid}.json`,
  };
}

function accountJson(account: Account) {
  return {
    sid: account.accountSid,
    auth_token: account.authToken,
    friendly_name: account.friendlyName,
    owner_account_sid: account.ownerAccountSid,
    status: 'active',
    type: 'Full',
    date_created: account.dateCreated,
    date_updated: account.dateCreated,
    uri: `${BASE}/Accounts/${account.accountSid}.json`,
  };
}

/** A list answer in Twilio's paging envelope; the fake always answers one page. */
function page(request: FakeRequest, key: string, items: unknown[]): Reply {
  const pageSize = Number(request.query.get('PageSize') ?? 50);
  const uri = `${request.path}?${request.query.toString()}`;
  return reply(200, {
    [key]: items,
    page: 0,
    page_size: pageSize,
    start: 0,
    end: Math.max(items.length - 1, 0),
    uri,
    first_page_uri: uri,
    next_page_uri: null,
    previous_page_uri: null,
  });
}

export async function startFakeTwilio(options: FakeStartOptions = {}): Promise<FakeTwilio> {
  const accounts = new Map<string, Account>();
  const numbers = new Map<string, IncomingNumber>();
  const forSale = new Map(OFFERS.map((offer) => [offer.phoneNumber, offer]));
  const everOffered = new Map(forSale);
  const purchases: string[] = [];
  const releases: string[] = [];
  const messages: FakeTwilioMessage[] = [];
  const subaccounts: string[] = [];

  const addAccount = (keys: FakeTwilioAccountKeys, friendlyName: string, owner = keys.accountSid) =>
    accounts.set(keys.accountSid, { ...keys, friendlyName, ownerAccountSid: owner, dateCreated: rfc2822() });
  const addAccountNumber = (accountSid: string, phoneNumber: string) => {
    const number = { sid: sid('PN'), accountSid, phoneNumber, dateCreated: rfc2822() };
    numbers.set(number.sid, number);
    return number;
  };
  addAccount(FAKE_TWILIO_PLATFORM, 'Parley platform');
  addAccount(FAKE_TWILIO_EXTERNAL, 'Demo customer');
  for (const phoneNumber of EXTERNAL_NUMBERS) addAccountNumber(FAKE_TWILIO_EXTERNAL.accountSid, phoneNumber);

  /** The account in the path when the caller may act on it: itself, or the account that owns it. */
  function authorise(request: FakeRequest, accountSid: string): Account | Reply {
    const credentials = basicAuth(request.headers);
    const caller = credentials ? accounts.get(credentials.user) : undefined;
    if (!caller || caller.authToken !== credentials?.password) return twilioError(401, 20003, 'Authenticate');
    const account = accounts.get(accountSid);
    if (
      !account ||
      (account.accountSid !== caller.accountSid && account.ownerAccountSid !== caller.accountSid)
    ) {
      return twilioError(404, 20404, `The requested resource ${request.path} was not found`);
    }
    return account;
  }

  function route(request: FakeRequest): Reply {
    const { method, path } = request;
    const form = new URLSearchParams(method === 'POST' ? request.body.toString('utf8') : '');

    if (method === 'POST' && path === `${BASE}/Accounts.json`) {
      const credentials = basicAuth(request.headers);
      const caller = credentials ? accounts.get(credentials.user) : undefined;
      if (!caller || caller.authToken !== credentials?.password)
        return twilioError(401, 20003, 'Authenticate');
      const friendlyName = form.get('FriendlyName') ?? `SubAccount Created at ${rfc2822()}`;
      const keys = { accountSid: sid('AC'), authToken: sid('').slice(0, 32) };
      addAccount(keys, friendlyName, caller.accountSid);
      subaccounts.push(friendlyName);
      return reply(201, accountJson(accounts.get(keys.accountSid) as Account));
    }

    const match = /^\/2010-04-01\/Accounts\/(AC\w+)(\.json|\/.*)$/.exec(path);
    if (!match?.[1] || !match[2])
      return twilioError(404, 20404, `The requested resource ${path} was not found`);
    const account = authorise(request, match[1]);
    if ('status' in account) return account;
    const rest = match[2];

    if (method === 'GET' && rest === '.json') return reply(200, accountJson(account));

    const search = /^\/AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/.exec(rest);
    if (method === 'GET' && search?.[1]) {
      const areaCode = request.query.get('AreaCode');
      const offers = [...forSale.values()].filter(
        (offer) =>
          offer.isoCountry === search[1] && (!areaCode || offer.phoneNumber.startsWith(`+1${areaCode}`)),
      );
      return page(
        request,
        'available_phone_numbers',
        offers.map((offer) => ({
          friendly_name: offer.phoneNumber,
          phone_number: offer.phoneNumber,
          locality: offer.locality,
          region: offer.region,
          iso_country: offer.isoCountry,
          postal_code: null,
          lata: null,
          rate_center: null,
          latitude: null,
          longitude: null,
          address_requirements: 'none',
          beta: false,
          capabilities: { voice: true, SMS: true, MMS: false },
        })),
      );
    }

    if (rest === '/Messages.json' && method === 'POST') {
      const message = {
        sid: sid('SM'),
        accountSid: account.accountSid,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      if (!message.to || !message.body) return twilioError(400, 21604, "A 'To' phone number is required.");
      messages.push(message);
      return reply(201, {
        sid: message.sid,
        account_sid: message.accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        date_created: rfc2822(),
        api_version: '2010-04-01',
        uri: `${BASE}/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
      });
    }

    const owned = [...numbers.values()].filter((number) => number.accountSid === account.accountSid);
    if (rest === '/IncomingPhoneNumbers.json' && method === 'GET') {
      const wanted = request.query.get('PhoneNumber');
      const listed = wanted ? owned.filter((number) => number.phoneNumber === wanted) : owned;
      return page(request, 'incoming_phone_numbers', listed.map(incomingJson));
    }
    if (rest === '/IncomingPhoneNumbers.json' && method === 'POST') {
      const phoneNumber = form.get('PhoneNumber') ?? '';
      purchases.push(phoneNumber);
      if (!forSale.has(phoneNumber)) {
        return twilioError(400, 21422, `Phone number ${phoneNumber} is not available`);
      }
      forSale.delete(phoneNumber);
      return reply(201, incomingJson(addAccountNumber(account.accountSid, phoneNumber)));
    }

    const one = /^\/IncomingPhoneNumbers\/(PN\w+)\.json$/.exec(rest);
    const number = one?.[1] ? numbers.get(one[1]) : undefined;
    if (!number || number.accountSid !== account.accountSid) {
      return twilioError(404, 20404, `The requested resource ${path} was not found`);
    }
    if (method === 'GET') return reply(200, incomingJson(number));
    if (method === 'DELETE') {
      numbers.delete(number.sid);
      releases.push(number.phoneNumber);
      // A released number goes back on sale, as at Twilio.
      const offer = everOffered.get(number.phoneNumber);
      if (offer) forSale.set(offer.phoneNumber, offer);
      return reply(204);
    }
    return twilioError(405, 20004, 'Method not allowed');
  }

  const server = await startFakeServer((request, res) => {
    const { status, body } = route(request);
    if (body === undefined) res.writeHead(status).end();
    else sendJson(res, status, body);
  }, options);

  return {
    ...server,
    purchases,
    releases,
    subaccounts,
    messages,
    env: {
      TWILIO_API_BASE_URL: server.url,
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_PLATFORM.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_PLATFORM.authToken,
    },
    addAccountNumber: (accountSid, phoneNumber) => {
      addAccountNumber(accountSid, phoneNumber);
    },
    offerNumber: (phoneNumber) => {
      const offer = { phoneNumber, locality: 'San Francisco', region: 'CA', isoCountry: 'US' };
      forSale.set(phoneNumber, offer);
      everOffered.set(phoneNumber, offer);
    },
  };
}
