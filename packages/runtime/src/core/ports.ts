// Everything the runtime needs from the outside world, as small interfaces. The core never performs I/O
// itself: functions/src/runtime wires these to the OpenAI SDK, the retrieval service, the outbound guard,
// the code sandbox, Twilio and the mail collection; tests wire them to in-memory fakes. docs/runtime.md.

/** One message of the conversation as the language model sees it (OpenAI's chat roles). */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; content: string; toolCallId: string };

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text, possibly malformed. */
  arguments: string;
}

/** A function the model may call, described by a JSON schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One piece of a streamed model answer. */
export type LlmChunk =
  | { type: 'text'; text: string }
  | { type: 'tool-call'; call: ToolCall }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

export interface LlmRequest {
  /** The agent's model override; the port's default when null. */
  model: string | null;
  messages: ChatMessage[];
  tools: ToolSpec[];
  signal: AbortSignal;
}

export interface LlmPort {
  /** Streams the model's answer; throws (or ends the stream by throwing) when the model fails. */
  chat(request: LlmRequest): AsyncIterable<LlmChunk>;
}

/** A passage of the agent's knowledge, as retrieval ranks it. */
export interface KnowledgePassage {
  id: string;
  source: string;
  title: string;
  text: string;
}

export interface KnowledgePort {
  retrieve(query: string, limit: number): Promise<KnowledgePassage[]>;
}

export interface HttpToolRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeoutMs: number;
}

export interface HttpToolResponse {
  status: number;
  body: string;
}

/** A tool that could not do its work; `message` is safe to show to the agent's owner, never the caller. */
export class ToolFailure extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolFailure';
  }
}

export interface ToolsPort {
  /** An HTTP request through the outbound guard. Throws ToolFailure when refused or failed. */
  httpRequest(request: HttpToolRequest): Promise<HttpToolResponse>;
  /** A code block in the sandbox; answers its output variables. Throws ToolFailure on error or limit. */
  runCode(request: {
    code: string;
    variables: Record<string, unknown>;
    timeoutMs: number;
  }): Promise<Record<string, unknown>>;
  sendSms(request: { to: string; body: string }): Promise<void>;
  sendEmail(request: { to: string; subject: string; body: string }): Promise<void>;
}

/** A slot booked in the agent's own calendar. */
export interface CalendarBooking {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, the agent's local time. */
  time: string;
}

/**
 * Parley's own simple calendar of the agent (there is no calendar connection): free slots within the
 * business hours (calendar/slots.ts) and bookings. One port per conversation, so a booking is idempotent
 * per conversation and step.
 */
export interface CalendarPort {
  /** The free slot start times (HH:MM, in order) on `date` (YYYY-MM-DD). */
  freeSlots(date: string): Promise<string[]>;
  /**
   * Books `time` on `date` for this conversation's step `key`; null when that slot is taken or not a
   * slot. Booking again with the same key answers the first booking (a retried turn books once).
   */
  book(request: { date: string; time: string; title: string; key: string }): Promise<CalendarBooking | null>;
}

/** The organisation's do-not-call list. */
export interface DoNotCallPort {
  /** Lists `number`; listing a listed number again changes nothing. Throws ToolFailure when it cannot. */
  add(number: string): Promise<void>;
}

export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface RuntimePorts {
  llm: LlmPort;
  knowledge: KnowledgePort;
  tools: ToolsPort;
  calendar: CalendarPort;
  clock: ClockPort;
  /** Absent where nothing may be listed (a test-lab run): an opt-out still ends the call. */
  doNotCall?: DoNotCallPort;
}
