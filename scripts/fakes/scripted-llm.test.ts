// The scripted LLM driven only through the official `openai` SDK, as the runtime drives it; raw fetch only
// where the SDK cannot send the request (no key, a body that is not JSON).
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openAiError,
  SCRIPTED_FALLBACK_LINE,
  SCRIPTED_LLM_MODEL,
  SCRIPTED_RETRY_PREFIX,
  startScriptedLlm,
  type ScriptedLlm,
} from './scripted-llm';
import { startFakeProviders } from './index';

let llm: ScriptedLlm;
let client: OpenAI;

beforeAll(async () => {
  llm = await startScriptedLlm();
  // No retries: a 503 must surface at once, not after the SDK's back-off.
  client = new OpenAI({ baseURL: llm.url, apiKey: 'test-key', maxRetries: 0 });
});
afterEach(() => {
  llm.failWith(null);
  llm.setDelay(0);
});
afterAll(async () => {
  await llm.close();
});

const GREETING = 'Hi, thanks for calling Acme Dental. How can I help you today?';
const system = (text: string): ChatCompletionMessageParam => ({ role: 'system', content: text });
const user = (text: string): ChatCompletionMessageParam => ({ role: 'user', content: text });

/** A function tool with one property, required unless said otherwise. */
function tool(name: string, properties: Record<string, object> = {}, required = Object.keys(properties)) {
  return {
    type: 'function',
    function: { name, parameters: { type: 'object', properties, required } },
  } satisfies ChatCompletionTool;
}

async function complete(
  messages: ChatCompletionMessageParam[],
  extra: Partial<ChatCompletionCreateParamsNonStreaming> = {},
) {
  const completion = await client.chat.completions.create({ model: SCRIPTED_LLM_MODEL, messages, ...extra });
  const choice = completion.choices[0];
  if (!choice) throw new Error('no choice');
  return { completion, choice, message: choice.message };
}

/** The arguments of the tool call the scripted model answers, or null when it answers text. */
async function filledArguments(property: object, said: string): Promise<unknown> {
  const { message } = await complete([user(said)], { tools: [tool('record', { value: property })] });
  const call = message.tool_calls?.[0];
  if (!call) return null;
  if (call.type !== 'function') throw new Error('not a function call');
  return (JSON.parse(call.function.arguments) as { value: unknown }).value;
}

