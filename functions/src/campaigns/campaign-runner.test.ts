import {
  API_ROUTES,
  apiPath,
  callRecordSchema,
  COLLECTIONS,
  VOICE_ENGINE_SECRET_HEADER,
  type CampaignPhoneNumber,
  type CampaignSchedule,
  type RoutingType,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi } from '../testing/api-client';
import { startOutboundCall, type OutboundCallRequest } from '../voice-engine/voice-engine-client';
import {
  campaignTeam,
  contactsCsv,
  eventually,
  ORG_NUMBERS,
  readCampaign,
  readContacts,
  uploadContacts,
  useVoiceEngine,
  WEBHOOK_SECRET,
} from './campaign-fixtures';
import { runCampaignStep, type RunnerDeps } from './runner/run-campaign-step';

const api = useApi();
const voice = useVoiceEngine(api);

const pool = (weights: number[]): CampaignPhoneNumber[] =>
  weights.map((weight, i) => ({ id: `n${String(i)}`, number: ORG_NUMBERS[i] ?? '', isActive: true, weight }));

/** An IN_PROGRESS campaign of `contacts` contacts, written directly so only the runner is under test. */
async function runningCampaign(
  contacts: number,
  options: {
    concurrency?: number;
    routingType?: RoutingType;
    phoneNumbers?: CampaignPhoneNumber[];
    schedule?: Partial<CampaignSchedule>;
  } = {},
) {
  const team = await campaignTeam('PROFESSIONAL', options.concurrency ?? 4);
  const created = await api('POST', API_ROUTES.createCampaign.path, {
    caller: team.member,
    body: {
      agentId: team.agent.id,
      name: 'Runner',
      routingType: options.routingType ?? 'weight',
      phoneNumbers: options.phoneNumbers ?? pool([100]),
      ...(options.schedule ? { schedule: options.schedule } : {}),
      contactsFilePath: await uploadContacts(team.org.id, contactsCsv(contacts)),
    },
  });
  const id = String(created.body.id);
  await db().collection(COLLECTIONS.campaigns).doc(id).update({ status: 'IN_PROGRESS' });
  return { team, id };
}

/** The t_phone_numbers document of one of the organisation's numbers. */
async function orgNumber(orgId: string, number: string) {
  const found = await db()
    .collection(COLLECTIONS.phoneNumbers)
    .where('orgId', '==', orgId)
    .where('number', '==', number)
    .get();
  const [doc] = found.docs;
  if (!doc) throw new Error(`No record of ${number}`);
  return doc;
}

const callsOf = (id: string) =>
  [...voice.engine().calls.values()].filter((call) => call.callId.startsWith(`${id}_`));
const finished = (id: string) =>
  eventually(
    () => readCampaign(id),
    (campaign) => campaign.status === 'COMPLETED',
  );

