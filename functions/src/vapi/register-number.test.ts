// Imported and bought numbers are registered with the fake Vapi through the real SDK: the id lands on
// the number, the agent's businessPhoneNumber and its endpoint; a number Vapi refuses keeps Vapi's
// reason on the number while the import itself succeeds.
import { API_ROUTES, COLLECTIONS, phoneNumberDocId, vapiNumberRefusedMessage } from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL, startFakeVapi, type FakeVapi } from '@parley/scripts/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/firestore';
import { numbersTeam } from '../numbers/numbers-test-team';
import { useApi, type Caller } from '../testing/api-client';
import { useFakeTelephony } from '../testing/fake-telephony';

const API_KEY = 'numbers-test-key';
const call = useApi();
useFakeTelephony();
let fake: FakeVapi;

const importNumber = (caller: Caller, body: Record<string, unknown>) =>
  call('POST', API_ROUTES.importNumber.path, {
    caller,
    body: {
      countryCode: 'US',
      provider: 'twilio',
      twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
      twilioAuthToken: FAKE_TWILIO_EXTERNAL.authToken,
      ...body,
    },
  });
const numberDoc = (orgId: string, number: string) =>
  db().collection(COLLECTIONS.phoneNumbers).doc(phoneNumberDocId(orgId, number)).get();

beforeAll(async () => {
  fake = await startFakeVapi({ apiKey: API_KEY });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  vi.stubEnv('VAPI_BASE_URL', fake.url);
  vi.stubEnv('VAPI_API_KEY', API_KEY);
});

describe('registering numbers with Vapi', () => {
  it('stores the Vapi id on the number, the primary number and an endpoint', async () => {
    // BUSINESS: room for a second business number on the agent.
    const { member, org, agent } = await numbersTeam('BUSINESS');
    const primary = await importNumber(member, { agentId: agent.id, phoneNumber: '+13125550142' });
    expect(primary.status).toBe(200);
    const secondary = await importNumber(member, {
      agentId: agent.id,
      phoneNumber: '+16175550143',
      isSecondary: true,
    });
    expect(secondary.status).toBe(200);

    const primaryId = (await numberDoc(org.id, '+13125550142')).get('vapiPnId') as string;
    expect(fake.phoneNumbers.get(primaryId)).toMatchObject({
      provider: 'twilio',
      number: '+13125550142',
      twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
    });
    const agentDoc = await db().collection(COLLECTIONS.agents).doc(agent.id).get();
    expect(agentDoc.get('businessPhoneNumber')).toMatchObject({
      number: '+13125550142',
      vapiPnId: primaryId,
    });

    const endpointId = phoneNumberDocId(org.id, '+16175550143');
    const endpoint = await db().collection(COLLECTIONS.agentEndpoints).doc(endpointId).get();
    const secondaryId = (await numberDoc(org.id, '+16175550143')).get('vapiPnId') as string;
    expect(fake.phoneNumbers.has(secondaryId)).toBe(true);
    expect(endpoint.get('vapiPnId')).toBe(secondaryId);
  });

  it('keeps Vapi’s reason on a number it refuses, and the import still succeeds', async () => {
    const { member, org, agent } = await numbersTeam();
    fake.refuseNumber('+17135550144');
    const answer = await importNumber(member, { agentId: agent.id, phoneNumber: '+17135550144' });
    expect(answer.status).toBe(200);
    const stored = await numberDoc(org.id, '+17135550144');
    expect(stored.get('agentId')).toBe(agent.id);
    expect(stored.get('vapiPnId')).toBeNull();
    expect(stored.get('vapiError')).toBe(
      vapiNumberRefusedMessage('Number +17135550144 Not Found in Twilio account.'),
    );
  });

  it('registers nothing where no Vapi key is configured', async () => {
    vi.stubEnv('VAPI_API_KEY', '');
    const { member, org, agent } = await numbersTeam();
    const before = fake.requests.length;
    expect((await importNumber(member, { agentId: agent.id, phoneNumber: '+14165550145' })).status).toBe(200);
    expect(fake.requests.length).toBe(before);
    expect((await numberDoc(org.id, '+14165550145')).get('vapiPnId')).toBeNull();
  });
});
