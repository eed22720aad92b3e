import {
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  invalidContactPhoneMessage,
  MSG_CAMPAIGN_NOT_FOUND,
  MSG_CONTACTS_FILE_INVALID,
  MSG_PHONE_NUMBER_REQUIRED,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  phoneNumberSchema,
  phoneNumberUnavailableMessage,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import {
  campaignTeam,
  contactsCsv,
  ORG_NUMBERS,
  readCampaign,
  readContacts,
  uploadContacts,
} from './campaign-fixtures';

const api = useApi();

type Team = Awaited<ReturnType<typeof campaignTeam>>;

/** The t_phone_numbers id of one of the team's organisation numbers. */
async function numberRecordId(team: Team, number: string): Promise<string> {
  const found = await db()
    .collection(COLLECTIONS.phoneNumbers)
    .where('orgId', '==', team.org.id)
    .where('number', '==', number)
    .get();
  return found.docs[0]?.id ?? '';
}

/** A number only `team`'s organisation holds (the teams share their seeded numbers). */
async function numberOnlyHeldBy(team: Team, number: string): Promise<string> {
  const id = `pn-${team.org.id}-${number}`;
  await db()
    .collection(COLLECTIONS.phoneNumbers)
    .doc(id)
    .set(phoneNumberSchema.parse({ id, orgId: team.org.id, number, source: 'bought', provider: 'twilio' }));
  return number;
}

/** Moves an organisation number to another agent of the same organisation. */
async function attachToAnotherAgent(team: Team, number: string): Promise<void> {
  await db()
    .collection(COLLECTIONS.phoneNumbers)
    .doc(await numberRecordId(team, number))
    .update({ agentId: 'another-agent-of-the-org' });
}

async function create(team: Team, caller: Caller, body: Record<string, unknown> = {}) {
  return api('POST', API_ROUTES.createCampaign.path, {
    caller,
    body: { agentId: team.agent.id, name: 'Renewals', ...body },
  });
}

async function createdId(team: Team, body: Record<string, unknown> = {}): Promise<string> {
  const answer = await create(team, team.member, body);
  expect(answer.status).toBe(200);
  return String(answer.body.id);
}

describe('POST /public/campaigns', { timeout: 60_000 }, () => {
  it('creates an IDLE campaign with weight routing and stores the parsed contacts', async () => {
    const team = await campaignTeam();
    const path = await uploadContacts(team.org.id, contactsCsv(3));
    const answer = await create(team, team.member, { contactsFilePath: path });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      agentId: team.agent.id,
      orgId: team.org.id,
      name: 'Renewals',
      status: 'IDLE',
      routingType: 'weight',
      workflowId: team.workflow.id,
      contactsFilePath: path,
      contactsImportedFrom: path,
      contactCount: 3,
      progress: { called: 0, completed: 0, failed: 0, inFlight: 0 },
    });
    expect(typeof answer.body.createdAt).toBe('number');
    const stored = await readContacts(String(answer.body.id));
    expect(stored.map((contact) => [contact.index, contact.phoneNumber, contact.status])).toEqual([
      [0, '+12015550000', 'PENDING'],
      [1, '+12015550001', 'PENDING'],
      [2, '+12015550002', 'PENDING'],
    ]);
    expect(stored[1]).toMatchObject({ name: 'Contact 1', variables: { order_ref: '1' } });
  });

  it("refuses when the owner's plan has no outbound calls", async () => {
    const team = await campaignTeam('STARTER');
    expect(await create(team, team.owner)).toMatchObject({
      status: 403,
      body: { message: MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS, error: { details: { reason: 'plan-limit' } } },
    });
  });

  it('refuses a VIEWER, a stranger, a signed-out caller and a blank name', async () => {
    const team = await campaignTeam();
    expect((await create(team, team.viewer)).body.error?.details?.reason).toBe('insufficient-role');
    expect((await create(team, team.stranger)).body.error?.details?.reason).toBe('not-org-member');
    expect(
      (await api('POST', API_ROUTES.createCampaign.path, { body: { agentId: team.agent.id, name: 'x' } }))
        .status,
    ).toBe(401);
    expect(await create(team, team.member, { name: '  ' })).toMatchObject({
      status: 400,
      body: { error: { details: { reason: 'invalid-input' } } },
    });
  });

  it('refuses a contacts file with bad rows, naming them, and writes nothing', async () => {
    const team = await campaignTeam();
    const path = await uploadContacts(team.org.id, 'phone,name\n2015550100,A\n12345,B\n');
    const answer = await create(team, team.member, { contactsFilePath: path });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: MSG_CONTACTS_FILE_INVALID,
        error: {
          details: {
            reason: 'invalid-contacts',
            rowErrors: [{ row: 3, message: invalidContactPhoneMessage('12345') }],
          },
        },
      },
    });
    const left = await db().collection(COLLECTIONS.campaigns).where('agentId', '==', team.agent.id).get();
    expect(left.size).toBe(0);
  });

  it("refuses a pool naming another organisation's number, a made-up one or another agent's", async () => {
    const team = await campaignTeam();
    const other = await campaignTeam();
    const entry = (number: string) => ({ id: number, number, isActive: true, weight: 100 });
    for (const number of [await numberOnlyHeldBy(other, '+16465550177'), '+16465550199']) {
      expect(await create(team, team.member, { phoneNumbers: [entry(number)] })).toMatchObject({
        status: 400,
        body: {
          message: phoneNumberUnavailableMessage(number),
          error: { details: { reason: 'phone-number-unavailable', number } },
        },
      });
    }
    // An organisation number attached to another of its agents is that agent's, not this campaign's.
    await attachToAnotherAgent(team, ORG_NUMBERS[2]);
    expect(
      (await create(team, team.member, { phoneNumbers: [entry(ORG_NUMBERS[2])] })).body.error?.details
        ?.reason,
    ).toBe('phone-number-unavailable');
    const left = await db().collection(COLLECTIONS.campaigns).where('agentId', '==', team.agent.id).get();
    expect(left.size).toBe(0);
    // The organisation's own numbers are accepted, each entry named by its number record.
    const created = await create(team, team.member, { phoneNumbers: [entry(ORG_NUMBERS[0])] });
    expect(created.status).toBe(200);
    expect((created.body.phoneNumbers as { id: string }[])[0]?.id).toBe(
      await numberRecordId(team, ORG_NUMBERS[0]),
    );
  });

  it("refuses a contacts file outside the organisation's folder", async () => {
    const team = await campaignTeam();
    const other = await campaignTeam();
    const path = await uploadContacts(other.org.id, contactsCsv(1));
    expect((await create(team, team.member, { contactsFilePath: path })).body.error?.details?.reason).toBe(
      'invalid-contacts',
    );
  });
});

