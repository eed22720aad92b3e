// A fake Vapi REST API for the local stack and tests: the subset Parley's adapter (functions/src/vapi)
// uses — assistants (POST/GET/PATCH/DELETE /assistant), phone numbers (POST/GET /phone-number) and calls
// (POST/GET /call) — in memory, with Vapi's JSON shapes, its bearer-key check and its NestJS-style
// errors ({ message, error, statusCode }), so functions run the real @vapi-ai/server-sdk against it
// (VAPI_BASE_URL). Each call placed on an assistant backed by a custom LLM with a server URL plays out
// as Vapi would play it (vapi-calls.ts), without the request waiting for it.
import { randomUUID } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import {
  jsonBody,
  sendJson,
  startFakeServer,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';
import { simulateVapiCall, type SimulatedCall, type VapiCallSimulationHost } from './vapi-calls';

/** The API key `npm start` gives the functions (VAPI_API_KEY) and the fake accepts by default. */
export const LOCAL_VAPI_API_KEY = 'parley-local-vapi-key';
/** The server-message secret `npm start` gives the functions (VAPI_WEBHOOK_SECRET). */
export const LOCAL_VAPI_WEBHOOK_SECRET = 'parley-local-vapi-webhook-secret';
/** The fake's organisation id, on everything it creates. */
export const FAKE_VAPI_ORG_ID = 'fake-vapi-org';

/** Vapi's JSON as the fake stores and answers it. */
export type VapiJson = Record<string, unknown>;

export interface FakeVapiOptions extends FakeStartOptions {
  /** The bearer key requests must carry (default LOCAL_VAPI_API_KEY). */
  apiKey?: string;
  /** How simulated calls play out (outcome rates, seed, turns); see vapi-calls.ts. */
  simulation?: Omit<VapiCallSimulationHost, 'onCallUpdate'>;
}

export interface FakeVapi extends FakeServer {
  /** Assistants by id, as Vapi would answer GET /assistant/{id}. */
  assistants: Map<string, VapiJson>;
  /** Registered phone numbers by id. */
  phoneNumbers: Map<string, VapiJson>;
  /** Calls by id, updated as their simulation runs. */
  calls: Map<string, VapiJson>;
  /** Makes Vapi refuse to register `number` (as it refuses one the provider account does not hold). */
  refuseNumber(number: string): void;
  /** Resolves when every simulated call started so far has ended. */
  settled(): Promise<SimulatedCall[]>;
}

/** A route's answer, and what to do once it is sent. */
interface Reply {
  status: number;
  body: unknown;
  after?: () => void;
}

const reply = (status: number, body: unknown): Reply => ({ status, body });

/** Vapi's error body (NestJS): `message` is a string, or the list of validation failures. */
export function vapiError(statusCode: number, message: string | string[]): VapiJson {
  const error: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    404: 'Not Found',
  };
  return { message, error: error[statusCode] ?? 'Error', statusCode };
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** Vapi's own bounds on an assistant (CreateAssistantDto). */
const ASSISTANT_NAME_MAX = 40;
const MAX_DURATION = { min: 10, max: 43_200 };

const isObject = (value: unknown): value is VapiJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The validation failures Vapi would list for an assistant body (the ones Parley's mapping could hit). */
function assistantProblems(body: VapiJson): string[] {
  const problems: string[] = [];
  const { name, maxDurationSeconds, model, server } = body;
  if (name !== undefined && (typeof name !== 'string' || name.length > ASSISTANT_NAME_MAX)) {
    problems.push(`name must be shorter than or equal to ${String(ASSISTANT_NAME_MAX)} characters`);
  }
  if (
    maxDurationSeconds !== undefined &&
    (typeof maxDurationSeconds !== 'number' ||
      maxDurationSeconds < MAX_DURATION.min ||
      maxDurationSeconds > MAX_DURATION.max)
  ) {
    problems.push(
      `maxDurationSeconds must not be less than ${String(MAX_DURATION.min)} or greater than ${String(MAX_DURATION.max)}`,
    );
  }
  if (model !== undefined && (!isObject(model) || typeof model.provider !== 'string')) {
    problems.push('model.provider must be a string');
  } else if (isObject(model) && model.provider === 'custom-llm' && typeof model.url !== 'string') {
    problems.push('model.url must be a URL address');
  }
  if (server !== undefined && (!isObject(server) || typeof server.url !== 'string')) {
    problems.push('server.url must be a URL address');
  }
  return problems;
}

/** What the simulation needs of an assistant: the custom LLM, its credential and the server. */
function simulatedAssistant(assistant: VapiJson): Parameters<typeof simulateVapiCall>[0]['assistant'] | null {
  const { model, server, credentials, firstMessage, firstMessageMode } = assistant;
  if (!isObject(model) || model.provider !== 'custom-llm' || typeof model.url !== 'string') return null;
  if (!isObject(server) || typeof server.url !== 'string') return null;
  const headers = isObject(server.headers) ? server.headers : {};
  return {
    firstMessage: typeof firstMessage === 'string' ? firstMessage : undefined,
    firstMessageMode: typeof firstMessageMode === 'string' ? firstMessageMode : undefined,
    model: {
      provider: 'custom-llm',
      url: model.url,
      model: typeof model.model === 'string' ? model.model : undefined,
    },
    credentials: Array.isArray(credentials)
      ? credentials.filter(isObject).map((credential) => ({
          provider: String(credential.provider),
          apiKey: typeof credential.apiKey === 'string' ? credential.apiKey : undefined,
        }))
      : undefined,
    server: { url: server.url, headers },
  };
}

/** Starts the fake Vapi on 127.0.0.1. */
export async function startFakeVapi({
  apiKey = LOCAL_VAPI_API_KEY,
  simulation = {},
  ...options
}: FakeVapiOptions = {}): Promise<FakeVapi> {
  const assistants = new Map<string, VapiJson>();
  const phoneNumbers = new Map<string, VapiJson>();
  const calls = new Map<string, VapiJson>();
  const refused = new Set<string>();
  const running = new Set<Promise<SimulatedCall>>();
  const finished: SimulatedCall[] = [];

  const now = () => new Date().toISOString();
  const stamped = (body: VapiJson): VapiJson => {
    const at = now();
    return { ...body, id: randomUUID(), orgId: FAKE_VAPI_ORG_ID, createdAt: at, updatedAt: at };
  };
  const notFound = (what: string): Reply =>
    reply(404, vapiError(404, `Couldn't Get ${what}. \`${what.toLowerCase()}\` Not Found.`));

  function assistantRoutes(request: FakeRequest, id: string | undefined): Reply {
    if (!id) {
      if (request.method === 'GET') return reply(200, [...assistants.values()]);
      if (request.method !== 'POST') return reply(404, vapiError(404, 'Cannot find route'));
      const body = jsonBody(request);
      if (!body) return reply(400, vapiError(400, ['body must be a JSON object']));
      const problems = assistantProblems(body);
      if (problems.length) return reply(400, vapiError(400, problems));
      const assistant = stamped(body);
      assistants.set(String(assistant.id), assistant);
      return reply(201, assistant);
    }
    const current = assistants.get(id);
    if (!current) return notFound('Assistant');
    if (request.method === 'GET') return reply(200, current);
    if (request.method === 'DELETE') {
      assistants.delete(id);
      return reply(200, current);
    }
    if (request.method !== 'PATCH') return reply(404, vapiError(404, 'Cannot find route'));
    const body = jsonBody(request);
    if (!body) return reply(400, vapiError(400, ['body must be a JSON object']));
    const problems = assistantProblems(body);
    if (problems.length) return reply(400, vapiError(400, problems));
    // Vapi's update replaces each top-level field sent and keeps the others.
    const updated: VapiJson = { ...current, ...body, id, updatedAt: now() };
    assistants.set(id, updated);
    return reply(200, updated);
  }

  function phoneNumberRoutes(request: FakeRequest, id: string | undefined): Reply {
    if (id) {
      const number = phoneNumbers.get(id);
      if (request.method !== 'GET') return reply(404, vapiError(404, 'Cannot find route'));
      return number ? reply(200, number) : notFound('Phone Number');
    }
    if (request.method === 'GET') return reply(200, [...phoneNumbers.values()]);
    if (request.method !== 'POST') return reply(404, vapiError(404, 'Cannot find route'));
    const body = jsonBody(request);
    if (!body) return reply(400, vapiError(400, ['body must be a JSON object']));
    const { provider, number } = body;
    const problems: string[] = [];
    if (provider !== 'twilio' && provider !== 'vonage')
      problems.push('provider must be one of: twilio, vonage');
    if (typeof number !== 'string' || !E164.test(number))
      problems.push('number must be a valid E.164 phone number');
    if (provider === 'twilio' && typeof body.twilioAccountSid !== 'string') {
      problems.push('twilioAccountSid must be a string');
    }
    if (provider === 'vonage' && typeof body.credentialId !== 'string')
      problems.push('credentialId must be a string');
    if (problems.length) return reply(400, vapiError(400, problems));
    const taken = [...phoneNumbers.values()].some((existing) => existing.number === number);
    if (typeof number === 'string' && (refused.has(number) || taken)) {
      const reason = taken
        ? `Number ${number} is already in use in your organization.`
        : `Number ${number} Not Found in ${provider === 'twilio' ? 'Twilio' : 'Vonage'} account.`;
      return reply(400, vapiError(400, reason));
    }
    const registered = stamped({ ...body, status: 'active' });
    phoneNumbers.set(String(registered.id), registered);
    return reply(201, registered);
  }

  function startSimulation(call: VapiJson, assistant: VapiJson): void {
    const simulated = simulatedAssistant(assistant);
    if (!simulated) return;
    const callId = String(call.id);
    const run = simulateVapiCall({
      // The stored JSON is the fake's own answer to POST /call, a Vapi Call by construction.
      call: call as unknown as Vapi.Call,
      assistant: simulated,
      fake: {
        ...simulation,
        onCallUpdate: (updated) => calls.set(callId, { ...updated }),
      },
    });
    running.add(run);
    void run.then((result) => finished.push(result)).finally(() => running.delete(run));
  }

  function callRoutes(request: FakeRequest, id: string | undefined): Reply {
    if (id) {
      const call = calls.get(id);
      if (request.method !== 'GET') return reply(404, vapiError(404, 'Cannot find route'));
      return call ? reply(200, call) : notFound('Call');
    }
    if (request.method === 'GET') return reply(200, [...calls.values()]);
    if (request.method !== 'POST') return reply(404, vapiError(404, 'Cannot find route'));
    const body = jsonBody(request);
    if (!body) return reply(400, vapiError(400, ['body must be a JSON object']));
    const assistant =
      typeof body.assistantId === 'string'
        ? assistants.get(body.assistantId)
        : isObject(body.assistant)
          ? body.assistant
          : undefined;
    if (!assistant) return reply(400, vapiError(400, `Couldn't Get Assistant. \`assistant\` Not Found.`));
    const phoneNumber =
      typeof body.phoneNumberId === 'string' ? phoneNumbers.get(body.phoneNumberId) : undefined;
    const customer = isObject(body.customer) ? body.customer : null;
    // Without a phone number the call is a web call; with one it dials the customer.
    if (body.phoneNumberId !== undefined && !phoneNumber) {
      return reply(400, vapiError(400, `Couldn't Get Phone Number. \`phoneNumber\` Not Found.`));
    }
    if (phoneNumber && (typeof customer?.number !== 'string' || !E164.test(customer.number))) {
      return reply(400, vapiError(400, ['customer.number must be a valid E.164 phone number']));
    }
    const call = stamped({
      ...body,
      type: phoneNumber ? 'outboundPhoneCall' : 'webCall',
      status: 'queued',
      ...(phoneNumber ? { phoneCallProvider: phoneNumber.provider, phoneCallTransport: 'pstn' } : {}),
    });
    calls.set(String(call.id), call);
    return {
      ...reply(201, call),
      after: () => {
        startSimulation(call, assistant);
      },
    };
  }

  function route(request: FakeRequest): Reply {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(
        401,
        vapiError(
          401,
          'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        ),
      );
    }
    const [, resource, id, extra] = request.path.split('/');
    if (extra !== undefined) return reply(404, vapiError(404, 'Cannot find route'));
    const decoded = id === undefined || id === '' ? undefined : decodeURIComponent(id);
    if (resource === 'assistant') return assistantRoutes(request, decoded);
    if (resource === 'phone-number') return phoneNumberRoutes(request, decoded);
    if (resource === 'call') return callRoutes(request, decoded);
    return reply(404, vapiError(404, `Cannot ${request.method} ${request.path}`));
  }

  const server = await startFakeServer((request, res) => {
    const { status, body, after } = route(request);
    sendJson(res, status, body);
    // After the answer, as Vapi answers POST /call before the call rings.
    after?.();
  }, options);

  return {
    ...server,
    assistants,
    phoneNumbers,
    calls,
    refuseNumber: (number) => refused.add(number),
    settled: async () => {
      while (running.size) await Promise.allSettled([...running]);
      return [...finished];
    },
  };
}
