import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  customActionSchema,
  MARKETPLACE_ERROR_REASONS,
} from '@parley/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { newCaller, useApi, type Caller } from '../../testing/api-client';
import { seedUser, uniqueId } from '../../testing/seed';

const api = useApi();
const owner = newCaller('owner');
const other = newCaller('other');
const viewer = newCaller('viewer');
const staff = newCaller('staff');
let integrationId: string;

beforeAll(async () => {
  await Promise.all([seedUser(owner), seedUser(other), seedUser(viewer, { role: 'VIEWER' })]);
  await seedUser(staff, { role: 'ADMIN' });
  integrationId = uniqueId('integration');
  await db()
    .collection(COLLECTIONS.customIntegrations)
    .doc(integrationId)
    .set({ id: integrationId, name: 'Zendesk', description: 'Tickets', logoUrl: '', actionIds: [] });
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Create ticket',
  integrationId,
  description: 'Opens a ticket for the caller',
  request: {
    method: 'POST',
    url: 'https://api.example.com/tickets',
    headers: { Authorization: 'Bearer {{api_key}}' },
    body: '{"subject": "{{subject}}"}',
  },
  inputSchema: '{"type": "object"}',
  outputSchema: '{}',
  ...overrides,
});

const save = (caller: Caller, body: unknown) =>
  api('POST', API_ROUTES.saveCustomAction.path, { caller, body });
const submit = (caller: Caller, actionId: string) =>
  api('POST', apiPath(API_ROUTES.submitCustomAction, { actionId }), { caller, body: {} });
const review = (caller: Caller, actionId: string, body: Record<string, unknown>) =>
  api('POST', apiPath(API_ROUTES.reviewCustomAction, { actionId }), { caller, body });

async function stored(actionId: string) {
  const snapshot = await db().collection(COLLECTIONS.customActions).doc(actionId).get();
  return customActionSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

async function newDraft(caller = owner): Promise<string> {
  const answer = await save(caller, draft());
  expect(answer.status).toBe(200);
  return answer.body.actionId as string;
}

describe('POST /integrations/custom-actions/save', () => {
  it('creates a draft owned by the caller, then changes it', async () => {
    const actionId = await newDraft();
    expect(await stored(actionId)).toMatchObject({
      ownerUid: owner.uid,
      status: 'draft',
      name: 'Create ticket',
    });

    const changed = await save(owner, draft({ actionId, name: 'Open ticket' }));
    expect(changed.status).toBe(200);
    expect((await stored(actionId)).name).toBe('Open ticket');
  });

  it('refuses bad input, an unknown integration, a VIEWER, another user’s action and no sign-in', async () => {
    const actionId = await newDraft();
    expect((await save(owner, draft({ inputSchema: 'not json' }))).status).toBe(400);
    expect((await save(owner, draft({ request: { url: '' } }))).status).toBe(400);
    expect((await save(owner, draft({ integrationId: 'a/b' }))).status).toBe(400);
    const unknown = await save(owner, draft({ integrationId: 'no-such-integration' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.details?.reason).toBe(MARKETPLACE_ERROR_REASONS.integrationNotFound);
    expect((await save(viewer, draft())).body.error?.details?.reason).toBe(
      API_ERROR_REASONS.insufficientRole,
    );
    const foreign = await save(other, draft({ actionId, name: 'Hijacked' }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.details?.reason).toBe(MARKETPLACE_ERROR_REASONS.notActionOwner);
    expect((await stored(actionId)).name).toBe('Create ticket');
    expect((await api('POST', API_ROUTES.saveCustomAction.path, { body: draft() })).status).toBe(401);
  });
});

describe('review: draft → pending_review → published or back to draft', () => {
  it('lets the owner submit once, and a platform ADMIN publish it into its integration', async () => {
    const actionId = await newDraft();
    expect((await submit(other, actionId)).status).toBe(403);
    expect((await submit(owner, actionId)).body).toMatchObject({ status: 'pending_review' });
    const again = await submit(owner, actionId);
    expect(again.status).toBe(400);
    expect(again.body.error?.details?.reason).toBe(MARKETPLACE_ERROR_REASONS.actionStatus);
    // Under review, the owner cannot change it.
    expect((await save(owner, draft({ actionId }))).body.error?.details?.reason).toBe(
      MARKETPLACE_ERROR_REASONS.actionStatus,
    );

    const refused = await review(owner, actionId, { decision: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details?.reason).toBe(MARKETPLACE_ERROR_REASONS.notPlatformAdmin);

    expect((await review(staff, actionId, { decision: 'approve' })).body).toMatchObject({
      status: 'published',
    });
    expect((await stored(actionId)).status).toBe('published');
    const integration = await db().collection(COLLECTIONS.customIntegrations).doc(integrationId).get();
    expect(integration.get('actionIds')).toContain(actionId);
    expect((await review(staff, actionId, { decision: 'approve' })).status).toBe(400);
  });

  it('sends a rejected action back to draft with the note, which a resubmit clears', async () => {
    const actionId = await newDraft();
    await submit(owner, actionId);
    expect((await review(staff, actionId, { decision: 'reject' })).status).toBe(400);
    expect((await review(staff, actionId, { decision: 'reject', note: 'Add an output schema' })).status).toBe(
      200,
    );
    expect(await stored(actionId)).toMatchObject({ status: 'draft', reviewNote: 'Add an output schema' });
    await submit(owner, actionId);
    expect(await stored(actionId)).toMatchObject({ status: 'pending_review', reviewNote: '' });
  });

  it('answers 404 for an unknown action and 400 for a hostile id', async () => {
    expect((await submit(owner, 'no-such-action')).status).toBe(404);
    expect((await review(staff, 'no-such-action', { decision: 'approve' })).status).toBe(404);
    expect(
      (await api('POST', '/integrations/custom-actions/__x__/submit', { caller: owner, body: {} })).status,
    ).toBe(400);
  });
});
