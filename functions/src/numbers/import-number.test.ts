import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  MSG_NUMBER_NOT_IN_ACCOUNT,
  MSG_PROVIDER_CREDENTIALS_REJECTED,
  MSG_TWILIO_CREDENTIALS_REQUIRED,
  MSG_VONAGE_CREDENTIALS_REQUIRED,
  phoneNumberDocId,
} from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL, FAKE_VONAGE_ACCOUNT } from '@parley/scripts/fakes';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import { useFakeTelephony } from '../testing/fake-telephony';
import { unseal, type SealedSecret } from './credentials-cipher';
import { numbersTeam } from './numbers-test-team';

const call = useApi();
useFakeTelephony();

const importNumber = (caller: Caller, body: Record<string, unknown>) =>
  call('POST', API_ROUTES.importNumber.path, { caller, body: { countryCode: 'US', ...body } });
const twilioKeys = {
  twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
  twilioAuthToken: FAKE_TWILIO_EXTERNAL.authToken,
};
const connectVonage = (caller: Caller, orgId: string, apiSecret = FAKE_VONAGE_ACCOUNT.apiSecret) =>
  call('POST', API_ROUTES.connectVonageAccount.path, {
    caller,
    body: { orgId, apiKey: FAKE_VONAGE_ACCOUNT.apiKey, apiSecret },
  });

describe('POST /phone-numbers/import-number from Twilio', () => {
  it('attaches a number the account holds and keeps the token sealed, out of every readable document', async () => {
    const { member, org, agent } = await numbersTeam();
    const answer = await importNumber(member, {
      agentId: agent.id,
      provider: 'twilio',
      phoneNumber: '+13125550142',
      ...twilioKeys,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.phoneNumber).toMatchObject({
      source: 'imported',
      provider: 'twilio',
      isPrimary: true,
    });
    expect(JSON.stringify(answer.body)).not.toContain(FAKE_TWILIO_EXTERNAL.authToken);

    const record = (
      await db().collection(COLLECTIONS.phoneNumbers).doc(phoneNumberDocId(org.id, '+13125550142')).get()
    ).data();
    expect(record).toMatchObject({ twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid, agentId: agent.id });
    expect(JSON.stringify(record)).not.toContain(FAKE_TWILIO_EXTERNAL.authToken);

    const credentials = await db()
      .collection(COLLECTIONS.providerCredentials)
      .where('orgId', '==', org.id)
      .get();
    expect(credentials.size).toBe(1);
    const [stored] = credentials.docs;
    expect(JSON.stringify(stored?.data())).not.toContain(FAKE_TWILIO_EXTERNAL.authToken);
    expect(stored?.data()).toMatchObject({ provider: 'twilio', accountId: FAKE_TWILIO_EXTERNAL.accountSid });
    // Sealed, not lost: the server can still act for the account.
    expect(unseal(stored?.get('secret') as SealedSecret, stored?.id ?? '')).toBe(
      FAKE_TWILIO_EXTERNAL.authToken,
    );
  });

  it('refuses a wrong token, a number outside the account and missing credentials', async () => {
    const { member, agent } = await numbersTeam();
    const body = { agentId: agent.id, provider: 'twilio', phoneNumber: '+16175550143', ...twilioKeys };

    const wrongToken = await importNumber(member, { ...body, twilioAuthToken: 'not-the-token' });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.error).toMatchObject({
      message: MSG_PROVIDER_CREDENTIALS_REJECTED,
      details: { reason: API_ERROR_REASONS.credentialsRejected },
    });

    const notHeld = await importNumber(member, { ...body, phoneNumber: '+16175550999' });
    expect(notHeld.status).toBe(404);
    expect(notHeld.body.error?.message).toBe(MSG_NUMBER_NOT_IN_ACCOUNT);

    const noToken = await importNumber(member, { ...body, twilioAuthToken: undefined });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error?.details?.issues).toEqual([
      { path: 'twilioAccountSid', message: MSG_TWILIO_CREDENTIALS_REQUIRED },
    ]);
  });

  it('refuses a viewer and a caller outside the organisation', async () => {
    const { viewer, outsider, agent } = await numbersTeam();
    const body = { agentId: agent.id, provider: 'twilio', phoneNumber: '+17135550144', ...twilioKeys };
    expect((await importNumber(viewer, body)).status).toBe(403);
    expect((await importNumber(outsider, body)).status).toBe(403);
  });
});

describe('Vonage: connect-account and import-number', () => {
  it('connects with key and secret, then imports one of the account numbers by credential id', async () => {
    const { member, org, agent } = await numbersTeam();
    const connected = await connectVonage(member, org.id);
    expect(connected.status).toBe(200);
    const credentialId = connected.body.accountId as string;
    expect(
      (connected.body.numbers as { phoneNumber: string }[]).map((number) => number.phoneNumber),
    ).toContain('+14045550150');
    expect(JSON.stringify(connected.body)).not.toContain(FAKE_VONAGE_ACCOUNT.apiSecret);

    const answer = await importNumber(member, {
      agentId: agent.id,
      provider: 'vonage',
      phoneNumber: '+14045550150',
      vonageCredentialId: credentialId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.phoneNumber).toMatchObject({ provider: 'vonage', source: 'imported' });
    const stored = (await db().collection(COLLECTIONS.providerCredentials).doc(credentialId).get()).data();
    expect(JSON.stringify(stored)).not.toContain(FAKE_VONAGE_ACCOUNT.apiSecret);
  });

  it("refuses a wrong secret and another organisation's credential id", async () => {
    const first = await numbersTeam();
    const second = await numbersTeam();
    const rejected = await connectVonage(first.member, first.org.id, 'wrong');
    expect(rejected.status).toBe(400);
    expect(rejected.body.error?.message).toBe(MSG_PROVIDER_CREDENTIALS_REJECTED);

    const connected = await connectVonage(first.member, first.org.id);
    const borrowed = await importNumber(second.member, {
      agentId: second.agent.id,
      provider: 'vonage',
      phoneNumber: '+13035550151',
      vonageCredentialId: connected.body.accountId,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error?.message).toBe(MSG_VONAGE_CREDENTIALS_REQUIRED);
  });

  it('refuses a viewer and a missing secret', async () => {
    const { viewer, member, org } = await numbersTeam();
    expect((await connectVonage(viewer, org.id)).status).toBe(403);
    expect((await connectVonage(member, org.id, '')).status).toBe(400);
  });
});