async function streamedChunks(
  messages: ChatCompletionMessageParam[],
  extra: { tools?: ChatCompletionTool[]; stream_options?: { include_usage: boolean } } = {},
): Promise<ChatCompletionChunk[]> {
  const stream = await client.chat.completions.create({
    model: SCRIPTED_LLM_MODEL,
    messages,
    stream: true,
    ...extra,
  });
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('streaming', () => {
  it('streams a text reply as a role delta, several content deltas and a stop', async () => {
    const chunks = await streamedChunks([system(`# Current step: Greeting\nAsk the caller: ${GREETING}`)]);
    const deltas = chunks.map((chunk) => chunk.choices[0]?.delta);
    expect(deltas[0]?.role).toBe('assistant');
    const pieces = deltas.map((delta) => delta?.content ?? '').filter(Boolean);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(GREETING);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
    expect(new Set(chunks.map((chunk) => chunk.object))).toEqual(new Set(['chat.completion.chunk']));
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(chunks.some((chunk) => chunk.usage)).toBe(false);
  });

  it('streams a tool call whose arguments, put back together from the deltas, parse as JSON', async () => {
    const tools = [tool('book_appointment', { date: { type: 'string', format: 'date' } })];
    const chunks = await streamedChunks([user('Could we do 2026-12-24 please?')], { tools });
    const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(calls[0]).toMatchObject({ index: 0, type: 'function', function: { name: 'book_appointment' } });
    expect(calls[0]?.id).toMatch(/^call_/);
    expect(calls.length).toBeGreaterThan(2);
    const args = calls.map((call) => call.function?.arguments ?? '').join('');
    expect(JSON.parse(args)).toEqual({ date: '2026-12-24' });
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it("is assembled by the SDK's stream helper into the same message as a plain completion", async () => {
    const request = {
      model: SCRIPTED_LLM_MODEL,
      messages: [user('My email is jane@example.com')],
      tools: [tool('save_email', { email: { type: 'string', format: 'email' } })],
    };
    const streamed = await client.chat.completions.stream(request).finalChatCompletion();
    const { message } = await complete(request.messages, { tools: request.tools });
    expect(streamed.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      type: 'function',
      function: { name: 'save_email', arguments: '{"email":"jane@example.com"}' },
    });
    expect(message.tool_calls?.[0]).toMatchObject({
      type: 'function',
      function: { name: 'save_email', arguments: '{"email":"jane@example.com"}' },
    });
  });

  it('ends with a usage chunk without choices when include_usage is set', async () => {
    const chunks = await streamedChunks([system(`# Current step: Greeting\n${GREETING}`)], {
      stream_options: { include_usage: true },
    });
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage).toEqual({
      prompt_tokens: Math.ceil(`# Current step: Greeting\n${GREETING}`.length / 4),
      completion_tokens: Math.ceil(GREETING.length / 4),
      total_tokens:
        Math.ceil(`# Current step: Greeting\n${GREETING}`.length / 4) + Math.ceil(GREETING.length / 4),
    });
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
  });
});

describe('a plain completion', () => {
  it('is a chat.completion with the model echoed, the reply, stop and estimated usage', async () => {
    const { completion, choice } = await complete([system('# Current step: Greeting\nHello there.')], {
      model: 'any-model-name',
    });
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'any-model-name',
      usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 },
    });
    expect(completion.id).toMatch(/^chatcmpl-/);
    expect(choice).toMatchObject({
      index: 0,
      finish_reason: 'stop',
      message: { role: 'assistant', content: 'Hello there.' },
    });
  });

  it('answers the same request the same way every time, under /v1 too', async () => {
    const v1 = new OpenAI({ baseURL: `${llm.url}/v1`, apiKey: 'test-key', maxRetries: 0 });
    const messages = [system(`# Current step: Greeting\n${GREETING}`), user('hello')];
    const first = await complete(messages);
    const again = await v1.chat.completions.create({ model: SCRIPTED_LLM_MODEL, messages });
    expect(again.choices[0]?.message.content).toBe(first.message.content);
  });

  it('lists the one scripted model', async () => {
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toEqual([SCRIPTED_LLM_MODEL]);
  });
});

