import {
  API_ROUTES,
  COLLECTIONS,
  MSG_PROVIDER_CREDENTIALS_REJECTED,
  MSG_TWILIO_SID_REQUIRED,
} from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL } from '@parley/scripts/fakes';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import { useFakeTelephony } from '../testing/fake-telephony';
import { numbersTeam } from './numbers-test-team';

const call = useApi();
const fakes = useFakeTelephony();

const post = (path: string, caller: Caller, body: Record<string, unknown>) =>
  call('POST', path, { caller, body });
const connectTwilio = (caller: Caller, orgId: string, twilioAuthToken = FAKE_TWILIO_EXTERNAL.authToken) =>
  post(API_ROUTES.importTwilioExternalAccount.path, caller, {
    orgId,
    twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
    twilioAuthToken,
  });
const orgNumbers = async (orgId: string) =>
  (await db().collection(COLLECTIONS.phoneNumbers).where('orgId', '==', orgId).get()).docs.map((doc) =>
    doc.data(),
  );

describe('POST /phone-numbers/twilio/import-external-account', () => {
  it('imports every number of the account into the organisation, unassigned, once', async () => {
    const { member, org } = await numbersTeam();
    const answer = await connectTwilio(member, org.id);
    expect(answer.status).toBe(200);
    expect(answer.body.accountId).toBe(FAKE_TWILIO_EXTERNAL.accountSid);
    const numbers = answer.body.numbers as { phoneNumber: string; imported: boolean; countryCode: string }[];
    expect(numbers).toHaveLength(5);
    expect(numbers.every((number) => number.imported)).toBe(true);
    expect(numbers.find((number) => number.phoneNumber === '+442079460146')?.countryCode).toBe('GB');
    expect(numbers.find((number) => number.phoneNumber === '+14165550145')?.countryCode).toBe('CA');

    const stored = await orgNumbers(org.id);
    expect(stored).toHaveLength(5);
    expect(stored.every((number) => number.agentId === null && number.source === 'imported')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(FAKE_TWILIO_EXTERNAL.authToken);

    expect((await connectTwilio(member, org.id)).status).toBe(200);
    expect(await orgNumbers(org.id)).toHaveLength(5);
  });

  it('refuses a wrong token, a missing SID and a viewer, importing nothing', async () => {
    const { member, viewer, org } = await numbersTeam();
    const wrong = await connectTwilio(member, org.id, 'not-the-token');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(MSG_PROVIDER_CREDENTIALS_REJECTED);
    const missing = await post(API_ROUTES.importTwilioExternalAccount.path, member, {
      orgId: org.id,
      twilioAuthToken: 'x',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.details?.issues).toEqual([
      { path: 'twilioAccountSid', message: MSG_TWILIO_SID_REQUIRED },
    ]);
    expect((await connectTwilio(viewer, org.id)).status).toBe(403);
    expect(await orgNumbers(org.id)).toHaveLength(0);
  });
});

describe('POST /phone-numbers/twilio/list-numbers', () => {
  it("lists each connected account's numbers with the stored keys", async () => {
    const { member, outsider, org } = await numbersTeam();
    const before = await post(API_ROUTES.listTwilioNumbers.path, member, { orgId: org.id });
    expect(before.body).toEqual({ accounts: [] });
    await connectTwilio(member, org.id);
    fakes().twilio.addAccountNumber(FAKE_TWILIO_EXTERNAL.accountSid, '+13125550188');

    const answer = await post(API_ROUTES.listTwilioNumbers.path, member, { orgId: org.id });
    expect(answer.status).toBe(200);
    const [account] = answer.body.accounts as {
      accountId: string;
      numbers: { phoneNumber: string; imported: boolean }[];
    }[];
    expect(account?.accountId).toBe(FAKE_TWILIO_EXTERNAL.accountSid);
    expect(account?.numbers.find((number) => number.phoneNumber === '+13125550188')?.imported).toBe(false);
    expect(account?.numbers.filter((number) => number.imported)).toHaveLength(5);
    expect((await post(API_ROUTES.listTwilioNumbers.path, outsider, { orgId: org.id })).status).toBe(403);
    expect((await post(API_ROUTES.listTwilioNumbers.path, member, {})).status).toBe(400);
  });
});

describe('POST /phone-numbers/create-org-subaccount', () => {
  it('creates the sub-account once, for the owner or an admin only', async () => {
    const { owner, admin, member, org } = await numbersTeam();
    const path = API_ROUTES.createOrgSubaccount.path;
    const body = { orgId: org.id, orgName: 'Acme' };
    expect((await post(path, member, body)).status).toBe(403);
    const first = await post(path, owner, body);
    expect(first.body).toEqual({ created: true });
    expect((await post(path, admin, body)).body).toEqual({ created: true });
    expect(fakes().twilio.subaccounts.filter((name) => name.includes(org.id))).toHaveLength(1);
    const credential = (
      await db().collection(COLLECTIONS.providerCredentials).doc(`twilio-subaccount_${org.id}`).get()
    ).data();
    expect(credential).toMatchObject({ kind: 'subaccount', provider: 'twilio' });
    expect(credential?.secret).toMatchObject({ v: 1 });
  });

  it('answers created false when Twilio fails, and a retry succeeds', async () => {
    const { owner, org } = await numbersTeam();
    const body = { orgId: org.id, orgName: 'Acme' };
    fakes().twilio.failWith(500);
    try {
      expect((await post(API_ROUTES.createOrgSubaccount.path, owner, body)).body).toEqual({ created: false });
    } finally {
      fakes().twilio.failWith(null);
    }
    expect((await post(API_ROUTES.createOrgSubaccount.path, owner, body)).body).toEqual({ created: true });
  });

  it('refuses a missing organisation name', async () => {
    const { owner, org } = await numbersTeam();
    expect((await post(API_ROUTES.createOrgSubaccount.path, owner, { orgId: org.id })).status).toBe(400);
  });
});
