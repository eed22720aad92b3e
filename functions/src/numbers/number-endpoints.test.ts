import {
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  MSG_ERROR_RELEASING_PHONE_NUMBER,
  MSG_NUMBER_NOT_ON_AGENT,
  phoneNumberDocId,
} from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL } from '@parley/scripts/fakes';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import { sellableNumber, useFakeTelephony } from '../testing/fake-telephony';
import { numbersTeam } from './numbers-test-team';

const call = useApi();
const fakes = useFakeTelephony();

const post = (path: string, caller: Caller, body: Record<string, unknown>) =>
  call('POST', path, { caller, body });
const read = async (collection: string, id: string) =>
  (await db().collection(collection).doc(id).get()).data();

/**
 * A BUSINESS agent (5 numbers) with a bought primary and an imported endpoint (a number of the fake's
 * external account; each test imports its own).
 */
async function agentWithTwoNumbers(secondary: string) {
  const team = await numbersTeam('BUSINESS');
  const primary = sellableNumber(fakes());
  const bought = await post(API_ROUTES.buyNumber.path, team.member, {
    agentId: team.agent.id,
    provider: 'twilio',
    countryCode: 'US',
    phoneNumber: primary,
  });
  expect(bought.status).toBe(200);
  const imported = await post(API_ROUTES.importNumber.path, team.member, {
    agentId: team.agent.id,
    provider: 'twilio',
    countryCode: 'US',
    phoneNumber: secondary,
    twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
    twilioAuthToken: FAKE_TWILIO_EXTERNAL.authToken,
    isSecondary: true,
  });
  expect(imported.status).toBe(200);
  return { ...team, primary, secondary, primaryId: phoneNumberDocId(team.org.id, primary) };
}

