// The one factory wiring the runtime's ports for one conversation: the model over the OpenAI SDK, the
// agent's knowledge over the retrieval service, tools over the outbound guard, the code sandbox, Twilio and
// the mail collection, the agent's own calendar in Firestore, and the wall clock.
import {
  memoryCalendar,
  ToolFailure,
  type KnowledgePort,
  type RuntimePorts,
  type ToolsPort,
} from '@parley/runtime';
import { configuredEmbedder } from '../knowledge/retrieval/configured-embedder';
import { askKnowledgeBase } from '../knowledge/retrieval/knowledge-service';
import { guardedFetch } from '../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../lib/outbound/outbound-errors';
import { sendMail } from '../mail/send-mail';
import { sendSms } from '../notifications/send-sms';
import { firestoreCalendar, type CalendarOwner } from './calendar-store';
import { doNotCallList } from './do-not-call-port';
import { openAiLlm } from './openai-llm';

/**
 * How long a conversation trusts this instance's knowledge index before checking it against the
 * knowledge records again: turns in between read nothing for retrieval.
 */
const KNOWLEDGE_MAX_AGE_MS = 60_000;

/** Response bodies a step keeps, at most (a variable, not a download). */
const MAX_TOOL_RESPONSE_BYTES = 256 * 1024;

function knowledgeOf(agentId: string): KnowledgePort {
  return {
    async retrieve(query, limit) {
      const passages = await askKnowledgeBase(
        agentId,
        query,
        limit,
        configuredEmbedder(),
        KNOWLEDGE_MAX_AGE_MS,
      );
      return passages.map((passage) => ({
        id: `${passage.source}_${passage.sourceId}`,
        source: passage.source,
        title: passage.title,
        text: passage.text,
      }));
    },
  };
}

/** Anything thrown below as a ToolFailure whose message is safe for the owner to read. */
function asToolFailure(error: unknown): ToolFailure {
  if (error instanceof ToolFailure) return error;
  if (error instanceof OutboundRefusal || error instanceof OutboundFailure) {
    return new ToolFailure(error.reason, error.message);
  }
  return new ToolFailure('failed', 'The tool failed.');
}

export const runtimeTools: ToolsPort = {
  async httpRequest(request) {
    try {
      const response = await guardedFetch(
        {
          url: request.url,
          method: request.method,
          headers:
            request.body && !hasHeader(request.headers, 'content-type')
              ? { ...request.headers, 'content-type': 'application/json' }
              : request.headers,
          ...(request.body === null ? {} : { body: request.body }),
        },
        { timeoutMs: request.timeoutMs, maxBytes: MAX_TOOL_RESPONSE_BYTES },
      );
      return { status: response.status, body: response.body.toString('utf8') };
    } catch (error) {
      throw asToolFailure(error);
    }
  },
  async runCode(request) {
    const { sandboxPool } = await import('../integrations/code/sandbox-pool');
    const result = await sandboxPool().run(request.code, request.variables);
    if (result.status === 'error') throw new ToolFailure(result.error.kind, result.error.message);
    const output = result.output;
    if (typeof output !== 'object' || output === null || Array.isArray(output)) {
      throw new ToolFailure('output', 'The code must return an object of output variables.');
    }
    return output as Record<string, unknown>;
  },
  async sendSms(request) {
    try {
      await sendSms(request.to, request.body);
    } catch {
      throw new ToolFailure('sms', `The SMS to ${request.to} could not be sent.`);
    }
  },
  async sendEmail(request) {
    await sendMail(
      { to: request.to, subject: request.subject, text: request.body, html: '' },
      'runtime-step',
    );
  },
};

function hasHeader(headers: Readonly<Record<string, string>>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/**
 * The ports of one conversation of `agentId`. Bookings go to the agent's calendar in Firestore for the
 * conversation `booking` names; without one (a test-lab run, which has no stored conversation) they go
 * to a scratch calendar in memory, so a test never takes a real caller's slot.
 */
export function runtimePorts(agentId: string, booking?: CalendarOwner): RuntimePorts {
  return {
    llm: openAiLlm(),
    knowledge: knowledgeOf(agentId),
    tools: runtimeTools,
    calendar: booking ? firestoreCalendar(booking) : memoryCalendar(),
    clock: { now: () => Date.now() },
    // A test-lab run (no conversation) never lists a number.
    ...(booking ? { doNotCall: doNotCallList(booking.orgId) } : {}),
  };
}
