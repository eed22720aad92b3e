import {
  CALL_EVENT_SIGNATURE_HEADER,
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  VOICE_ENGINE_SECRET_HEADER,
  type ApiRoute,
} from '@parley/domain';
import type { HttpsFunction } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as deployed from '../index';
import { db } from '../lib/firestore';
import { signCallEvent } from '../calls/call-event-signature';
import { bearerFor, newCaller, useApi } from '../testing/api-client';
import { rawRequest, type RawAnswer } from '../testing/raw-request';
import { inputWith, stringFields, type FieldPath } from '../testing/schema-fields';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import { VOICE_ENGINE_WEBHOOK_SECRET } from '../voice-engine/voice-engine-secrets';
import { API_ROUTE_DEFINITIONS } from './routes';

// Issue 20: every path parameter and id field of every route and callable, sent each hostile id, is a
// 400 naming the field; nothing answers 5xx, nothing is written, and the process keeps answering.
// This file's documents live in their own emulator project (set after the imports, before any Admin
// SDK call), so other test files writing at the same time never touch the before/after snapshot.
process.env.GCLOUD_PROJECT = 'demo-parley-hostile-ids';

/** Ids Firestore refuses as document ids: each must be stopped by the request's schema. */
const HOSTILE_IDS: readonly string[] = [
  'a/b',
  '.',
  '..',
  '__proto__',
  '__name__',
  '\ud800',
  'x'.repeat(10_000),
  // 751 characters, 1,502 UTF-8 bytes.
  'é'.repeat(751),
];

/** The same as raw path segments, plus malformed percent-escapes only a path can carry. */
const HOSTILE_SEGMENTS: readonly string[] = [
  'a%2Fb',
  '.',
  '..',
  '__proto__',
  '__name__',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(1501),
];

/**
 * Fields named like ids that are not document ids, with why. Every other string field whose name
 * says id must be a documentIdSchema field (checked below), so a new route cannot forget it.
 */
const NOT_DOCUMENT_IDS: Readonly<Record<string, string>> = {
  'POST /public/voices/add-by-provider id': 'the ElevenLabs voice id; hashed into the document id',
  'PATCH /public/voices/{id} fallbackTtsId': "the other provider's voice id, stored as a value",
  'POST /phone-numbers/import-number twilioAuthToken': 'a Twilio credential',
  'POST /phone-numbers/twilio/import-external-account twilioAuthToken': 'a Twilio credential',
};
const ID_NAME = /^(id|uid|token)$|(Id|Ids|Uid|Token)$/;

const SECRET = 'hostile-ids-webhook-secret';
const VALID_ID = 'valid-id';
const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
const show = (id: string) => JSON.stringify(id.length > 24 ? `${id.slice(0, 8)}…(${id.length})` : id);
const pathString = (path: FieldPath) => path.join('.');
const paramNames = (route: ApiRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

function concretePath(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? VALID_ID);
}

/** The id fields of a schema, beside the path parameters (the router puts those over the body). */
function idFields(schema: unknown, params: readonly string[] = []): FieldPath[] {
  return stringFields(schema)
    .filter(({ documentId, path }) => documentId && !params.includes(String(path[0])))
    .map(({ path }) => path);
}

const callables = Object.entries(deployed).flatMap(([name, fn]) =>
  'inputSchema' in fn ? [{ name, fn: fn as HttpsFunction, schema: fn.inputSchema }] : [],
);

interface RouteCase {
  label: string;
  send: (baseUrl: string, authorization: string) => Promise<RawAnswer>;
  issuePath: string;
}

function routeCases(): RouteCase[] {
  return API_ROUTE_DEFINITIONS.flatMap(({ route, schema, verifyService }) => {
    const params = paramNames(route);
    // A service route gets both credentials the voice engine uses: the shared secret and the signature.
    const headers = (authorization: string, body = '{}') => ({
      'content-type': 'application/json',
      ...(verifyService
        ? {
            [VOICE_ENGINE_SECRET_HEADER]: SECRET,
            [CALL_EVENT_SIGNATURE_HEADER]: signCallEvent(body, SECRET, Math.floor(Date.now() / 1000)),
          }
        : { authorization }),
    });
    const hasBody = route.method !== 'GET';
    const inPath = params.flatMap((name) =>
      HOSTILE_SEGMENTS.map((segment) => ({
        label: `${routeKey(route)} {${name}} = ${show(segment)}`,
        issuePath: name,
        send: (baseUrl: string, authorization: string) =>
          rawRequest(`${baseUrl}${concretePath(route, { [name]: segment })}`, {
            method: route.method,
            headers: headers(authorization),
            ...(hasBody ? { body: '{}' } : {}),
          }),
      })),
    );
    const inBody = idFields(schema, params).flatMap((path) =>
      HOSTILE_IDS.map((id) => ({
        label: `${routeKey(route)} ${pathString(path)} = ${show(id)}`,
        issuePath: pathString(path),
        send: (baseUrl: string, authorization: string) =>
          rawRequest(`${baseUrl}${concretePath(route)}`, {
            method: route.method,
            headers: headers(authorization, JSON.stringify(inputWith(path, id))),
            body: JSON.stringify(inputWith(path, id)),
          }),
      })),
    );
    return [...inPath, ...inBody];
  });
}