describe('campaign runner', { timeout: 60_000 }, () => {
  it('dials every contact once within the concurrency, records each call, and completes', async () => {
    const { id } = await runningCampaign(12, { concurrency: 3 });
    const before = voice.engine().maxActive();
    await runCampaignStep(db(), id, voice.deps());
    const campaign = await finished(id);
    expect(campaign.progress).toEqual({ called: 12, completed: 12, failed: 0, inFlight: 0 });
    expect(campaign.completedAt).not.toBeNull();
    const calls = callsOf(id);
    expect(new Set(calls.map((call) => call.to)).size).toBe(12);
    expect(Math.max(before, 3)).toBeGreaterThanOrEqual(voice.engine().maxActive());
    const contacts = await readContacts(id);
    expect(contacts.every((contact) => contact.status === 'DONE' && contact.callStatus === 'completed')).toBe(
      true,
    );
    const record = callRecordSchema.parse(
      (
        await db()
          .collection(COLLECTIONS.calls)
          .doc(calls[0]?.callId ?? '')
          .get()
      ).data(),
    );
    expect(record).toMatchObject({
      campaignId: id,
      type: 'outboundPhoneCall',
      status: 'completed',
      fromNumber: ORG_NUMBERS[0],
      routing: { chosenNumber: ORG_NUMBERS[0], reason: 'weight' },
    });
    expect(calls[0]?.variables).toMatchObject({
      order_ref: expect.any(String) as string,
      name: expect.stringContaining('Contact') as string,
    });
  });

  it('records state routing: a callee in NJ is called from the enabled NJ number', async () => {
    const { id } = await runningCampaign(2, { routingType: 'state', phoneNumbers: pool([0, 0, 0]) });
    await runCampaignStep(db(), id, voice.deps());
    await finished(id);
    for (const call of callsOf(id)) {
      const record = callRecordSchema.parse(
        (await db().collection(COLLECTIONS.calls).doc(call.callId).get()).data(),
      );
      expect(record.routing).toMatchObject({ chosenNumber: ORG_NUMBERS[0], reason: 'state-match' });
      expect(record.routing?.explanation).toContain('New Jersey');
    }
  });

  it('neither skips nor repeats a contact when dispatches die before or after reaching the engine', async () => {
    const { id } = await runningCampaign(8, { concurrency: 4 });
    let clock = voice.deps().now();
    let attempt = 0;
    // The first step "dies": half its calls never reach the engine, the other half reach it but the
    // process ends before it can record that (the engine has them; the runner does not know).
    const dying: RunnerDeps = {
      ...voice.deps(),
      now: () => clock,
      dial: async (request: OutboundCallRequest) => {
        attempt += 1;
        if (attempt % 2 === 0) await startOutboundCall(request);
        throw new Error('process killed');
      },
    };
    voice.engine().setCompletion({ delayMs: null });
    const crashed = await runCampaignStep(db(), id, dying);
    expect(crashed).toMatchObject({ dialed: 0, failed: 4 });
    expect(callsOf(id)).toHaveLength(2);
    expect((await readContacts(id)).filter((contact) => contact.status === 'DIALING')).toHaveLength(4);
    // Restarted before the leases run out: nothing is re-sent and nothing new is claimed (slots are full).
    expect(await runCampaignStep(db(), id, { ...voice.deps(), now: () => clock })).toMatchObject({
      dialed: 0,
    });
    // After the leases: the same four call ids are sent again; the engine places the two it lacked.
    clock += 120_000;
    voice.engine().setCompletion({ delayMs: 5 });
    expect(await runCampaignStep(db(), id, { ...voice.deps(), now: () => clock })).toMatchObject({
      dialed: 4,
    });
    expect(voice.engine().duplicates()).toBeGreaterThanOrEqual(2);
    for (const call of callsOf(id).slice(0, 2)) await voice.engine().completeCall(call.callId);
    const campaign = await finished(id);
    expect(campaign.progress).toMatchObject({ called: 8, completed: 8, inFlight: 0 });
    const calls = callsOf(id);
    expect(calls).toHaveLength(8);
    expect(new Set(calls.map((call) => call.to)).size).toBe(8);
    expect((await readContacts(id)).every((contact) => contact.status === 'DONE')).toBe(true);
  });

  it('never dials from a number the organisation released after it joined the pool', async () => {
    const { team, id } = await runningCampaign(6, { phoneNumbers: pool([50, 50]) });
    await (await orgNumber(team.org.id, ORG_NUMBERS[0])).ref.delete();
    await runCampaignStep(db(), id, voice.deps());
    await finished(id);
    const calls = callsOf(id);
    expect(calls).toHaveLength(6);
    expect(new Set(calls.map((call) => call.from))).toEqual(new Set([ORG_NUMBERS[1]]));
  });

  it('pauses instead of dialling when the only number moved to another agent; resume after adding one', async () => {
    const { team, id } = await runningCampaign(3, { phoneNumbers: pool([100]) });
    await (await orgNumber(team.org.id, ORG_NUMBERS[0])).ref.update({ agentId: 'another-agent' });
    expect(await runCampaignStep(db(), id, voice.deps())).toMatchObject({ dialed: 0, completed: false });
    expect(callsOf(id)).toHaveLength(0);
    expect(await readCampaign(id)).toMatchObject({ status: 'PAUSED', progress: { called: 0, failed: 0 } });
    expect((await readContacts(id)).every((contact) => contact.status === 'PENDING')).toBe(true);
    const assign = apiPath(API_ROUTES.assignCampaignNumbers, { campaignId: id });
    expect(
      (await api('POST', assign, { caller: team.member, body: { phoneNumbers: [ORG_NUMBERS[1]] } })).status,
    ).toBe(200);
    await api('POST', apiPath(API_ROUTES.resumeCampaign, { id }), { caller: team.member });
    await finished(id);
    expect(new Set(callsOf(id).map((call) => call.from))).toEqual(new Set([ORG_NUMBERS[1]]));
  });

  it('keeps contacts pending outside the calling window (callee-local) and dials once it opens', async () => {
    const schedule = {
      timezone: 'America/New_York',
      days: [1, 2, 3, 4, 5],
      windowStart: '09:00',
      windowEnd: '17:00',
    };
    const { id } = await runningCampaign(2, { schedule });
    // Friday 17:30 EST: closed until Monday 09:00 EDT (13:00 UTC), across the spring-forward weekend.
    const friday = { ...voice.deps(), now: () => Date.parse('2026-03-06T22:30:00Z') };
    expect(await runCampaignStep(db(), id, friday)).toEqual({
      dialed: 0,
      decided: 2,
      failed: 0,
      completed: false,
      more: false,
    });
    const early = { ...voice.deps(), now: () => Date.parse('2026-03-09T12:59:00Z') };
    expect(await runCampaignStep(db(), id, early)).toMatchObject({ dialed: 0, completed: false });
    expect((await readCampaign(id)).status).toBe('IN_PROGRESS');
    expect((await readContacts(id)).map((contact) => contact.status)).toEqual(['PENDING', 'PENDING']);
    expect(callsOf(id)).toHaveLength(0);
    const monday = { ...voice.deps(), now: () => Date.parse('2026-03-09T13:00:00Z') };
    expect(await runCampaignStep(db(), id, monday)).toMatchObject({ dialed: 2 });
    await finished(id);
    expect(callsOf(id)).toHaveLength(2);
  });

  it('pause stops new dials; resume continues where it stopped and finishes every contact once', async () => {
    const { team, id } = await runningCampaign(10, { concurrency: 2 });
    voice.engine().setCompletion({ delayMs: null });
    await runCampaignStep(db(), id, voice.deps());
    expect(callsOf(id)).toHaveLength(2);
    const paused = await api('POST', apiPath(API_ROUTES.pauseCampaign, { id }), { caller: team.member });
    expect(paused.body).toEqual({ id, status: 'PAUSED' });
    // The two calls under way end while paused: their slots free up, but nothing new is dialled.
    for (const call of callsOf(id)) expect(await voice.engine().completeCall(call.callId)).toBe(200);
    expect(await runCampaignStep(db(), id, voice.deps())).toMatchObject({ dialed: 0 });
    expect(callsOf(id)).toHaveLength(2);
    expect((await readCampaign(id)).progress).toMatchObject({ called: 2, completed: 2, inFlight: 0 });
    voice.engine().setCompletion({ delayMs: 5 });
    const resumed = await api('POST', apiPath(API_ROUTES.resumeCampaign, { id }), { caller: team.member });
    expect(resumed.body).toEqual({ id, status: 'IN_PROGRESS' });
    const campaign = await finished(id);
    expect(campaign.progress).toMatchObject({ called: 10, completed: 10, inFlight: 0 });
    expect(new Set(callsOf(id).map((call) => call.to)).size).toBe(10);
  });

  it("honours the agent's call queue: paused dials nothing, batch waits for its whole batch, resuming steps the run", async () => {
    const { team, id } = await runningCampaign(6, { concurrency: 2 });
    voice.engine().setCompletion({ delayMs: null });
    const queue = (body: Record<string, unknown>) =>
      api('POST', apiPath(API_ROUTES.updateCallQueue, { agentId: team.agent.id }), {
        caller: team.member,
        body,
      });
    expect((await queue({ paused: true, mode: 'batch' })).status).toBe(200);
    expect(await runCampaignStep(db(), id, voice.deps())).toMatchObject({ dialed: 0 });
    expect(await readCampaign(id)).toMatchObject({ status: 'IN_PROGRESS', progress: { called: 0 } });

    // Resuming steps the campaign at once: a batch of two.
    await queue({ paused: false });
    await eventually(
      () => Promise.resolve(callsOf(id).length),
      (count) => count === 2,
    );
    const [first, second] = callsOf(id);
    // One call of the batch ended: in batch mode nothing new starts while the other is under way.
    expect(await voice.engine().completeCall(first?.callId ?? '')).toBe(200);
    expect(await runCampaignStep(db(), id, voice.deps())).toMatchObject({ dialed: 0 });
    expect(callsOf(id)).toHaveLength(2);
    // The whole batch ended: the next batch starts.
    expect(await voice.engine().completeCall(second?.callId ?? '')).toBe(200);
    await eventually(
      () => Promise.resolve(callsOf(id).length),
      (count) => count === 4,
    );
    // Continuous: each slot is refilled as soon as its call ends.
    await queue({ mode: 'continuous' });
    expect(await voice.engine().completeCall(callsOf(id)[2]?.callId ?? '')).toBe(200);
    await eventually(
      () => Promise.resolve(callsOf(id).length),
      (count) => count === 5,
    );
  });

  it('terminate stops the run: no more dials, calls under way still recorded', async () => {
    const { team, id } = await runningCampaign(6, { concurrency: 2 });
    voice.engine().setCompletion({ delayMs: null });
    await runCampaignStep(db(), id, voice.deps());
    expect(
      (await api('POST', apiPath(API_ROUTES.terminateCampaign, { id }), { caller: team.member })).body,
    ).toEqual({
      id,
      status: 'COMPLETED',
    });
    for (const call of callsOf(id)) await voice.engine().completeCall(call.callId, 'no-answer');
    expect(callsOf(id)).toHaveLength(2);
    expect((await readCampaign(id)).progress).toMatchObject({
      called: 2,
      completed: 0,
      failed: 2,
      inFlight: 0,
    });
    expect((await readContacts(id)).filter((contact) => contact.status === 'PENDING')).toHaveLength(4);
    voice.engine().setCompletion({ delayMs: 5 });
  });
});

