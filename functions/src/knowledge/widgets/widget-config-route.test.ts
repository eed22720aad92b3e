import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  MSG_KB_WIDGET_ORIGIN_REFUSED,
  WIDGET_ERROR_REASONS,
  widgetConfigSchema,
  widgetIdOf,
  type Agent,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../api/api';
import { db } from '../../lib/firestore';
import { newCaller } from '../../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../../testing/seed';
import { serveFunction, type ServedFunction } from '../../testing/serve-function';

// The deployed `api` function itself, CORS middleware included: what a visitor's browser talks to.
let served: ServedFunction;
let agent: Agent;
const SHOP = 'https://shop.example';

beforeAll(async () => {
  served = await serveFunction(api);
  const owner = newCaller('owner');
  await seedUser(owner);
  ({ agent } = await seedAgent(await seedOrg({ owner }), { name: 'Bike shop desk' }));
  await writeWidget(agent.id, { allowedOrigins: [SHOP, 'http://127.0.0.1:8080'] });
});
afterAll(async () => {
  await served.close();
});

async function writeWidget(agentId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = widgetIdOf(agentId);
  await db()
    .collection(COLLECTIONS.widgets)
    .doc(id)
    .set({
      id,
      agentId,
      allowedOrigins: [SHOP],
      primaryColor: '#ff5500',
      backgroundColor: '#101820',
      greeting: 'Hi! Ask me about bikes.',
      ...fields,
    });
  return id;
}

async function getConfig(widgetId: string, origin?: string) {
  const response = await fetch(`${served.url}${apiPath(API_ROUTES.widgetConfig, { widgetId })}`, {
    headers: origin ? { origin } : {},
  });
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    vary: response.headers.get('vary') ?? '',
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown> & {
      error?: { status: string; details?: { reason?: string } };
    },
  };
}

describe('GET /widget/{widgetId}', () => {
  it('answers an allowed website the public configuration, with CORS for that origin only', async () => {
    const answer = await getConfig(widgetIdOf(agent.id), SHOP);
    expect(answer.status).toBe(200);
    expect(widgetConfigSchema.strict().parse(answer.body)).toEqual({
      widgetId: widgetIdOf(agent.id),
      agentName: 'Bike shop desk',
      primaryColor: '#ff5500',
      backgroundColor: '#101820',
      greeting: 'Hi! Ask me about bikes.',
    });
    expect(answer.allowOrigin).toBe(SHOP);
    expect(answer.vary).toMatch(/Origin/i);
    expect(answer.cacheControl).toBe('private, max-age=60');
  });

  it('compares origins exactly: a stored entry not in exact form, or not a string, matches nothing', async () => {
    const other = await seedAgent(await seedOrg({ owner: newCaller('owner') }));
    const id = await writeWidget(other.agent.id, {
      allowedOrigins: ['HTTPS://Shop.Example:443', 42, { origin: SHOP }, null],
    });
    const answer = await getConfig(id, SHOP);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.details?.reason).toBe(WIDGET_ERROR_REASONS.widgetOriginRefused);
    await writeWidget(other.agent.id, { allowedOrigins: [42, SHOP] });
    expect((await getConfig(id, SHOP)).status).toBe(200);
  });

  it('answers 404, never 500, for a stored widget it cannot read', async () => {
    const other = await seedAgent(await seedOrg({ owner: newCaller('owner') }));
    for (const fields of [
      { allowedOrigins: 'https://shop.example' },
      { greeting: 42 },
      { primaryColor: 'red' },
    ]) {
      const id = await writeWidget(other.agent.id, fields);
      const answer = await getConfig(id, SHOP);
      expect(answer.status, JSON.stringify(fields)).toBe(404);
      expect(answer.allowOrigin).toBeNull();
    }
  });

  it("serves no widget squatting another agent's id (a document there naming another agent)", async () => {
    const victim = await seedAgent(await seedOrg({ owner: newCaller('owner') }), { name: 'Victim desk' });
    const squatter = await seedAgent(await seedOrg({ owner: newCaller('owner') }), { name: 'Phishing desk' });
    const squatted = widgetIdOf(victim.agent.id);
    await db()
      .collection(COLLECTIONS.widgets)
      .doc(squatted)
      .set({
        id: squatted,
        agentId: squatter.agent.id,
        allowedOrigins: [SHOP],
        greeting: 'Please log in again at evil.example',
      });
    const answer = await getConfig(squatted, SHOP);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.details?.reason).toBe(WIDGET_ERROR_REASONS.widgetNotFound);
    expect(answer.body).not.toHaveProperty('greeting');
    expect(answer.allowOrigin).toBeNull();
  });

  it('refuses another website with 403 and no CORS header, so its page cannot read the answer', async () => {
    for (const origin of ['https://evil.example', 'http://shop.example', 'http://127.0.0.1:8081', 'null']) {
      const answer = await getConfig(widgetIdOf(agent.id), origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.body.error).toMatchObject({
        status: 'PERMISSION_DENIED',
        details: { reason: WIDGET_ERROR_REASONS.widgetOriginRefused },
      });
      expect(answer.body.message).toBe(MSG_KB_WIDGET_ORIGIN_REFUSED);
      expect(answer.allowOrigin, origin).toBeNull();
      expect(answer.body).not.toHaveProperty('greeting');
    }
  });

  it('refuses a request without an Origin (not a web page)', async () => {
    const answer = await getConfig(widgetIdOf(agent.id));
    expect(answer.status).toBe(403);
    expect(answer.body.error?.details?.reason).toBe(WIDGET_ERROR_REASONS.widgetOriginRefused);
  });

  it('answers 404 for an unknown widget, without CORS', async () => {
    const answer = await getConfig(widgetIdOf('no-such-agent'), SHOP);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.details?.reason).toBe(WIDGET_ERROR_REASONS.widgetNotFound);
    expect(answer.allowOrigin).toBeNull();
  });

  it('answers 404 once the widget is deleted, and once its agent is deleted', async () => {
    const org = await seedOrg({ owner: newCaller('owner') });
    const gone = await seedAgent(org);
    const deletedWidget = await writeWidget(gone.agent.id);
    expect((await getConfig(deletedWidget, SHOP)).status).toBe(200);
    await db().collection(COLLECTIONS.widgets).doc(deletedWidget).delete();
    expect((await getConfig(deletedWidget, SHOP)).body.error?.details?.reason).toBe(
      WIDGET_ERROR_REASONS.widgetNotFound,
    );

    const orphan = await seedAgent(org);
    const orphanWidget = await writeWidget(orphan.agent.id);
    await db().collection(COLLECTIONS.agents).doc(orphan.agent.id).delete();
    const answer = await getConfig(orphanWidget, SHOP);
    expect(answer.status).toBe(404);
    expect(answer.allowOrigin).toBeNull();
  });

  it('refuses an id that is not a widget id with 400 before reading anything', async () => {
    for (const widgetId of ['agent-1', 'widget', 'x'.repeat(1501)]) {
      const answer = await getConfig(widgetId, SHOP);
      expect(answer.status, widgetId.slice(0, 20)).toBe(400);
      expect(answer.body.error?.details?.reason).toBe(API_ERROR_REASONS.invalidInput);
    }
  });
});