/** The clone's owner_uid travels in multipart form data, which cannot carry an unpaired surrogate. */
function cloneOwnerCases(): RouteCase[] {
  const route = API_ROUTES.cloneVoice;
  return HOSTILE_IDS.filter((id) => id !== '\ud800').map((id) => ({
    label: `${routeKey(route)} owner_uid (multipart) = ${show(id)}`,
    issuePath: 'owner_uid',
    send: async (baseUrl: string, authorization: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Ada',
        gender: 'female',
        language: 'en',
        owner_uid: id,
      })) {
        form.append(key, value);
      }
      form.append('audio_file', new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/wav' }), 'a.wav');
      const request = new Request(`${baseUrl}${route.path}`, { method: 'POST', body: form });
      return rawRequest(`${baseUrl}${route.path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': request.headers.get('content-type') ?? '' },
        body: Buffer.from(await request.arrayBuffer()),
      });
    },
  }));
}

/** Every document of this file's project, by path, as JSON: what "no document changed" compares. */
async function snapshotDocuments(): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  const walk = async (collections: FirebaseFirestore.CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) documents.set(ref.path, JSON.stringify(snapshot.data()));
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db().listCollections());
  return documents;
}

describe('hostile ids at every route and callable', () => {
  const api = useApi();
  const owner = newCaller('owner');
  let agentId = '';
  let before = new Map<string, string>();
  const served = new Map<string, ServedFunction>();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    vi.stubEnv(VOICE_ENGINE_WEBHOOK_SECRET.name, SECRET);
    await seedUser(owner);
    const org = await seedOrg({ owner });
    ({
      agent: { id: agentId },
    } = await seedAgent(org));
    for (const { name, fn } of callables) served.set(name, await serveFunction(fn));
    before = await snapshotDocuments();
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await Promise.all([...served.values()].map((server) => server.close()));
  });

  it('finds every callable through validatedOnCall, and every id-named field typed as a document id', () => {
    const callableExports = Object.entries(deployed).filter(
      ([, fn]) => '__endpoint' in fn && fn.__endpoint.callableTrigger !== undefined,
    );
    expect(callables.map(({ name }) => name).sort()).toEqual(callableExports.map(([name]) => name).sort());
    const plainIds = [
      ...API_ROUTE_DEFINITIONS.flatMap(({ route, schema }) =>
        stringFields(schema).map((field) => ({
          ...field,
          key: `${routeKey(route)} ${pathString(field.path)}`,
        })),
      ),
      ...callables.flatMap(({ name, schema }) =>
        stringFields(schema).map((field) => ({ ...field, key: `${name} ${pathString(field.path)}` })),
      ),
    ].filter(
      ({ path, documentId, key }) =>
        !documentId &&
        ID_NAME.test(String(path.filter((part) => part !== 0).at(-1))) &&
        !(key in NOT_DOCUMENT_IDS),
    );
    expect(plainIds.map(({ key }) => key)).toEqual([]);
  });

  it.each([...routeCases(), ...cloneOwnerCases()].map((testCase) => [testCase.label, testCase] as const))(
    '%s → 400',
    async (_label, { send, issuePath }) => {
      const answer = await send(api.baseUrl(), bearerFor(owner));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: { status: 'INVALID_ARGUMENT', details: { reason: API_ERROR_REASONS.invalidInput } },
      });
      const { issues } = (
        answer.body as { error: { details: { issues: { path: string; message: string }[] } } }
      ).error.details;
      expect(issues.find(({ path }) => path === issuePath)?.message).toMatch(/^Must /);
    },
  );

  const callableCases = callables.flatMap(({ name, schema }) =>
    idFields(schema).flatMap((path) =>
      HOSTILE_IDS.map((id) => [`${name} ${pathString(path)} = ${show(id)}`, name, path, id] as const),
    ),
  );
  it.each(callableCases)('%s → invalid-argument', async (_label, name, path, id) => {
    const server = served.get(name);
    const answer = await rawRequest(server?.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bearerFor(owner) },
      body: JSON.stringify({ data: inputWith(path, id) }),
    });
    expect(answer.status).toBe(400);
    const { error } = answer.body as {
      error: { status: string; details: { reason: string; issues: { path: string; message: string }[] } };
    };
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.details.issues.find((issue) => issue.path === pathString(path))?.message).toMatch(/^Must /);
  });

  it.each([
    ['{}', 'application/json', 400],
    ['{"unknown":1,"status":"COMPLETED"}', 'application/json', 400],
    ['[{"name":"x"}]', 'application/json', 400],
    ['name=x', 'text/plain', 415],
    ['name=x', 'application/x-www-form-urlencoded', 415],
  ])('PATCH a campaign with %s as %s → %i', async (body, type, status) => {
    const answer = await rawRequest(`${api.baseUrl()}${concretePath(API_ROUTES.updateCampaign)}`, {
      method: 'PATCH',
      headers: { authorization: bearerFor(owner), 'content-type': type },
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('changed no document, left no unhandled rejection and still answers a normal request', async () => {
    expect(await snapshotDocuments()).toEqual(before);
    expect(unhandled).toEqual([]);
    const normal = await api('GET', concretePath(API_ROUTES.agentAvailablePhoneNumbers, { agentId }), {
      caller: owner,
    });
    expect(normal.status).toBe(200);
    const agent = await db().collection(COLLECTIONS.agents).doc(agentId).get();
    expect(agent.exists).toBe(true);
  });
});
