// Issue 38: a property-based walk of every route of the `api` function. For each route, fast-check
// draws requests from the complement of its schema — each field of the schema given a wrong type, a
// huge string, odd Unicode or a hostile id (`/`, `..`, `__x__`), hostile path parameters and query
// strings — and sends them, signed in as a real organisation owner, to the router served in process.
// No answer may be a 5xx: a bad input is the caller's to fix (a 4xx), whatever the route does with it.
// The budget is fixed (CASES_PER_ROUTE, one seed per route), so a run is the same every time.
import { createHash } from 'node:crypto';
import { CALL_EVENT_SIGNATURE_HEADER, VOICE_ENGINE_SECRET_HEADER, type ApiRoute } from '@parley/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signCallEvent } from '../calls/call-event-signature';
import { bearerFor, newCaller, useApi } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { VOICE_ENGINE_WEBHOOK_SECRET } from '../voice-engine/voice-engine-secrets';
import { VAPI_WEBHOOK_SECRET } from '../vapi/vapi-secrets';
import { VAPI_SECRET_HEADER } from '../vapi/vapi-server-url';
import { API_ROUTE_DEFINITIONS } from './routes';

/** Requests per route: ~90 routes × 16 keeps the file well under a minute on two cores. */
const CASES_PER_ROUTE = 16;
const SECRET = 'route-properties-webhook-secret';

const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a/b',
  '/',
  '.',
  '..',
  '../..',
  '__x__',
  '__proto__',
  '__name__',
  'constructor',
  '\u0000',
  '\ud800',
  '\u202e\u0644\u0627',
  'e\u0301\u200d\ufeff',
  '😀'.repeat(400),
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  '%2e%2e%2f',
  'http://2130706433/',
  'http://169.254.169.254/latest/meta-data/',
  '-1',
  '1e309',
];

/** A path parameter as sent on the wire: hostile segments, escaped or not. */
const HOSTILE_SEGMENTS: readonly string[] = [
  'a%2Fb',
  '..',
  '.',
  '__x__',
  '__proto__',
  '%ED%A0%80',
  '%E0%A4%A',
  '%00',
  'x'.repeat(1501),
  '%F0%9F%98%80',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('agentId', 'id', '__x__', '')), tie('value'), {
      maxKeys: 4,
    }),
  ),
}));

/** Maps or arrays nested `depth` deep: past Firestore's 20 levels. */
const deepValue = fc.integer({ min: 20, max: 45 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { n: value };
  return value;
});

/** The top-level field names of a route's schema (through optional, default and pipe wrappers). */
function fieldNames(schema: unknown): string[] {
  let current = schema as {
    _zod: { def: { type: string; shape?: object; innerType?: unknown; in?: unknown } };
  };
  for (let hops = 0; hops < 10; hops += 1) {
    const { def } = current._zod;
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    const next = def.innerType ?? def.in;
    if (next === undefined) return [];
    current = next as typeof current;
  }
  return [];
}

const paramNames = (route: ApiRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
/** One fixed seed per route, so every run draws the same requests. */
const seedOf = (route: ApiRoute) => createHash('sha256').update(routeKey(route)).digest().readInt32LE(0);

interface Drawn {
  params: Record<string, string>;
  body: unknown;
  query: [string, string][];
}

function requestsFor(
  route: ApiRoute,
  fields: readonly string[],
  realIds: () => string[],
): fc.Arbitrary<Drawn> {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('anything');
  const idLike = fc.oneof(
    fc.constantFrom(...HOSTILE_SEGMENTS),
    fc.constant('real').map(() => realIds()[0] ?? ''),
  );
  const params = fc.record(Object.fromEntries(paramNames(route).map((name) => [name, idLike])));
  // The complement of the schema: each known field may be missing, of any wrong type, deep, or hostile,
  // and an id field sometimes holds a real id so the handler gets past its first read.
  const objectBody = fc
    .array(
      fc.tuple(
        field,
        fc.oneof(
          { weight: 6, arbitrary: hostileValue },
          { weight: 1, arbitrary: deepValue },
          { weight: 1, arbitrary: fc.constant(null).map(() => realIds()[0] ?? '') },
        ),
      ),
      { maxLength: Math.max(3, fields.length + 2) },
    )
    .map((entries) => Object.fromEntries(entries));
  const body = fc.oneof({ weight: 8, arbitrary: objectBody }, { weight: 1, arbitrary: hostileValue });
  const query = fc.array(fc.tuple(field, hostileString), { maxLength: 3 });
  return fc.record({ params, body, query });
}

function pathOf(route: ApiRoute, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? 'valid-id');
}

/** The query string with each value escaped (a lone surrogate is sent as its replacement character). */
function queryOf(pairs: readonly [string, string][]): string {
  if (pairs.length === 0) return '';
  const escape = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  return `?${pairs.map(([key, value]) => `${escape(key)}=${escape(value)}`).join('&')}`;
}

describe('every route answers hostile input below 500', () => {
  const api = useApi();
  const owner = newCaller('owner');
  const ids: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    vi.stubEnv(VOICE_ENGINE_WEBHOOK_SECRET.name, SECRET);
    vi.stubEnv(VAPI_WEBHOOK_SECRET.name, SECRET);
    // A paying owner, so plan gates do not stop the requests before the handlers' own work.
    await seedUser(owner, { plan: 'PROFESSIONAL' });
    const { agent } = await seedAgent(await seedOrg({ owner }));
    ids.push(agent.id);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it.each(API_ROUTE_DEFINITIONS.map((definition) => [routeKey(definition.route), definition] as const))(
    '%s',
    async (_key, { route, schema, verifyService }) => {
      const seen: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          requestsFor(route, fieldNames(schema), () => ids),
          async ({ params, body, query }) => {
            const text = JSON.stringify(body);
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              ...(verifyService
                ? {
                    [VOICE_ENGINE_SECRET_HEADER]: SECRET,
                    [VAPI_SECRET_HEADER]: SECRET,
                    [CALL_EVENT_SIGNATURE_HEADER]: signCallEvent(text, SECRET, Math.floor(Date.now() / 1000)),
                  }
                : { authorization: bearerFor(owner) }),
            };
            const answer = await rawRequest(`${api.baseUrl()}${pathOf(route, params)}${queryOf(query)}`, {
              method: route.method,
              headers,
              body: text,
            });
            if (answer.status >= 500)
              seen.push(`${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 300)}`);
            return answer.status < 500;
          },
        ),
        { numRuns: CASES_PER_ROUTE, seed: seedOf(route), endOnFailure: true },
      );
      expect(seen).toEqual([]);
    },
  );

  it('left no unhandled rejection behind', () => {
    expect(unhandled).toEqual([]);
  });
});