describe('the decision', () => {
  const STEP = '# Current step: Ask for the date\nAsk the caller: Which day suits you?\n# Tone\nBe brief.';

  it('a. calls the first tool, in order, that the last user line fills', async () => {
    const tools = [
      tool('save_email', { email: { type: 'string', format: 'email' } }),
      tool('save_date', { date: { type: 'string', format: 'date' } }),
    ];
    const { choice, message } = await complete([system(STEP), user('The 2027-01-05 works for me')], {
      tools,
    });
    expect(choice.finish_reason).toBe('tool_calls');
    expect(message.content).toBeNull();
    expect(message.tool_calls?.[0]).toMatchObject({
      type: 'function',
      function: { name: 'save_date', arguments: '{"date":"2027-01-05"}' },
    });
  });

  it('a. calls end_call and transfer_call only when the caller says their words', async () => {
    const tools = [tool('end_call'), tool('transfer_call')];
    const name = async (said: string) =>
      (await complete([system(STEP), user(said)], { tools })).message.tool_calls?.[0];
    expect(await name('Thanks, that is all')).toBeUndefined();
    expect(await name('Okay, goodbye!')).toMatchObject({ function: { name: 'end_call', arguments: '{}' } });
    expect(await name('Please hang up now')).toMatchObject({ function: { name: 'end_call' } });
    expect(await name('Can I talk to a human?')).toMatchObject({ function: { name: 'transfer_call' } });
    const camel = [tool('endCall'), tool('transferCall')];
    const { message } = await complete([user('Put me through to an agent')], { tools: camel });
    expect(message.tool_calls?.[0]).toMatchObject({ function: { name: 'transferCall' } });
  });

  it('a. calls a tool without required properties whenever the caller speaks', async () => {
    const tools = [tool('note', { topic: { type: 'string' } }, [])];
    const { message } = await complete([user('  I have a question  ')], { tools });
    expect(message.tool_calls?.[0]).toMatchObject({
      function: { name: 'note', arguments: '{"topic":"I have a question"}' },
    });
  });

  const KNOWLEDGE = [
    '# Current step: Help\nAsk the caller: Anything else?',
    '# Knowledge',
    '[kb:faq-1] FAQ',
    'What are your opening hours?',
    'We are open 9 to 5, Monday to Friday.',
    '',
    '[kb:doc-2] Parking',
    'Free parking is available behind the clinic on Elm Street.',
    '',
    `[kb:doc-3] Insurance`,
    `${'We accept most dental insurance plans and bill them directly for you. '.repeat(6)}Ask us.`,
  ].join('\n');

  it('b. answers an FAQ passage with its answer line', async () => {
    const { message } = await complete([system(KNOWLEDGE), user('What are the opening hours on Friday?')]);
    expect(message.content).toBe('We are open 9 to 5, Monday to Friday.');
  });

  it('b. answers a one-line passage with its whole text', async () => {
    const { message } = await complete([
      system(KNOWLEDGE),
      user('Where do I park?'),
      user('Is parking free?'),
    ]);
    expect(message.content).toBe('Free parking is available behind the clinic on Elm Street.');
  });

  it('b. caps a long passage at 400 characters, at a sentence end', async () => {
    const { message } = await complete([system(KNOWLEDGE), user('Do you take my insurance?')]);
    const content = message.content ?? '';
    expect(content.length).toBeLessThanOrEqual(400);
    expect(content.length).toBeGreaterThan(300);
    expect(content).toMatch(/^We accept most dental insurance.*directly for you\.$/);
  });

  it('b. falls back to the step line when no passage shares a word', async () => {
    const { message } = await complete([system(KNOWLEDGE), user('Hmm')]);
    expect(message.content).toBe('Anything else?');
  });

  it("c. says the step's Ask the caller line, else its first line", async () => {
    expect((await complete([system(STEP), user('hello')])).message.content).toBe('Which day suits you?');
    const noAsk = `Intro\n# Current step: Greet\n\n  Welcome to Acme.\nMore text\n# Rules\nNone`;
    expect((await complete([system(noAsk)])).message.content).toBe('Welcome to Acme.');
  });

  it("c. says sorry first when the caller's line fills none of the tools", async () => {
    const tools = [tool('save_date', { date: { type: 'string', format: 'date' } }), tool('end_call')];
    const { message } = await complete([system(STEP), user('Sometime next week')], { tools });
    expect(message.content).toBe(`${SCRIPTED_RETRY_PREFIX}Which day suits you?`);
    // A tool result came back: the agent moves on without apologising.
    const afterTool = await complete(
      [
        system(STEP),
        user('2027-01-05'),
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'save_date', arguments: '{"date":"2027-01-05"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'booked' },
      ],
      { tools },
    );
    expect(afterTool.message.content).toBe('Which day suits you?');
  });

  it('d. says Okay. with no step and no passage to answer from', async () => {
    expect((await complete([system('You are a helpful agent.'), user('hello')])).message.content).toBe(
      SCRIPTED_FALLBACK_LINE,
    );
    expect(SCRIPTED_FALLBACK_LINE).toBe('Okay.');
  });
});