describe('GET /public/campaigns', { timeout: 60_000 }, () => {
  it("lists an agent's campaigns newest first and reads one", async () => {
    const team = await campaignTeam();
    const first = await createdId(team, { name: 'First' });
    const second = await createdId(team, { name: 'Second' });
    const list = await api('GET', apiPath(API_ROUTES.listCampaigns, { agentId: team.agent.id }), {
      caller: team.viewer,
    });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { id: string }[]).map((campaign) => campaign.id)).toEqual([
      second,
      first,
    ]);
    const one = await api('GET', apiPath(API_ROUTES.getCampaign, { id: first }), { caller: team.viewer });
    expect(one.body).toMatchObject({ id: first, name: 'First' });
  });

  it("answers 404 'Campaign not found' and refuses a stranger", async () => {
    const team = await campaignTeam();
    expect(
      await api('GET', apiPath(API_ROUTES.getCampaign, { id: 'nope' }), { caller: team.member }),
    ).toMatchObject({
      status: 404,
      body: { message: MSG_CAMPAIGN_NOT_FOUND, error: { details: { reason: 'campaign-not-found' } } },
    });
    const id = await createdId(team);
    expect(
      (await api('GET', apiPath(API_ROUTES.getCampaign, { id }), { caller: team.stranger })).status,
    ).toBe(403);
    expect(
      (
        await api('GET', apiPath(API_ROUTES.listCampaigns, { agentId: team.agent.id }), {
          caller: team.stranger,
        })
      ).status,
    ).toBe(403);
  });
});

