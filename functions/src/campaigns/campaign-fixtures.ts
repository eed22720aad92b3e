// Test data and helpers shared by the campaign tests: a team with an agent, numbers, uploaded contact
// files, and the fake voice engine wired to the served `api` handler's webhook.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_ROUTES,
  campaignContactsPath,
  COLLECTIONS,
  phoneNumberSchema,
  type Campaign,
  type CampaignContact,
  type Plan,
} from '@parley/domain';
import { startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { afterAll, beforeAll } from 'vitest';
import { db } from '../lib/firestore';
import { defaultBucket } from '../lib/storage';
import { newCaller, type ApiCall } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { contactsRef, parseContact } from './campaign-store';
import { defaultRunnerDeps, type RunnerDeps } from './runner/run-campaign-step';

export const WEBHOOK_SECRET = 'campaign-tests-secret';
/**
 * The runner's day in these tests (runner/runner-clock.ts): Tuesday 2026-03-10 16:00 UTC, noon in New
 * York and 09:00 in Los Angeles, so the callee-local hours let every US contact be dialled, whatever the
 * real hour of the run. Tests of the hours themselves pass their own `now`.
 */
export const RUNNER_DAY = '2026-03-10T16:00:00Z';
process.env.PARLEY_RUNNER_CLOCK = RUNNER_DAY;
/** Numbers of the org: NJ (201), NY (212) and CA (415) area codes. */
export const ORG_NUMBERS = ['+12015550100', '+12125550100', '+14155550100'] as const;

/** An org (owner on `plan`) with admin, member, viewer and a stranger, an agent with a number, and org numbers. */
export async function campaignTeam(plan: Plan = 'PROFESSIONAL', concurrency = 4) {
  const [owner, admin, member, viewer, stranger] = ['owner', 'admin', 'member', 'viewer', 'stranger'].map(
    newCaller,
  ) as [
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
    ReturnType<typeof newCaller>,
  ];
  const org = await seedOrg({ owner, admins: [admin], members: [member, viewer] });
  await seedUser(owner, { plan });
  await Promise.all([admin, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  const { agent, workflow } = await seedAgent(org, {
    concurrency,
    businessPhoneNumber: { number: '+13125550100' },
  });
  for (const number of ORG_NUMBERS) {
    const id = uniqueId('pn');
    await db()
      .collection(COLLECTIONS.phoneNumbers)
      .doc(id)
      .set(phoneNumberSchema.parse({ id, orgId: org.id, number, source: 'bought', provider: 'twilio' }));
  }
  return { owner, admin, member, viewer, stranger, org, agent, workflow };
}

/** `count` distinct NANP contacts as CSV, with a name and one variable column. */
export function contactsCsv(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `+1201${String(5_550_000 + i).padStart(7, '0')},Contact ${String(i)},${String(i)}`,
  );
  return `phone_number,name,order_ref\n${rows.join('\n')}\n`;
}

/** Uploads a contacts file for the organisation, as the web does, and returns its Storage path. */
export async function uploadContacts(orgId: string, csv: string): Promise<string> {
  const path = campaignContactsPath(orgId, randomUUID());
  await defaultBucket().file(path).save(csv, { contentType: 'text/csv' });
  return path;
}

/** The campaign's contacts in file order. */
export async function readContacts(campaignId: string): Promise<CampaignContact[]> {
  const snapshot = await contactsRef(db(), campaignId).orderBy('index').get();
  return snapshot.docs.map(parseContact);
}

export async function readCampaign(id: string): Promise<Campaign & Record<string, unknown>> {
  return (await db().collection(COLLECTIONS.campaigns).doc(id).get()).data() as Campaign &
    Record<string, unknown>;
}

/** Polls until `check` holds (the runner works asynchronously through webhooks); fails after `limitMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not reached; last value ${JSON.stringify(value)}`);
    await sleep(25);
  }
}

/**
 * Starts the fake voice engine for the test file and points the functions at it and at the served
 * api's webhook. `engine()` is the running fake; `deps()` the runner's default dependencies.
 */
export function useVoiceEngine(api: ApiCall): { engine: () => FakeVoiceEngine; deps: () => RunnerDeps } {
  let engine: FakeVoiceEngine;
  beforeAll(async () => {
    engine = await startFakeVoiceEngine({ webhookSecret: WEBHOOK_SECRET, completion: { delayMs: 5 } });
    process.env.VOICE_ENGINE_URL = engine.url;
    process.env.VOICE_ENGINE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.VOICE_ENGINE_WEBHOOK_URL = `${api.baseUrl()}${API_ROUTES.callEndedWebhook.path}`;
  });
  afterAll(async () => {
    await engine.settled();
    delete process.env.VOICE_ENGINE_URL;
    delete process.env.VOICE_ENGINE_WEBHOOK_SECRET;
    delete process.env.VOICE_ENGINE_WEBHOOK_URL;
    await engine.close();
  });
  return { engine: () => engine, deps: defaultRunnerDeps };
}
