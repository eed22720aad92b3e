// Structured outputs (response_format json_schema): a JSON value conforming to the schema, derived from
// the caller's messages only, so post-call analysis and test judges get predictable answers
// (docs/scripted-llm.md#structured-outputs).
import { email, isoDate, phone, schemaType } from './fill-arguments';
import type { ChatMessage, JsonSchema } from './request';
import { keywords, mentions, pickOption, sharedWordCount, splitName } from './words';

interface Conversation {
  /** Each user message's text, trimmed, empty ones left out. */
  userLines: string[];
  /** The user messages as one text, for word matching. */
  text: string;
  root: JsonSchema;
}

const SUMMARY_NAME = /summary|summari[sz]e|recap|overview|synopsis/i;
const TEXT_MAX = 200;
// Words a boolean's name or description uses to frame the question rather than to say what it is about.
const FRAMING_WORDS = new Set(
  'whether caller user agent call conversation transcript customer true false asked said mentioned'.split(
    ' ',
  ),
);
// Values that satisfy a string format when the conversation holds none.
const FORMAT_PLACEHOLDERS: Record<string, string> = {
  email: 'caller@example.com',
  phone: '+15555550100',
  date: '1970-01-01',
  'date-time': '1970-01-01T00:00:00Z',
  uri: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A local `$ref` (#/$defs/X, #/definitions/X), resolved against the root schema. */
function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref?.startsWith('#')) return schema;
  let target: unknown = root;
  for (const key of schema.$ref.slice(1).split('/').filter(Boolean)) {
    target = (target as Record<string, unknown> | undefined)?.[decodeURIComponent(key)];
  }
  return typeof target === 'object' && target !== null ? resolve(target, root) : {};
}

/** Formats whose value the conversation may hold (the rest always get their placeholder). */
const FORMAT_FINDERS: Record<string, (text: string) => string | undefined> = { email, phone, date: isoDate };

function text(schema: JsonSchema, name: string, conversation: Conversation): string {
  const { userLines, text: said } = conversation;
  const format = schema.format ?? '';
  if (Object.hasOwn(FORMAT_PLACEHOLDERS, format)) {
    const find = Object.hasOwn(FORMAT_FINDERS, format) ? FORMAT_FINDERS[format] : undefined;
    return find?.(said) ?? FORMAT_PLACEHOLDERS[format] ?? '';
  }
  const first = userLines[0];
  const value = SUMMARY_NAME.test(name)
    ? first === undefined
      ? 'The caller said nothing.'
      : `The caller said: ${first}${userLines.length > 1 ? '…' : ''}`
    : userLines.join(' ').slice(0, TEXT_MAX).trim();
  return schema.maxLength === undefined ? value : value.slice(0, schema.maxLength);
}

/** True when the property's name or description words appear in what the caller said. */
function mentioned(schema: JsonSchema, name: string, conversation: Conversation): boolean {
  const about = keywords(`${splitName(name)} ${schema.description ?? ''}`);
  for (const word of FRAMING_WORDS) about.delete(word);
  return sharedWordCount(about, keywords(conversation.text)) > 0;
}

/** An array of enum strings (post-call analysis tags): the options the caller mentions; otherwise empty. */
function mentionedOptions(items: JsonSchema, conversation: Conversation): string[] {
  const options = (items.enum ?? []).filter((option): option is string => typeof option === 'string');
  return options.filter((option) => mentions(conversation.text, option));
}

function clamp(value: number, schema: JsonSchema): number {
  return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? -Infinity, value));
}

function valueFor(raw: JsonSchema, name: string, conversation: Conversation): unknown {
  const schema = resolve(raw, conversation.root);
  if (schema.const !== undefined) return schema.const;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const branch =
      branches.find((option) => resolve(option, conversation.root).type !== 'null') ?? branches[0];
    return valueFor(branch ?? {}, name, conversation);
  }
  if (schema.enum && schema.enum.length > 0) {
    // A nullable enum ([..., null]) still picks among its strings.
    const options = schema.enum.filter((option): option is string => typeof option === 'string');
    const onlyNullBesides = options.length === schema.enum.filter((option) => option !== null).length;
    return options.length > 0 && onlyNullBesides ? pickOption(options, conversation.text) : schema.enum[0];
  }
  switch (schemaType(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          valueFor(property, key, conversation),
        ]),
      );
    case 'array':
      return mentionedOptions(schema.items ? resolve(schema.items, conversation.root) : {}, conversation);
    case 'string':
      return text(schema, name, conversation);
    case 'boolean':
      return mentioned(schema, name, conversation);
    case 'number':
      return clamp(conversation.userLines.length, schema);
    case 'integer':
      return Math.round(clamp(conversation.userLines.length, schema));
    default:
      return null;
  }
}

/** The JSON value the scripted model answers for `schema` in this conversation. */
export function structuredAnswer(schema: JsonSchema, messages: readonly ChatMessage[]): unknown {
  const userLines = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.text.trim())
    .filter(Boolean);
  return valueFor(schema, '', { userLines, text: userLines.join('\n'), root: schema });
}
