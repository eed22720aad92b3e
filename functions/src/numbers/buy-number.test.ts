import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  MSG_ERROR_BUYING_PHONE_NUMBER,
  MSG_NUMBER_LIMIT_REACHED,
  phoneNumberDocId,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import { sellableNumber, useFakeTelephony } from '../testing/fake-telephony';
import { numbersTeam } from './numbers-test-team';

const call = useApi();
const fakes = useFakeTelephony();

const buy = (caller: Caller, body: Record<string, unknown>) =>
  call('POST', API_ROUTES.buyNumber.path, {
    caller,
    body: { provider: 'twilio', countryCode: 'US', ...body },
  });
const purchasesOf = (phoneNumber: string) =>
  fakes().twilio.purchases.filter((number) => number === phoneNumber);

describe('POST /phone-numbers/available-numbers', () => {
  it('lists the numbers for sale in a country and area code', async () => {
    const { member } = await numbersTeam();
    const answer = await call('POST', API_ROUTES.availableNumbers.path, {
      caller: member,
      body: { countryCode: 'us', areaCode: '212' },
    });
    expect(answer.status).toBe(200);
    const numbers = answer.body.numbers as { phoneNumber: string; region: string; countryCode: string }[];
    expect(numbers.map((number) => number.phoneNumber).sort()).toEqual(['+12125550103', '+12125550104']);
    expect(numbers[0]).toMatchObject({ region: 'NY', countryCode: 'US' });
  });

  it('lists other countries too', async () => {
    const { member } = await numbersTeam();
    const answer = await call('POST', API_ROUTES.availableNumbers.path, {
      caller: member,
      body: { countryCode: 'CA' },
    });
    expect((answer.body.numbers as unknown[]).length).toBe(2);
  });

  it('refuses a malformed country and an anonymous caller', async () => {
    const { member } = await numbersTeam();
    const bad = await call('POST', API_ROUTES.availableNumbers.path, {
      caller: member,
      body: { countryCode: 'USA' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await call('POST', API_ROUTES.availableNumbers.path, { body: { countryCode: 'US' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /phone-numbers/buy-number', () => {
  it('buys the number on the platform account and makes it the agent primary', async () => {
    const { member, org, agent } = await numbersTeam();
    const phoneNumber = sellableNumber(fakes());
    const answer = await buy(member, { agentId: agent.id, phoneNumber });
    expect(answer.status).toBe(200);
    const id = phoneNumberDocId(org.id, phoneNumber);
    expect(answer.body.phoneNumber).toEqual({
      id,
      number: phoneNumber,
      countryCode: 'US',
      source: 'bought',
      provider: 'twilio',
      agentId: agent.id,
      isPrimary: true,
    });
    const record = (await db().collection(COLLECTIONS.phoneNumbers).doc(id).get()).data();
    expect(record).toMatchObject({ orgId: org.id, twilioPnSid: expect.stringMatching(/^PN/) as unknown });
    const stored = (await db().collection(COLLECTIONS.agents).doc(agent.id).get()).data();
    expect(stored?.businessPhoneNumber).toMatchObject({
      number: phoneNumber,
      twilioPnSid: record?.twilioPnSid as string,
      voiceMode: 'Parley',
    });

    // The same request again (a retry after a lost answer) answers the same number and buys nothing.
    const again = await buy(member, { agentId: agent.id, phoneNumber });
    expect(again.status).toBe(200);
    expect(again.body.phoneNumber).toEqual(answer.body.phoneNumber);
    expect(purchasesOf(phoneNumber)).toHaveLength(1);
  });

  it('buys once when the same request arrives several times at once', async () => {
    const { member, agent } = await numbersTeam();
    const phoneNumber = sellableNumber(fakes());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buy(member, { agentId: agent.id, phoneNumber })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.phoneNumber))).size).toBe(1);
    expect(purchasesOf(phoneNumber)).toHaveLength(1);
  });

  it('adds a secondary number as an endpoint within the BUSINESS plan', async () => {
    const { member, org, agent } = await numbersTeam('BUSINESS', {
      businessPhoneNumber: { number: '+14155550999' },
    });
    const phoneNumber = sellableNumber(fakes());
    const answer = await buy(member, { agentId: agent.id, phoneNumber, isSecondary: true });
    expect(answer.status).toBe(200);
    const endpoint = (
      await db().collection(COLLECTIONS.agentEndpoints).doc(phoneNumberDocId(org.id, phoneNumber)).get()
    ).data();
    expect(endpoint).toMatchObject({ agent_id: agent.id, number: phoneNumber, sipAddress: null });
  });

  it("refuses a number over the owner's plan limit before buying", async () => {
    const { member, agent } = await numbersTeam('PROFESSIONAL', {
      businessPhoneNumber: { number: '+14155550999' },
    });
    const phoneNumber = sellableNumber(fakes());
    const answer = await buy(member, { agentId: agent.id, phoneNumber, isSecondary: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      message: MSG_NUMBER_LIMIT_REACHED,
      details: { reason: API_ERROR_REASONS.numberLimit, limit: 1 },
    });
    expect(purchasesOf(phoneNumber)).toHaveLength(0);
  });

  it('refuses a viewer, an outsider and a malformed number without buying', async () => {
    const { viewer, outsider, member, agent } = await numbersTeam();
    const body = { agentId: agent.id, phoneNumber: sellableNumber(fakes()) };
    expect((await buy(viewer, body)).status).toBe(403);
    expect((await buy(outsider, body)).status).toBe(403);
    expect((await buy(member, { ...body, phoneNumber: body.phoneNumber.slice(2) })).status).toBe(400);
    expect((await buy(member, { ...body, provider: 'vonage' })).status).toBe(400);
    expect(purchasesOf(body.phoneNumber)).toHaveLength(0);
  });

  it("answers 409 when Twilio does not offer the number (the user's to change) and lets a later request try again", async () => {
    const { member, agent } = await numbersTeam();
    const body = { agentId: agent.id, phoneNumber: '+19995550100' };
    const first = await buy(member, body);
    expect(first.status).toBe(409);
    expect(first.body.error?.message).toMatch(new RegExp(`^${MSG_ERROR_BUYING_PHONE_NUMBER}: `));
    expect(first.body.error?.details).toMatchObject({
      reason: API_ERROR_REASONS.providerRefused,
      providerStatus: 400,
    });
    await buy(member, body);
    expect(purchasesOf('+19995550100')).toHaveLength(2);
  });
});