describe('filling arguments', () => {
  it.each([
    [
      'email',
      { type: 'string', format: 'email' },
      'Reach me at Jane.Doe+work@example.co.uk, thanks',
      'Jane.Doe+work@example.co.uk',
    ],
    ['phone, 10 digits', { type: 'string', format: 'phone' }, 'It is (415) 555-0101.', '+14155550101'],
    ['phone, international', { type: 'string', format: 'phone' }, 'call +44 20 7946 0110', '+442079460110'],
    ['date', { type: 'string', format: 'date' }, 'On 2026-02-28 if possible', '2026-02-28'],
    [
      'name after "my name is"',
      { type: 'string', format: 'name' },
      'Hi, my name is Jane Doe, and I need help',
      'Jane Doe',
    ],
    ['name after "I\'m"', { type: 'string', format: 'name' }, "I'm sam", 'sam'],
    ['capitalised name', { type: 'string', format: 'name' }, 'Hello, Maria Lopez here', 'Maria Lopez'],
    ['name, whole text', { type: 'string', format: 'name' }, 'jane', 'jane'],
    ['number', { type: 'number' }, 'About 2.5 hours, maybe 3', 2.5],
    ['integer', { type: 'integer' }, 'We are 4 people', 4],
    ['boolean yes', { type: 'boolean' }, 'Yeah, that works', true],
    ['boolean no', { type: 'boolean' }, "I'm not sure, no", false],
    [
      'enum mentioned',
      { type: 'string', enum: ['interested', 'not_interested'] },
      "I'm not interested",
      'not_interested',
    ],
    [
      'enum by words',
      { type: 'string', enum: ['morning slot', 'evening slot'] },
      'the evening works',
      'evening slot',
    ],
    ['enum, else the first', { type: 'string', enum: ['email', 'sms'] }, 'whatever', 'email'],
    ['plain string', { type: 'string' }, '  I would like a cleaning.  ', 'I would like a cleaning.'],
  ])('%s', async (_label, property, said, expected) => {
    expect(await filledArguments(property, said)).toEqual(expected);
  });

  it.each([
    ['email', { type: 'string', format: 'email' }, 'my email is jane at example'],
    ['phone', { type: 'string', format: 'phone' }, 'call 555 01'],
    ['date', { type: 'string', format: 'date' }, 'next Tuesday, 2026-02-30'],
    ['number', { type: 'number' }, 'a few'],
    ['boolean', { type: 'boolean' }, 'maybe'],
  ])('leaves a tool uncalled when its required %s is not in the line', async (_label, property, said) => {
    expect(await filledArguments(property, said)).toBeNull();
  });
});

describe('structured outputs', () => {
  it('answers JSON conforming to the schema, derived from the conversation', async () => {
    const schema = {
      type: 'object',
      properties: {
        summary: { type: 'string' },
        outcome: { type: 'string', enum: ['booked', 'callback_requested', 'not_interested'] },
        wantsCallback: { type: 'boolean', description: 'Whether the caller asked for a callback' },
        complained: { type: 'boolean' },
        turns: { type: 'integer' },
        topics: { type: 'array', items: { type: 'string' } },
        contact: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email' }, note: { type: ['string', 'null'] } },
          required: ['email', 'note'],
          additionalProperties: false,
        },
      },
      required: ['summary', 'outcome', 'wantsCallback', 'complained', 'turns', 'topics', 'contact'],
      additionalProperties: false,
    };
    const { message } = await complete(
      [
        system('Analyse the call.'),
        user('Hi, I got your letter about whitening'),
        { role: 'assistant', content: 'Would you like to book?' },
        user('Not now, please give me a callback next week at sam@example.com'),
      ],
      { response_format: { type: 'json_schema', json_schema: { name: 'analysis', schema, strict: true } } },
    );
    expect(JSON.parse(message.content ?? '')).toEqual({
      summary: 'The caller said: Hi, I got your letter about whitening…',
      outcome: 'callback_requested',
      wantsCallback: true,
      complained: false,
      turns: 2,
      topics: [],
      contact: {
        email: 'sam@example.com',
        note: 'Hi, I got your letter about whitening Not now, please give me a callback next week at sam@example.com',
      },
    });
  });
});