describe('POST /outbound/webhooks/call-ended', { timeout: 60_000 }, () => {
  it('refuses a wrong secret and an unknown call; a repeated report changes nothing', async () => {
    const { id } = await runningCampaign(1);
    voice.engine().setCompletion({ delayMs: null });
    await runCampaignStep(db(), id, voice.deps());
    const [call] = callsOf(id);
    const path = API_ROUTES.callEndedWebhook.path;
    const report = { callId: call?.callId, status: 'completed', durationSeconds: 30 };
    expect(
      (await api('POST', path, { body: report, headers: { [VOICE_ENGINE_SECRET_HEADER]: 'wrong' } })).status,
    ).toBe(401);
    expect((await api('POST', path, { body: report })).status).toBe(401);
    const unknown = { ...report, callId: 'nope' };
    expect(
      (await api('POST', path, { body: unknown, headers: { [VOICE_ENGINE_SECRET_HEADER]: WEBHOOK_SECRET } }))
        .status,
    ).toBe(404);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await api('POST', path, { body: report, headers: { [VOICE_ENGINE_SECRET_HEADER]: WEBHOOK_SECRET } }))
          .status,
      ).toBe(200);
    }
    expect((await readCampaign(id)).progress).toMatchObject({
      called: 1,
      completed: 1,
      failed: 0,
      inFlight: 0,
    });
    expect((await readCampaign(id)).status).toBe('COMPLETED');
    voice.engine().setCompletion({ delayMs: 5 });
  });
});

