import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  MSG_UPGRADE_FOR_EXPORT_CALLS,
  type NotificationSettings,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { bearerFor, newCaller, useApi, type Caller } from '../testing/api-client';
import { useFakeTelephony } from '../testing/fake-telephony';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { callEvents, postCallEvent, useEngineSecret } from './call-test-kit';

const api = useApi();
useEngineSecret();
const telephony = useFakeTelephony();

async function team(plan: 'FREE' | 'BUSINESS', notifications: Partial<NotificationSettings> = {}) {
  const owner = newCaller('owner');
  const viewer = newCaller('viewer');
  const stranger = newCaller('stranger');
  await seedUser(owner, { plan });
  await seedUser(viewer, { role: 'VIEWER' });
  await seedUser(stranger);
  const org = await seedOrg({ owner, members: [viewer] });
  const { agent } = await seedAgent(org, {
    notificationsSettings: {
      emailSummary: 'Never',
      errorSMS: '+15550009999',
      errorEmail: `ops-${org.id}@parley.test`,
      everyCall: { sms: false, email: false },
      errorLiveAction: { sms: false, email: false },
      errorUnhappyCustomer: { sms: false, email: false },
      errorRequiredInformation: { sms: false, email: false },
      errorHumanFollowup: { sms: false, email: false },
      ...notifications,
    },
  });
  return { owner, viewer, stranger, org, agent };
}

async function exportCsv(caller: Caller, query: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${api.baseUrl()}${API_ROUTES.exportCalls.path}?${query}`, {
    headers: { authorization: bearerFor(caller) },
  });
  return { status: response.status, text: await response.text() };
}

describe('GET /calls/export', () => {
  it('streams the filtered calls as CSV to any member, VIEWER included', async () => {
    const { viewer, agent } = await team('BUSINESS');
    for (const sentiment of ['Positive', 'Negative', 'Negative'] as const) {
      const { make } = callEvents(agent.id);
      await postCallEvent(api, make({ status: 'completed', sentiment, durationSeconds: 20 }));
    }
    const all = await exportCsv(viewer, `agentId=${agent.id}`);
    expect(all.status).toBe(200);
    const lines = all.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,startedAt,type,status/);
    expect(lines).toHaveLength(4);
    const negative = await exportCsv(viewer, `agentId=${agent.id}&sentiment=Negative`);
    expect(negative.text.trim().split('\r\n')).toHaveLength(3);
  });

  it('refuses a plan without export_calls with the spec’s text, and a stranger', async () => {
    const { owner, stranger, agent } = await team('FREE');
    const refused = await exportCsv(owner, `agentId=${agent.id}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      error: { message: MSG_UPGRADE_FOR_EXPORT_CALLS, details: { reason: API_ERROR_REASONS.planLimit } },
    });
    expect((await exportCsv(stranger, `agentId=${agent.id}`)).status).toBe(403);
    expect((await exportCsv(owner, 'sentiment=Happy')).status).toBe(400);
  });
});

describe('POST /agent/{agentId}/queue', () => {
  it('pauses and resumes, sets the mode, and refuses a VIEWER', async () => {
    const { owner, viewer, agent } = await team('BUSINESS');
    const path = apiPath(API_ROUTES.updateCallQueue, { agentId: agent.id });
    const paused = await api('POST', path, { caller: owner, body: { paused: true, mode: 'batch' } });
    expect(paused.body).toEqual({ callQueueIsPaused: true, callQueueMode: 'batch', queueCount: 0 });
    const refused = await api('POST', path, { caller: viewer, body: { paused: false } });
    expect(refused.status).toBe(403);
    const resumed = await api('POST', path, { caller: owner, body: { paused: false } });
    expect(resumed.body).toMatchObject({ callQueueIsPaused: false, callQueueMode: 'batch' });
  });

  it('counts the calls waiting in the queue', async () => {
    const { agent } = await team('BUSINESS');
    const first = callEvents(agent.id);
    const second = callEvents(agent.id);
    await postCallEvent(api, first.make({ status: 'queued' }));
    await postCallEvent(api, second.make({ status: 'queued' }));
    const count = async (): Promise<unknown> =>
      (await db().collection(COLLECTIONS.agents).doc(agent.id).get()).get('queueCount');
    expect(await count()).toBe(2);
    await postCallEvent(api, first.make({ status: 'in-progress' }));
    await postCallEvent(api, first.make({ status: 'queued' }));
    expect(await count()).toBe(1);
    // A call the campaign runner created as queued was never counted, so its end discounts nothing.
    const runnerCall = callEvents(agent.id);
    await db()
      .collection(COLLECTIONS.calls)
      .doc(runnerCall.callId)
      .set({ agentId: agent.id, type: 'outboundPhoneCall', status: 'queued', createdAt: Date.now() });
    await postCallEvent(api, runnerCall.make({ status: 'completed', type: 'outboundPhoneCall' }));
    expect(await count()).toBe(1);
  });
});

describe('notifications', () => {
  const mailTo = async (to: string) =>
    (await db().collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map(
      (doc) => doc.get('kind') as string,
    );

  it('send the post-call summary and the error events per the settings, once', async () => {
    const { agent } = await team('BUSINESS', {
      everyCall: { sms: false, email: true },
      errorUnhappyCustomer: { sms: true, email: false },
      errorHumanFollowup: { sms: false, email: false },
    });
    const { make } = callEvents(agent.id);
    const ended = make({
      status: 'completed',
      sentiment: 'Negative',
      transferred: true,
      durationSeconds: 31,
    });
    await postCallEvent(api, ended);
    await postCallEvent(api, ended);
    const settings = agent.notificationsSettings;
    expect((await mailTo(settings.errorEmail)).sort()).toEqual(['call-everyCall']);
    const sms = telephony().twilio.messages.filter((message) => message.to === settings.errorSMS);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain('unhappy customer');
  });

  it('send nothing while the call is running or with every flag off', async () => {
    const { agent } = await team('BUSINESS');
    const { make } = callEvents(agent.id);
    await postCallEvent(api, make({ status: 'completed', sentiment: 'Negative' }));
    expect(await mailTo(agent.notificationsSettings.errorEmail)).toEqual([]);
    const on = await team('BUSINESS', { everyCall: { sms: false, email: true } });
    await postCallEvent(api, callEvents(on.agent.id).make({ status: 'in-progress' }));
    expect(await mailTo(on.agent.notificationsSettings.errorEmail)).toEqual([]);
  });
});
