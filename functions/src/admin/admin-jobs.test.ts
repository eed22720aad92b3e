import {
  agentSchema,
  API_ROUTES,
  COLLECTIONS,
  MSG_ADMIN_JOBS_ADMIN_ONLY,
  type AdminJob,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { adminJobRef, runAdminJobChunk } from './admin-job-service';

const call = useApi();

let engine: FakeVoiceEngine;
beforeAll(async () => {
  engine = await startFakeVoiceEngine();
  process.env.VOICE_ENGINE_URL = engine.url;
});
afterAll(async () => {
  delete process.env.VOICE_ENGINE_URL;
  await engine.close();
});
const route = API_ROUTES.startAdminJob;

/** An organisation with `count` agents, written in batches (ids sort in creation order). */
async function orgWithAgents(count: number) {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const ids = Array.from(
    { length: count },
    (_, index) => `${org.id}-agent-${String(index).padStart(5, '0')}`,
  );
  for (let start = 0; start < count; start += 400) {
    const batch = db().batch();
    for (const id of ids.slice(start, start + 400)) {
      batch.set(
        db().collection(COLLECTIONS.agents).doc(id),
        agentSchema.parse({ id, uid: owner.uid, orgId: org.id, name: id }),
      );
    }
    await batch.commit();
  }
  return { owner, org, ids };
}

async function platformAdmin() {
  const admin = newCaller('staff');
  await seedUser(admin, { role: 'ADMIN' });
  return admin;
}

const jobOf = async (jobId: string): Promise<AdminJob> => (await adminJobRef(jobId).get()).data() as AdminJob;

describe('POST /api/admin/agent-jobs', () => {
  it('refuses anyone who is not a platform ADMIN, the organisation owner included', async () => {
    const { owner, org } = await orgWithAgents(1);
    const viewer = newCaller('viewer');
    await seedUser(viewer, { role: 'VIEWER' });
    for (const caller of [owner, viewer]) {
      const answer = await call(route.method, route.path, {
        caller,
        body: { operation: { kind: 'concurrency', concurrency: 8 }, selection: { orgId: org.id } },
      });
      expect(answer.status).toBe(403);
      if (caller === owner) expect(answer.body.error?.message).toBe(MSG_ADMIN_JOBS_ADMIN_ONLY);
    }
    const none = await db().collection(COLLECTIONS.adminJobs).where('selection.orgId', '==', org.id).get();
    expect(none.size).toBe(0);
  });

  it("changes 1,200 agents' concurrency in 3 chunks, resuming after a stop between chunks", async () => {
    const { org, ids } = await orgWithAgents(1200);
    const admin = await platformAdmin();
    const started = await call(route.method, route.path, {
      caller: admin,
      body: { operation: { kind: 'concurrency', concurrency: 9 }, selection: { orgId: org.id } },
    });
    expect(started.status).toBe(200);
    const { jobId } = started.body.data as { jobId: string };
    expect(await jobOf(jobId)).toMatchObject({ status: 'running', total: 1200, done: 0, cursor: null });

    // One chunk, then the worker "dies": the job keeps the cursor it committed with that chunk.
    expect(await runAdminJobChunk(jobId)).toBe('advanced');
    expect(await jobOf(jobId)).toMatchObject({ status: 'running', done: 500, chunks: 1, cursor: ids[499] });
    const agents = db().collection(COLLECTIONS.agents);
    expect((await agents.doc(ids[499] ?? '').get()).data()?.concurrency).toBe(9);
    expect((await agents.doc(ids[500] ?? '').get()).data()?.concurrency).toBe(4);

    // A fresh worker picks the job up where the cursor says.
    expect(await runAdminJobChunk(jobId)).toBe('advanced');
    expect(await runAdminJobChunk(jobId)).toBe('done');
    expect(await jobOf(jobId)).toMatchObject({
      status: 'done',
      total: 1200,
      done: 1200,
      failed: 0,
      chunks: 3,
    });
    expect(await runAdminJobChunk(jobId)).toBe('idle');
    const changed = await agents.where('orgId', '==', org.id).where('concurrency', '==', 9).count().get();
    expect(changed.data().count).toBe(1200);
    // The voice engine forgets each changed agent once.
    expect(engine.cleared.filter((id) => id.startsWith(org.id)).sort()).toEqual(ids);
  });

  it('deletes listed agents with their workflows and links, counting missing ones as failed', async () => {
    const owner = newCaller('owner');
    await seedUser(owner);
    const org = await seedOrg({ owner });
    const first = await seedAgent(org);
    const second = await seedAgent(org);
    const keep = await seedAgent(org);
    const admin = await platformAdmin();
    const started = await call(route.method, route.path, {
      caller: admin,
      body: {
        operation: { kind: 'delete' },
        selection: { agentIds: [first.agent.id, second.agent.id, 'gone'] },
      },
    });
    const { jobId } = started.body.data as { jobId: string };
    expect(await runAdminJobChunk(jobId)).toBe('done');
    expect(await jobOf(jobId)).toMatchObject({ status: 'done', total: 3, done: 2, failed: 1 });
    for (const { agent, workflow } of [first, second]) {
      expect((await db().collection(COLLECTIONS.agents).doc(agent.id).get()).exists).toBe(false);
      expect((await db().collection(COLLECTIONS.workflows).doc(workflow.id).get()).exists).toBe(false);
    }
    expect((await db().collection(COLLECTIONS.orgs).doc(org.id).get()).data()?.agentIds).toEqual([
      keep.agent.id,
    ]);
    expect((await db().collection(COLLECTIONS.agents).doc(keep.agent.id).get()).exists).toBe(true);
  });

  it('refuses a selection that is neither ids nor an organisation, and an unknown operation', async () => {
    const admin = await platformAdmin();
    for (const body of [
      { operation: { kind: 'delete' }, selection: {} },
      { operation: { kind: 'rename' }, selection: { orgId: 'o' } },
      { operation: { kind: 'cluster', cluster: 'MARS' }, selection: { orgId: 'o' } },
    ]) {
      expect((await call(route.method, route.path, { caller: admin, body })).status).toBe(400);
    }
  });
});