describe('PATCH /public/campaigns/{id}', { timeout: 60_000 }, () => {
  it('changes user fields, re-splits weights on a switch to weight routing, and never the status', async () => {
    const team = await campaignTeam();
    const id = await createdId(team, {
      routingType: 'state',
      phoneNumbers: [
        { id: 'a', number: ORG_NUMBERS[0], isActive: true, weight: 0 },
        { id: 'b', number: ORG_NUMBERS[1], isActive: true, weight: 0 },
        { id: 'c', number: ORG_NUMBERS[2], isActive: false, weight: 7 },
      ],
    });
    const answer = await api('PATCH', apiPath(API_ROUTES.updateCampaign, { id }), {
      caller: team.admin,
      body: { name: 'Winbacks', routingType: 'weight', status: 'COMPLETED' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Winbacks', routingType: 'weight', status: 'IDLE' });
    expect((answer.body.phoneNumbers as { weight: number }[]).map((entry) => entry.weight)).toEqual([
      50, 50, 7,
    ]);
  });

  it('replaces the contacts with a new file, dropping rows the new file no longer has', async () => {
    const team = await campaignTeam();
    const id = await createdId(team, { contactsFilePath: await uploadContacts(team.org.id, contactsCsv(5)) });
    const path = await uploadContacts(team.org.id, contactsCsv(2));
    const answer = await api('PATCH', apiPath(API_ROUTES.updateCampaign, { id }), {
      caller: team.member,
      body: { contactsFilePath: path },
    });
    expect(answer.body).toMatchObject({ contactCount: 2, contactsImportedFrom: path });
    expect((await readContacts(id)).length).toBe(2);
  });

  it('refuses a pool with a number the organisation does not hold, keeping the stored pool', async () => {
    const team = await campaignTeam();
    const other = await campaignTeam();
    const mine = { id: 'a', number: ORG_NUMBERS[0], isActive: true, weight: 100 };
    const id = await createdId(team, { phoneNumbers: [mine] });
    const path = apiPath(API_ROUTES.updateCampaign, { id });
    const foreign = await numberOnlyHeldBy(other, '+16465550178');
    const answer = await api('PATCH', path, {
      caller: team.member,
      body: {
        phoneNumbers: [
          { ...mine, weight: 50 },
          { id: 'x', number: foreign, isActive: true, weight: 50 },
        ],
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: phoneNumberUnavailableMessage(foreign),
        error: { details: { reason: 'phone-number-unavailable' } },
      },
    });
    expect((await readCampaign(id)).phoneNumbers.map((entry) => [entry.number, entry.weight])).toEqual([
      [ORG_NUMBERS[0], 100],
    ]);
    // A number already in the pool may stay even once released: editing its weight still works, and
    // the runner skips it. A number listed twice is refused.
    await db()
      .collection(COLLECTIONS.phoneNumbers)
      .doc(await numberRecordId(team, ORG_NUMBERS[0]))
      .delete();
    const kept = await api('PATCH', path, {
      caller: team.member,
      body: { phoneNumbers: [{ ...mine, weight: 40 }] },
    });
    expect(kept.status).toBe(200);
    const twice = await api('PATCH', path, { caller: team.member, body: { phoneNumbers: [mine, mine] } });
    expect(twice.body.error?.details?.reason).toBe('invalid-input');
  });

  it('refuses a VIEWER and an unknown campaign', async () => {
    const team = await campaignTeam();
    const id = await createdId(team);
    expect(
      (
        await api('PATCH', apiPath(API_ROUTES.updateCampaign, { id }), {
          caller: team.viewer,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('PATCH', apiPath(API_ROUTES.updateCampaign, { id: 'nope' }), {
          caller: team.member,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /public/phone-numbers/campaigns/{campaignId}/assign', { timeout: 60_000 }, () => {
  it("adds the agent's and unassigned org numbers as active and re-splits weights", async () => {
    const team = await campaignTeam();
    const id = await createdId(team);
    const path = apiPath(API_ROUTES.assignCampaignNumbers, { campaignId: id });
    const answer = await api('POST', path, {
      caller: team.member,
      body: { phoneNumbers: [ORG_NUMBERS[0], ORG_NUMBERS[1], '+13125550100', ORG_NUMBERS[0]] },
    });
    expect(answer.status).toBe(200);
    const entries = answer.body.phoneNumbers as { number: string; isActive: boolean; weight: number }[];
    expect(entries.map((entry) => [entry.number, entry.isActive, entry.weight])).toEqual([
      [ORG_NUMBERS[0], true, 33.33],
      [ORG_NUMBERS[1], true, 33.33],
      ['+13125550100', true, 33.34],
    ]);
  });

  it('refuses a number the organisation does not own, an empty list and a VIEWER', async () => {
    const team = await campaignTeam();
    const id = await createdId(team);
    const path = apiPath(API_ROUTES.assignCampaignNumbers, { campaignId: id });
    const foreign = '+16465550123';
    await attachToAnotherAgent(team, ORG_NUMBERS[2]);
    expect(
      (await api('POST', path, { caller: team.member, body: { phoneNumbers: [ORG_NUMBERS[2]] } })).body.error
        ?.details?.reason,
    ).toBe('phone-number-unavailable');
    expect(
      await api('POST', path, { caller: team.member, body: { phoneNumbers: [ORG_NUMBERS[0], foreign] } }),
    ).toMatchObject({
      status: 400,
      body: {
        message: phoneNumberUnavailableMessage(foreign),
        error: { details: { reason: 'phone-number-unavailable' } },
      },
    });
    const empty = await api('POST', path, { caller: team.member, body: { phoneNumbers: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.details?.issues).toEqual([
      { path: 'phoneNumbers', message: MSG_PHONE_NUMBER_REQUIRED },
    ]);
    expect(
      (await api('POST', path, { caller: team.viewer, body: { phoneNumbers: [ORG_NUMBERS[0]] } })).status,
    ).toBe(403);
    expect((await readCampaign(id)).phoneNumbers).toEqual([]);
  });
});

describe('DELETE /public/campaigns/{id}', { timeout: 60_000 }, () => {
  it('deletes an idle campaign and its contacts; refuses a VIEWER', async () => {
    const team = await campaignTeam();
    const id = await createdId(team, { contactsFilePath: await uploadContacts(team.org.id, contactsCsv(3)) });
    const path = apiPath(API_ROUTES.deleteCampaign, { id });
    expect((await api('DELETE', path, { caller: team.viewer })).status).toBe(403);
    expect(await api('DELETE', path, { caller: team.member })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await db().collection(COLLECTIONS.campaigns).doc(id).get()).exists).toBe(false);
    expect(await readContacts(id)).toEqual([]);
    expect((await api('DELETE', path, { caller: team.member })).status).toBe(404);
  });
});
