// Fills a tool's JSON-schema parameters from the caller's last line, the way a model would extract them:
// by each property's `format` when it has one, else by its `type` (docs/scripted-llm.md#filling-arguments).
import type { JsonSchema } from './request';
import { pickOption } from './words';

type Filler = (text: string) => unknown;

/** The first non-null JSON type of a schema (`["string", "null"]` is a string). */
export function schemaType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.find((type) => type !== undefined && type !== 'null') ?? (schema.properties ? 'object' : undefined)
  );
}

export function email(text: string): string | undefined {
  return /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0];
}

/** A phone number of 7 to 15 digits, in E.164: +1 in front of a 10-digit (North American) number. */
export function phone(text: string): string | undefined {
  for (const candidate of text.match(/[+(]?\d[\d\s().-]*\d/g) ?? []) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(candidate)) continue; // a date, not a number
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (candidate.startsWith('+')) return `+${digits}`;
    return digits.length === 10 ? `+1${digits}` : `+${digits}`;
  }
  return undefined;
}

export function isoDate(text: string): string | undefined {
  for (const [date, year, month, day] of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    if (parsed.toISOString().startsWith(date)) return date;
  }
  return undefined;
}

// Capitalised words that start a sentence without being anyone's name.
const NOT_NAMES = new Set(
  'I Hi Hello Hey Yes No Yeah Yep Nope Okay Ok Sure Thanks Thank Please Good Morning Afternoon Evening Well So'.split(
    ' ',
  ),
);
const isCapitalised = (word: string): boolean => /^[A-Z][\p{L}'-]*$/u.test(word) && !NOT_NAMES.has(word);

/** The first run of consecutive capitalised words (at most four), leaving greetings out. */
function capitalisedRun(words: readonly string[]): string | undefined {
  const start = words.findIndex(isCapitalised);
  if (start === -1) return undefined;
  const run: string[] = [];
  for (const word of words.slice(start, start + 4)) {
    if (!isCapitalised(word)) break;
    run.push(word);
  }
  return run.join(' ');
}

/**
 * A person's name: the words after "my name is" / "I'm" / "I am" / "this is" / "it's" (their capitalised
 * run when they start capitalised, else up to two words), else the capitalised words, else the whole text.
 */
function personName(text: string): string | undefined {
  const introduced = /\b(?:my name is|i['’]m|i am|this is|it['’]s)\s+([^.,!?;:\n]+)/i.exec(text)?.[1];
  if (introduced) {
    const words = introduced.trim().split(/\s+/);
    const name = capitalisedRun(words.slice(0, 1)) ? capitalisedRun(words) : words.slice(0, 2).join(' ');
    if (name) return name;
  }
  return capitalisedRun(text.split(/[\s.,!?;:]+/)) ?? (text.trim() || undefined);
}

function firstNumber(text: string, integer: boolean): number | undefined {
  const match = /-?\d+(?:\.\d+)?/.exec(text)?.[0];
  if (match === undefined) return undefined;
  return integer ? Math.trunc(Number(match)) : Number(match);
}

/** Yes or no, whichever word comes first. */
function yesOrNo(text: string): boolean | undefined {
  const answer = /\b(yes|yeah|yep|sure|correct|true|no|nope|not|false)\b/i.exec(text)?.[1]?.toLowerCase();
  if (answer === undefined) return undefined;
  return !['no', 'nope', 'not', 'false'].includes(answer);
}

const BY_FORMAT: Record<string, Filler> = { email, phone, date: isoDate, name: personName };

/** A value for one property, or undefined when the text holds none. */
export function fillValue(schema: JsonSchema, text: string): unknown {
  const byFormat = schema.format ? BY_FORMAT[schema.format] : undefined;
  if (byFormat) return byFormat(text);
  const options = schema.enum?.filter((option): option is string => typeof option === 'string');
  if (options && options.length > 0) return pickOption(options, text);
  switch (schemaType(schema)) {
    case 'string':
      return text.trim() || undefined;
    case 'number':
      return firstNumber(text, false);
    case 'integer':
      return firstNumber(text, true);
    case 'boolean':
      return yesOrNo(text);
    case 'object':
      return fillArguments(schema, text) ?? undefined;
    default:
      // Arrays and untyped properties: nothing a single spoken line fills.
      return undefined;
  }
}

/** The arguments for a tool, or null when a required property cannot be filled from the text. */
export function fillArguments(parameters: JsonSchema, text: string): Record<string, unknown> | null {
  const properties = parameters.properties ?? {};
  const required = new Set(parameters.required ?? []);
  const filled: Record<string, unknown> = {};
  for (const name of required) if (!(name in properties)) return null;
  for (const [name, property] of Object.entries(properties)) {
    const value = fillValue(property, text);
    if (value !== undefined) filled[name] = value;
    else if (required.has(name)) return null;
  }
  return filled;
}