describe('POST /phone-numbers/create-sip-address', () => {
  it('adds a SIP endpoint, even when the plan allows no further number', async () => {
    const { member, org, agent } = await numbersTeam('FREE', {
      businessPhoneNumber: { number: '+14155550999' },
    });
    const answer = await post(API_ROUTES.createSipAddress.path, member, {
      agentId: agent.id,
      sipAddress: 'sip:desk@pbx.example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.phoneNumber).toMatchObject({ source: 'sip', provider: null, isPrimary: false });
    const id = phoneNumberDocId(org.id, 'sip:desk@pbx.example.com');
    expect(await read(COLLECTIONS.agentEndpoints, id)).toMatchObject({
      agent_id: agent.id,
      number: null,
      sipAddress: 'sip:desk@pbx.example.com',
    });
  });

  it('refuses a malformed address and a viewer', async () => {
    const { member, viewer, agent } = await numbersTeam();
    const path = API_ROUTES.createSipAddress.path;
    expect((await post(path, member, { agentId: agent.id, sipAddress: 'desk@pbx' })).status).toBe(400);
    expect((await post(path, viewer, { agentId: agent.id, sipAddress: 'sip:a@b.example' })).status).toBe(403);
  });
});

describe('POST /phone-numbers/set-primary-endpoint', () => {
  it('swaps the endpoint and the primary', async () => {
    const { member, org, agent, primary, secondary, primaryId } = await agentWithTwoNumbers('+13125550142');
    const answer = await post(API_ROUTES.setPrimaryEndpoint.path, member, {
      agentId: agent.id,
      endpoint: secondary,
    });
    expect(answer.status).toBe(200);
    const stored = await read(COLLECTIONS.agents, agent.id);
    expect(stored?.businessPhoneNumber).toMatchObject({ number: secondary });
    expect(await read(COLLECTIONS.agentEndpoints, phoneNumberDocId(org.id, secondary))).toBeUndefined();
    expect(await read(COLLECTIONS.agentEndpoints, primaryId)).toMatchObject({
      agent_id: agent.id,
      number: primary,
    });
    expect(await read(COLLECTIONS.phoneNumbers, primaryId)).toMatchObject({
      isPrimary: false,
      agentId: agent.id,
    });
    expect(await read(COLLECTIONS.phoneNumbers, phoneNumberDocId(org.id, secondary))).toMatchObject({
      isPrimary: true,
    });
  });

  it('refuses a number that is not an endpoint, and a viewer', async () => {
    const { member, viewer, agent, secondary } = await agentWithTwoNumbers('+16175550143');
    const path = API_ROUTES.setPrimaryEndpoint.path;
    const unknown = await post(path, member, { agentId: agent.id, endpoint: '+15555550100' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(MSG_NUMBER_NOT_ON_AGENT);
    expect((await post(path, viewer, { agentId: agent.id, endpoint: secondary })).status).toBe(403);
    expect((await post(path, member, { agentId: agent.id, endpoint: 'front desk' })).status).toBe(400);
  });
});

describe('POST /phone-numbers/delete-number', () => {
  it('keeps an imported endpoint in the organisation and releases a bought primary at Twilio', async () => {
    const { member, org, agent, primary, secondary, primaryId } = await agentWithTwoNumbers('+17135550144');
    const path = API_ROUTES.deleteNumber.path;
    const secondaryId = phoneNumberDocId(org.id, secondary);

    expect(
      (await post(path, member, { agentId: agent.id, endpoint: secondary, isSecondary: true })).status,
    ).toBe(200);
    expect(await read(COLLECTIONS.agentEndpoints, secondaryId)).toBeUndefined();
    expect(await read(COLLECTIONS.phoneNumbers, secondaryId)).toMatchObject({
      agentId: null,
      source: 'imported',
    });

    expect((await post(path, member, { agentId: agent.id })).status).toBe(200);
    expect((await read(COLLECTIONS.agents, agent.id))?.businessPhoneNumber).toBeNull();
    expect(await read(COLLECTIONS.phoneNumbers, primaryId)).toBeUndefined();
    expect(fakes().twilio.releases).toContain(primary);

    // Released numbers can be bought again.
    const again = await post(API_ROUTES.buyNumber.path, member, {
      agentId: agent.id,
      provider: 'twilio',
      countryCode: 'US',
      phoneNumber: primary,
    });
    expect(again.status).toBe(200);
  });

  it('changes nothing when Twilio cannot release the number', async () => {
    const { member, agent, primary, primaryId } = await agentWithTwoNumbers('+442079460146');
    fakes().twilio.failWith(500);
    try {
      const answer = await post(API_ROUTES.deleteNumber.path, member, { agentId: agent.id });
      expect(answer.status).toBe(503);
      expect(answer.body.error?.message).toMatch(new RegExp(`^${MSG_ERROR_RELEASING_PHONE_NUMBER}: `));
    } finally {
      fakes().twilio.failWith(null);
    }
    expect((await read(COLLECTIONS.agents, agent.id))?.businessPhoneNumber).toMatchObject({
      number: primary,
    });
    expect(await read(COLLECTIONS.phoneNumbers, primaryId)).toMatchObject({ agentId: agent.id });
  });

  it('refuses an unknown endpoint, a missing endpoint and a viewer', async () => {
    const { member, viewer, agent, secondary } = await agentWithTwoNumbers('+14165550145');
    const path = API_ROUTES.deleteNumber.path;
    expect(
      (await post(path, member, { agentId: agent.id, endpoint: '+15555550100', isSecondary: true })).status,
    ).toBe(404);
    expect((await post(path, member, { agentId: agent.id, isSecondary: true })).status).toBe(400);
    expect(
      (await post(path, viewer, { agentId: agent.id, endpoint: secondary, isSecondary: true })).status,
    ).toBe(403);
  });
});

describe('GET /public/phone-numbers/agents/{agentId}/available', () => {
  it("answers the agent's numbers and the organisation's unassigned ones, without SIP addresses", async () => {
    const { member, viewer, outsider, org, agent } = await numbersTeam('FREE', {
      businessPhoneNumber: { number: '+14155550999' },
    });
    await post(API_ROUTES.createSipAddress.path, member, {
      agentId: agent.id,
      sipAddress: 'sip:a@pbx.example.com',
    });
    await post(API_ROUTES.importTwilioExternalAccount.path, member, {
      orgId: org.id,
      twilioAccountSid: FAKE_TWILIO_EXTERNAL.accountSid,
      twilioAuthToken: FAKE_TWILIO_EXTERNAL.authToken,
    });
    const path = apiPath(API_ROUTES.agentAvailablePhoneNumbers, { agentId: agent.id });
    const answer = await call('GET', path, { caller: viewer });
    expect(answer.status).toBe(200);
    expect(answer.body.agentPhoneNumbers).toEqual(['+14155550999']);
    expect(answer.body.unassignedPhoneNumbers).toEqual([
      '+13125550142',
      '+14165550145',
      '+16175550143',
      '+17135550144',
      '+442079460146',
    ]);
    expect((await call('GET', path, { caller: outsider })).status).toBe(403);
    expect((await call('GET', path)).status).toBe(401);
  });
});