describe('structured outputs for post-call analysis', () => {
  it('picks the mentioned tags of an enum array and a nullable enum among its strings', async () => {
    const schema = {
      type: 'object',
      properties: {
        tags: {
          type: 'array',
          items: { type: 'string', enum: ['dead air', 'caller frustrated', 'lacks empathy'] },
        },
        plan: { type: ['string', 'null'], enum: ['basic', 'premium', null] },
      },
      required: ['tags', 'plan'],
      additionalProperties: false,
    };
    const { message } = await complete(
      [user('Hello? Dead air again, I am a caller frustrated with the premium plan')],
      { response_format: { type: 'json_schema', json_schema: { name: 'analysis', schema, strict: true } } },
    );
    expect(JSON.parse(message.content ?? '')).toEqual({
      tags: ['dead air', 'caller frustrated'],
      plan: 'premium',
    });
  });
});

/** The error of an OpenAI-shaped error body, checked to hold exactly OpenAI's four fields. */
async function errorOf(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('structured outputs with references', () => {
  it('follows local $refs and takes the non-null branch of a nullable property', async () => {
    const schema = {
      type: 'object',
      properties: {
        recap: { $ref: '#/$defs/text' },
        followUp: { anyOf: [{ type: 'null' }, { $ref: '#/$defs/slot' }] },
        callbackDate: { type: 'string', format: 'date' },
      },
      required: ['recap', 'followUp', 'callbackDate'],
      additionalProperties: false,
      $defs: {
        text: { type: 'string' },
        slot: { type: 'string', enum: ['morning', 'afternoon'] },
      },
    };
    const { message } = await complete([user('Call me back in the afternoon')], {
      response_format: { type: 'json_schema', json_schema: { name: 'follow_up', schema } },
    });
    expect(JSON.parse(message.content ?? '')).toEqual({
      recap: 'The caller said: Call me back in the afternoon',
      followUp: 'afternoon',
      callbackDate: '1970-01-01',
    });
  });
});

describe('errors and timing', () => {
  const body = JSON.stringify({ model: SCRIPTED_LLM_MODEL, messages: [{ role: 'user', content: 'hi' }] });

  it("answers 401 in OpenAI's error shape without a bearer key", async () => {
    const response = await fetch(`${llm.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    });
  });

  it("answers 400 in OpenAI's error shape for a malformed body", async () => {
    const response = await fetch(`${llm.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-key' },
      body: '{"model": ',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
    const noMessages = client.chat.completions.create({ model: SCRIPTED_LLM_MODEL, messages: [] });
    await expect(noMessages).rejects.toMatchObject({ status: 400, param: 'messages' });
  });

  it("surfaces failWith(503) as the SDK's APIError with status 503", async () => {
    llm.failWith(503, openAiError('The server is overloaded.', { type: 'server_error' }));
    const failed = complete([user('hello')]).catch((error: unknown) => error);
    const error = await failed;
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status: 503, type: 'server_error' });
  });

  it('holds the first byte back for setDelay', async () => {
    const impatient = new OpenAI({ baseURL: llm.url, apiKey: 'test-key', maxRetries: 0, timeout: 200 });
    const request = { model: SCRIPTED_LLM_MODEL, messages: [user('hello')] };
    // Far longer than the client waits: the request can only time out.
    llm.setDelay(60_000);
    await expect(impatient.chat.completions.create(request)).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
    llm.setDelay(0);
    await expect(impatient.chat.completions.create(request)).resolves.toMatchObject({
      object: 'chat.completion',
    });
  });
});

describe('the local stack', () => {
  it('registers as the llm fake, with the model and a placeholder key for the functions', async () => {
    const fakes = await startFakeProviders({ only: ['llm'] });
    try {
      expect(fakes.env).toEqual({
        LLM_BASE_URL: fakes.servers.llm?.url,
        LLM_MODEL: SCRIPTED_LLM_MODEL,
        LLM_API_KEY: 'scripted-local',
      });
      const functionsClient = new OpenAI({ baseURL: fakes.env.LLM_BASE_URL, apiKey: fakes.env.LLM_API_KEY });
      const completion = await functionsClient.chat.completions.create({
        model: fakes.env.LLM_MODEL ?? '',
        messages: [user('hello')],
      });
      expect(completion.choices[0]?.message.content).toBe(SCRIPTED_FALLBACK_LINE);
    } finally {
      await fakes.close();
    }
  });
});
