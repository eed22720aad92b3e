// The adapter through the real @vapi-ai/server-sdk against the fake Vapi (scripts/fakes/vapi.ts), with
// call records in the emulator's Firestore.
import { randomUUID } from 'node:crypto';
import { agentSchema, COLLECTIONS } from '@parley/domain';
import { startFakeVapi, vapiError, type FakeVapi } from '@parley/scripts/fakes';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantFromAgent } from './assistant-mapping';
import { VapiApiError } from './vapi-api-error';
import { deleteVapiAssistant, getVapiAssistant, upsertVapiAssistant } from './vapi-assistants';
import { getVapiCall, placeVapiCall, type VapiOutboundCall } from './vapi-calls';
import { vapiClient } from './vapi-client';
import { getVapiPhoneNumber, registerVapiPhoneNumber } from './vapi-phone-numbers';

const API_KEY = 'test-vapi-key';
/** Each test's numbers differ: the fake refuses a number registered twice. */
let nextNumber = 1000;
let fake: FakeVapi;

/** A client with no retries, so a refused or failed request fails at once. */
const client = () => vapiClient({ maxRetries: 0 });

function mappedAssistant(name: string, runtimeUrl = 'http://127.0.0.1:9/agents/a1') {
  return assistantFromAgent({
    agent: agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'o1', name, greeting: 'Hello!' }),
    version: 1,
    voice: null,
    runtime: { url: runtimeUrl, secret: 'prt_x' },
    server: { url: 'http://127.0.0.1:9/vapi/server-messages', secret: 'hook' },
  });
}

async function twilioNumber(number: string): Promise<string> {
  return registerVapiPhoneNumber(
    { provider: 'twilio', number, twilioAccountSid: 'AC123', twilioAuthToken: 'token' },
    client(),
  );
}

async function callRecord(): Promise<string> {
  const id = randomUUID();
  await getFirestore(adminApp())
    .collection(COLLECTIONS.calls)
    .doc(id)
    .set({ id, agentId: 'a1', type: 'outboundPhoneCall', status: 'queued' });
  return id;
}

beforeAll(async () => {
  fake = await startFakeVapi({ apiKey: API_KEY });
  process.env.VAPI_BASE_URL = fake.url;
  process.env.VAPI_API_KEY = API_KEY;
});

afterAll(async () => {
  await fake.close();
  delete process.env.VAPI_BASE_URL;
  delete process.env.VAPI_API_KEY;
});

beforeEach(() => {
  fake.failWith(null);
  process.env.VAPI_BASE_URL = fake.url;
  process.env.VAPI_API_KEY = API_KEY;
});

describe('assistants', () => {
  it('creates, updates in place, reads back and deletes an assistant', async () => {
    const id = await upsertVapiAssistant(mappedAssistant('Front desk'), null, client());
    expect(fake.assistants.get(id)).toMatchObject({
      name: 'Front desk v1',
      model: { provider: 'custom-llm' },
    });

    const again = await upsertVapiAssistant(mappedAssistant('Reception'), id, client());
    expect(again).toBe(id);
    const read = await getVapiAssistant(id, client());
    expect(read).toMatchObject({ id, name: 'Reception v1', firstMessage: 'Hello!' });

    await deleteVapiAssistant(id, client());
    expect(fake.assistants.has(id)).toBe(false);
    // Deleting one already gone is not an error.
    await deleteVapiAssistant(id, client());
  });

  it('creates the assistant again when the stored one was deleted on Vapi’s side', async () => {
    const id = await upsertVapiAssistant(mappedAssistant('Gone'), null, client());
    fake.assistants.delete(id);
    const recreated = await upsertVapiAssistant(mappedAssistant('Back'), id, client());
    expect(recreated).not.toBe(id);
    expect(fake.assistants.get(recreated)).toMatchObject({ name: 'Back v1' });
  });

  it('gives Vapi’s own validation message in the typed error', async () => {
    const error = await upsertVapiAssistant({ name: 'x'.repeat(41) }, null, client()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VapiApiError);
    expect(error).toMatchObject({ status: 400, refused: true, operation: 'create assistant' });
    expect((error as VapiApiError).vapiMessage).toContain(
      'name must be shorter than or equal to 40 characters',
    );
  });
});

describe('phone numbers', () => {
  it('registers a Twilio number and reads it back', async () => {
    const id = await twilioNumber('+14155550199');
    expect(await getVapiPhoneNumber(id, client())).toMatchObject({
      id,
      provider: 'twilio',
      number: '+14155550199',
      twilioAccountSid: 'AC123',
    });
  });

  it('registers a Vonage number through its credential', async () => {
    const id = await registerVapiPhoneNumber(
      { provider: 'vonage', number: '+442079460199', credentialId: 'cred-1' },
      client(),
    );
    expect(fake.phoneNumbers.get(id)).toMatchObject({ provider: 'vonage', credentialId: 'cred-1' });
  });

  it('reports a number Vapi refuses with Vapi’s reason', async () => {
    fake.refuseNumber('+14155550198');
    const error = await twilioNumber('+14155550198').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VapiApiError);
    expect(error).toMatchObject({
      status: 400,
      refused: true,
      vapiMessage: 'Number +14155550198 Not Found in Twilio account.',
    });
  });
});

