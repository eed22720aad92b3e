// Test helpers for the Vapi server messages route: messages of one call in Vapi's shapes (as the SDK
// types them), posted with or without the secret.
import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll } from 'vitest';
import type { ApiAnswer, ApiCall } from '../testing/api-client';
import { parleyMetadata } from './server-messages-metadata';
import { VAPI_SECRET_HEADER } from './vapi-server-url';

export const TEST_VAPI_SECRET = 'vapi-server-messages-test-secret';

export function useVapiSecret(): void {
  beforeAll(() => {
    process.env.VAPI_WEBHOOK_SECRET = TEST_VAPI_SECRET;
  });
  afterAll(() => {
    delete process.env.VAPI_WEBHOOK_SECRET;
  });
}

/** Posts `{ message }` with the test secret, another one, or none (`secret: null`). */
export async function postServerMessage(
  api: ApiCall,
  message: object,
  { secret = TEST_VAPI_SECRET }: { secret?: string | null } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${api.baseUrl()}${API_ROUTES.vapiServerMessages.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [VAPI_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify({ message }),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

export const CALL_START = Date.UTC(2026, 10, 20, 12);

interface CallOptions {
  agentId?: string | null;
  callId?: string;
  type?: Vapi.CallType;
  phoneNumberId?: string;
}

/** A Vapi call and makers of its messages, each at `at` ms after the call's start. */
export function vapiCall({ agentId = null, callId, type = 'outboundPhoneCall', phoneNumberId }: CallOptions) {
  const call: Vapi.Call = {
    id: randomUUID(),
    orgId: 'vapi-org',
    type,
    createdAt: new Date(CALL_START).toISOString(),
    updatedAt: new Date(CALL_START).toISOString(),
    phoneNumber: { twilioPhoneNumber: '+14155550100', twilioAccountSid: 'AC1' },
    customer: { number: '+14155550199' },
    ...(phoneNumberId ? { phoneNumberId } : {}),
    ...(agentId
      ? { assistantOverrides: { metadata: parleyMetadata({ agentId, ...(callId ? { callId } : {}) }) } }
      : {}),
  };
  const at = (ms: number) => CALL_START + ms;
  const status = (
    status: Vapi.ServerMessageStatusUpdateStatus,
    ms: number,
    extra: Partial<Vapi.ServerMessageStatusUpdate> = {},
  ): Vapi.ServerMessageStatusUpdate => ({ type: 'status-update', status, timestamp: at(ms), call, ...extra });
  const lines = [
    {
      role: 'bot',
      message: 'Hello, this is Acme. May I have your name?',
      time: at(1000),
      endTime: at(3000),
      secondsFromStart: 1,
    },
    { role: 'user', message: 'It is Ada.', time: at(4000), endTime: at(5000), secondsFromStart: 4 },
    { role: 'bot', message: 'Thanks Ada, goodbye!', time: at(6000), endTime: at(8000), secondsFromStart: 6 },
  ];
  const conversation = (count: number, ms: number): Vapi.ServerMessageConversationUpdate => ({
    type: 'conversation-update',
    timestamp: at(ms),
    messages: [
      { role: 'system', message: 'prompt', time: at(0), secondsFromStart: 0 },
      ...lines.slice(0, count),
    ],
    messagesOpenAIFormatted: [],
    call,
  });
  const report = (endedReason: Vapi.ServerMessageEndOfCallReportEndedReason = 'assistant-ended-call') =>
    ({
      type: 'end-of-call-report',
      timestamp: at(90_000),
      endedReason,
      cost: 0.1234,
      startedAt: new Date(at(500)).toISOString(),
      endedAt: new Date(at(62_500)).toISOString(),
      artifact: {
        messages: lines,
        recordingUrl: `https://storage.vapi.test/${call.id}.wav`,
        performanceMetrics: {
          turnLatencyAverage: 812,
          modelLatencyAverage: 240,
          turnLatencies: [{ turnLatency: 812 }],
        },
      },
      analysis: { summary: 'Ada gave her name.' },
      call,
    }) satisfies Vapi.ServerMessageEndOfCallReport;
  const hang = (ms: number): Vapi.ServerMessageHang => ({ type: 'hang', timestamp: at(ms), call });
  return { call, status, conversation, report, hang };
}