describe('POST /outbound/trigger-call', { timeout: 60_000 }, () => {
  it("places one call from the agent's number and records it", async () => {
    const team = await campaignTeam();
    const answer = await api('POST', API_ROUTES.triggerCall.path, {
      caller: team.member,
      body: {
        agentId: team.agent.id,
        workflowId: team.workflow.id,
        variables: { phone_number: '+14155550123', name: 'Ada' },
      },
    });
    expect(answer.status).toBe(200);
    const callId = String(answer.body.callId);
    expect(voice.engine().calls.get(callId)).toMatchObject({ from: '+13125550100', to: '+14155550123' });
    const record = await eventually(
      async () => callRecordSchema.parse((await db().collection(COLLECTIONS.calls).doc(callId).get()).data()),
      (call) => call.status === 'completed',
    );
    expect(record.routing).toMatchObject({ reason: 'agent-number' });
  });

  it('refuses a missing phone number, a VIEWER, a plan without outbound, and reports an engine failure', async () => {
    const team = await campaignTeam();
    const body = {
      agentId: team.agent.id,
      workflowId: team.workflow.id,
      variables: { phone_number: '+14155550123' },
    };
    expect(
      (
        await api('POST', API_ROUTES.triggerCall.path, {
          caller: team.member,
          body: { ...body, variables: {} },
        })
      ).status,
    ).toBe(400);
    expect((await api('POST', API_ROUTES.triggerCall.path, { caller: team.viewer, body })).status).toBe(403);
    voice.engine().failWith(503);
    const failed = await api('POST', API_ROUTES.triggerCall.path, { caller: team.member, body });
    voice.engine().failWith(null);
    expect(failed).toMatchObject({
      status: 503,
      body: { message: 'Failed to trigger call', error: { details: { reason: 'call-failed' } } },
    });
    await db().collection(COLLECTIONS.users).doc(team.owner.uid).update({ plan: 'FREE' });
    expect(
      (await api('POST', API_ROUTES.triggerCall.path, { caller: team.member, body })).body.error?.details
        ?.reason,
    ).toBe('plan-limit');
  });
});