describe('calls', () => {
  async function outbound(parleyCallId: string, customerNumber = '+14155550123'): Promise<VapiOutboundCall> {
    const assistantId = await upsertVapiAssistant({ name: 'Plain' }, null, client());
    const phoneNumberId = await twilioNumber(`+1212555${String(nextNumber++)}`);
    return {
      parleyCallId,
      agentId: 'a1',
      assistantId,
      phoneNumberId,
      customerNumber,
      variableValues: { name: 'Ada', company: 'Acme' },
    };
  }

  it('places a call with the contact’s fields and Parley’s ids, and reads it back', async () => {
    const callId = await callRecord();
    const request = await outbound(callId);
    const result = await placeVapiCall(request, client());
    expect(result.outcome).toBe('placed');
    const vapiCallId = result.outcome === 'placed' ? result.vapiCallId : '';
    const call = await getVapiCall(vapiCallId, client());
    expect(call).toMatchObject({
      id: vapiCallId,
      type: 'outboundPhoneCall',
      assistantId: request.assistantId,
      phoneNumberId: request.phoneNumberId,
      customer: { number: '+14155550123' },
      assistantOverrides: {
        variableValues: { name: 'Ada', company: 'Acme' },
        metadata: { parleyCallId: callId, parleyAgentId: 'a1' },
      },
    });
    const record = await getFirestore(adminApp()).collection(COLLECTIONS.calls).doc(callId).get();
    expect(record.get('vapiCallId')).toBe(vapiCallId);
    expect(record.get('vapiDispatchClaimedAt')).toBeUndefined();
  });

  it('places one call however often, and however concurrently, the same Parley call is sent', async () => {
    const callId = await callRecord();
    const request = await outbound(callId);
    const before = fake.calls.size;
    const results = await Promise.all([placeVapiCall(request, client()), placeVapiCall(request, client())]);
    const later = await placeVapiCall(request, client());
    expect(fake.calls.size).toBe(before + 1);
    const placed = results.find((result) => result.outcome === 'placed');
    expect(placed).toBeDefined();
    expect(results.filter((result) => result.outcome === 'placed')).toHaveLength(1);
    expect(later).toEqual({
      outcome: 'already-placed',
      vapiCallId: placed?.outcome === 'placed' ? placed.vapiCallId : '',
    });
  });

  it('releases the call when Vapi refuses it, so a corrected retry places it', async () => {
    const callId = await callRecord();
    const request = await outbound(callId, '0123');
    const error = await placeVapiCall(request, client()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, refused: true });
    expect((error as VapiApiError).vapiMessage).toContain('customer.number');
    const retried = await placeVapiCall({ ...request, customerNumber: '+14155550124' }, client());
    expect(retried.outcome).toBe('placed');
  });

  it('plays a call on a custom-LLM assistant out, without the request waiting for it', async () => {
    const callId = await callRecord();
    const request = await outbound(callId);
    // The runtime URL reaches nothing: the simulated call ends as Vapi ends it, on a pipeline error.
    request.assistantId = await upsertVapiAssistant(mappedAssistant('Runtime'), null, client());
    const result = await placeVapiCall(request, client());
    const vapiCallId = result.outcome === 'placed' ? result.vapiCallId : '';
    const finished = await fake.settled();
    expect(finished.find((run) => run.call.id === vapiCallId)?.endedReason).toBe(
      'pipeline-error-custom-llm-llm-failed',
    );
    expect(await getVapiCall(vapiCallId, client())).toMatchObject({ status: 'ended' });
  });
});

describe('failures', () => {
  it('turns Vapi’s 5xx into the typed error with its status and message', async () => {
    fake.failWith(503, vapiError(503, 'Service Unavailable'));
    const error = await getVapiCall('any', client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VapiApiError);
    expect(error).toMatchObject({ status: 503, refused: false, vapiMessage: 'Service Unavailable' });
  });

  it('turns an unreachable Vapi into the typed error with status 0', async () => {
    const down = await startFakeVapi({ apiKey: API_KEY });
    await down.close();
    process.env.VAPI_BASE_URL = down.url;
    const error = await upsertVapiAssistant({ name: 'x' }, null, client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VapiApiError);
    expect(error).toMatchObject({ status: 0, refused: false, operation: 'create assistant' });
  });

  it('refuses a wrong API key with Vapi’s 401', async () => {
    process.env.VAPI_API_KEY = 'wrong';
    const error = await getVapiAssistant('any', client()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, refused: true });
    expect((error as VapiApiError).vapiMessage).toMatch(/^Invalid Key/);
  });
});
