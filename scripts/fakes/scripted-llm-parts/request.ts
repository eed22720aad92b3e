// The parts of a Chat Completions request the scripted model reads, checked by hand so a malformed body
// gets OpenAI's 400 (with the offending `param`) rather than a crash.

/** The subset of JSON Schema the fillers and the structured-output answer understand. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface ChatMessage {
  role: string;
  /** The message's text: a plain string, or the text parts of a content array joined by new lines. */
  text: string;
}

export interface ChatTool {
  name: string;
  parameters: JsonSchema;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: ChatTool[];
  stream: boolean;
  includeUsage: boolean;
  /** response_format.json_schema.schema, when structured output is asked for. */
  jsonSchema: JsonSchema | null;
}

export interface RequestProblem {
  message: string;
  param: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message's text: OpenAI accepts a string, null (assistant tool calls) or an array of typed parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

function parseTools(value: unknown): ChatTool[] | RequestProblem {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    return { message: "Invalid type for 'tools': expected an array.", param: 'tools' };
  const tools: ChatTool[] = [];
  for (const [index, tool] of value.entries()) {
    const fn = isRecord(tool) ? tool.function : undefined;
    if (!isRecord(tool) || tool.type !== 'function' || !isRecord(fn) || typeof fn.name !== 'string') {
      return { message: `Missing required parameter: 'tools[${index}].function'.`, param: `tools[${index}]` };
    }
    tools.push({ name: fn.name, parameters: isRecord(fn.parameters) ? fn.parameters : {} });
  }
  return tools;
}

function parseJsonSchema(value: unknown): { schema: JsonSchema | null } | RequestProblem {
  if (value === undefined || value === null) return { schema: null };
  if (!isRecord(value) || typeof value.type !== 'string') {
    return { message: "Invalid type for 'response_format': expected an object.", param: 'response_format' };
  }
  // json_object and text need no schema: the scripted answer is the same as without response_format.
  if (value.type !== 'json_schema') return { schema: null };
  const spec = value.json_schema;
  if (!isRecord(spec) || typeof spec.name !== 'string' || !isRecord(spec.schema)) {
    return {
      message: "Missing required parameter: 'response_format.json_schema' (name and schema).",
      param: 'response_format.json_schema',
    };
  }
  return { schema: spec.schema };
}

/** The request, or what is wrong with it (answered as a 400). */
export function parseChatRequest(body: Record<string, unknown> | null): ChatRequest | RequestProblem {
  if (!body) {
    return {
      message:
        'We could not parse the JSON body of your request. The OpenAI API expects a JSON payload, ' +
        'but what was sent was not valid JSON.',
      param: null,
    };
  }
  if (typeof body.model !== 'string' || body.model === '') {
    return { message: 'You must provide a model parameter.', param: 'model' };
  }
  const rawMessages = body.messages;
  if (!Array.isArray(rawMessages) || rawMessages.length === 0) {
    return { message: "Missing required parameter: 'messages'.", param: 'messages' };
  }
  const messages: ChatMessage[] = [];
  for (const [index, message] of rawMessages.entries()) {
    if (!isRecord(message) || typeof message.role !== 'string') {
      return {
        message: `Missing required parameter: 'messages[${index}].role'.`,
        param: `messages[${index}]`,
      };
    }
    messages.push({ role: message.role, text: contentText(message.content) });
  }
  const tools = parseTools(body.tools);
  if (!Array.isArray(tools)) return tools;
  const responseFormat = parseJsonSchema(body.response_format);
  if (!('schema' in responseFormat)) return responseFormat;
  const streamOptions = body.stream_options;
  return {
    model: body.model,
    messages,
    tools,
    stream: body.stream === true,
    includeUsage: isRecord(streamOptions) && streamOptions.include_usage === true,
    jsonSchema: responseFormat.schema,
  };
}

export function isRequestProblem(value: ChatRequest | RequestProblem): value is RequestProblem {
  return !('messages' in value);
}
