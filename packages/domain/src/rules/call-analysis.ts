// Post-call analysis as pure rules (docs/analysis.md): which calls are analysed, the JSON schema the
// model answers to (built from the agent's analysis settings), the prompt, and reading the answer —
// where anything unusable becomes verdict unknown with the reason, never an error to retry.
import { z } from 'zod';
import { CALL_REASONS, SENTIMENTS } from '../enums';
import { MSG_ANALYSIS_NOT_JSON, analysisOffSchemaMessage } from '../messages';
import type { AnalysisDataField, AnalysisSettings } from '../schemas/analysis-settings';
import { ANALYSIS_VERDICTS, type AnalysisFieldValue, type CallAnalysis } from '../schemas/call-analysis';
import type { CallRecord, TranscriptEvent } from '../schemas/call-record';

/** How long a claimed analysis belongs to its analyser; after it, another end event or a rerun may take it. */
export const ANALYSIS_LEASE_MS = 120_000;

/** The longest summary and rationale kept, whatever the model wrote. */
export const ANALYSIS_TEXT_MAX = 2000;

/** JSON with object keys sorted, so equal settings give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** FNV-1a over UTF-16 units from a seed: no I/O, the same in the browser and in functions. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Names the settings an analysis ran with (64 bits): the same settings, the same hash. */
export function analysisSettingsHash(settings: AnalysisSettings): string {
  const text = stableJson(settings);
  return [0x811c9dc5, 0x050c5d1f].map((seed) => fnv1a(text, seed).toString(16).padStart(8, '0')).join('');
}

/** Whether the sampling percentage takes this call: fixed by its id, so reruns sample the same calls. */
export function sampledForAnalysis(callId: string, samplingPercent: number): boolean {
  if (samplingPercent >= 100) return true;
  return fnv1a(callId, 0x811c9dc5) % 100 < samplingPercent;
}

const spoken = (event: TranscriptEvent) =>
  (event.type === 'user' || event.type === 'assistant') && event.content.trim() !== '';

/**
 * A call nobody answered back: an outbound call whose transcript has no line from the callee (the agent
 * spoke to a voicemail box, or to no one).
 */
export function isVoicemailCall(call: Pick<CallRecord, 'type' | 'transcript'>): boolean {
  return (
    call.type === 'outboundPhoneCall' &&
    !call.transcript.some((event) => event.type === 'user' && event.content.trim() !== '')
  );
}

/** Why the settings leave this call unanalysed, in words; null when it is analysed. */
export function analysisSkipReason(
  call: Pick<CallRecord, 'id' | 'type' | 'transcript' | 'durationSeconds'>,
  settings: AnalysisSettings,
): string | null {
  if (!call.transcript.some(spoken)) return 'No conversation to analyse.';
  if (call.durationSeconds < settings.minDurationSeconds)
    return `Shorter than the minimum duration (${String(settings.minDurationSeconds)} s).`;
  if (settings.skipVoicemail && isVoicemailCall(call)) return 'Reached voicemail.';
  if (!sampledForAnalysis(call.id, settings.samplingPercent))
    return `Not in the ${String(settings.samplingPercent)} % sample.`;
  return null;
}

type JsonSchema = Record<string, unknown>;

function fieldJsonSchema(field: AnalysisDataField): JsonSchema {
  const description = field.description || `The ${field.name} the call gave, or null if it gave none.`;
  switch (field.type) {
    case 'Selector':
      return { type: ['string', 'null'], enum: [...field.options, null], description };
    case 'Boolean':
      return { type: 'boolean', description };
    case 'Number':
      return { type: ['number', 'null'], description };
    default:
      return { type: ['string', 'null'], description };
  }
}

const objectSchema = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** The JSON schema (strict structured outputs: every property required, no others) the model answers to. */
export function analysisJsonSchema(settings: AnalysisSettings): JsonSchema {
  return objectSchema({
    ...(settings.summaryEnabled
      ? {
          summary: {
            type: 'string',
            description: 'Two or three sentences: what the call was about and how it ended.',
          },
        }
      : {}),
    verdict: {
      type: 'string',
      enum: [...ANALYSIS_VERDICTS],
      description: 'Whether the call met the success criteria; unknown when the call does not tell.',
    },
    rationale: { type: 'string', description: 'One or two sentences: why this verdict.' },
    sentiment: { type: 'string', enum: [...SENTIMENTS], description: "The caller's overall sentiment." },
    reason: { type: 'string', enum: [...CALL_REASONS], description: 'Why the caller called.' },
    tags: {
      type: 'array',
      items: { type: 'string', enum: [...settings.failureTags] },
      description: 'The failure tags that apply to the call; empty when none does.',
    },
    fields: objectSchema(
      Object.fromEntries(settings.dataFields.map((field) => [field.name, fieldJsonSchema(field)])),
    ),
  });
}

/** The instructions sent before the conversation (as the system message). */
export function analysisInstructions(settings: AnalysisSettings): string {
  const criteria =
    settings.successCriteria ||
    'The call succeeded when the caller got what they called for, or the agent completed its task.';
  const fields = settings.dataFields.map(
    (field) =>
      `- ${field.name} (${field.type}${field.type === 'Selector' ? `: ${field.options.join(', ')}` : ''})${
        field.description ? `: ${field.description}` : ''
      }`,
  );
  return [
    'You review a finished phone call between an AI agent (assistant) and a caller (user).',
    'Answer with the JSON the schema describes, judging only by the conversation.',
    `# Success criteria\n${criteria}`,
    ...(fields.length > 0 ? [`# Data fields to extract\n${fields.join('\n')}`] : []),
    `# Failure tags\n${settings.failureTags.join(', ') || '(none)'}`,
  ].join('\n\n');
}

/** The conversation as chat messages: the caller's lines as user, the agent's as assistant. */
export function analysisConversation(
  transcript: readonly TranscriptEvent[],
): { role: 'user' | 'assistant'; content: string }[] {
  return transcript
    .filter(spoken)
    .map((event) => ({ role: event.type === 'user' ? 'user' : 'assistant', content: event.content.trim() }));
}

function fieldValueSchema(field: AnalysisDataField): z.ZodType<AnalysisFieldValue> {
  switch (field.type) {
    case 'Selector':
      return z.enum(field.options as [string, ...string[]]).nullable();
    case 'Boolean':
      return z.boolean();
    case 'Number':
      return z.number().nullable();
    default:
      return z.string().nullable();
  }
}

/** What the model must answer, in zod: the JSON schema's twin, for reading the answer. */
function answerSchema(settings: AnalysisSettings) {
  return z.object({
    summary: settings.summaryEnabled ? z.string() : z.string().optional(),
    verdict: z.enum(ANALYSIS_VERDICTS),
    rationale: z.string(),
    sentiment: z.enum(SENTIMENTS),
    reason: z.enum(CALL_REASONS),
    tags: z.array(z.string()).refine((tags) => tags.every((tag) => settings.failureTags.includes(tag)), {
      message: 'a tag that is not one of the failure tags',
    }),
    fields: z.object(
      Object.fromEntries(settings.dataFields.map((field) => [field.name, fieldValueSchema(field)])),
    ),
  });
}

/** The content of an analysis, without its bookkeeping. */
export type AnalysisOutcome = Pick<
  CallAnalysis,
  'verdict' | 'rationale' | 'summary' | 'fields' | 'sentiment' | 'reason' | 'tags'
>;

const unknownOutcome = (rationale: string): AnalysisOutcome => ({
  verdict: 'unknown',
  rationale,
  summary: '',
  fields: {},
  sentiment: 'Unsure',
  reason: 'Unsure',
  tags: [],
});

/** Reads the model's answer: non-JSON or off-schema gives verdict unknown with what was wrong. */
export function parseAnalysisAnswer(raw: string, settings: AnalysisSettings): AnalysisOutcome {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return unknownOutcome(MSG_ANALYSIS_NOT_JSON);
  }
  const parsed = answerSchema(settings).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || 'the answer'}: ${issue.message}` : 'the answer';
    return unknownOutcome(analysisOffSchemaMessage(where));
  }
  const answer = parsed.data;
  return {
    verdict: answer.verdict,
    rationale: answer.rationale.slice(0, ANALYSIS_TEXT_MAX),
    summary: (answer.summary ?? '').slice(0, ANALYSIS_TEXT_MAX),
    fields: answer.fields,
    sentiment: answer.sentiment,
    reason: answer.reason,
    tags: [...new Set(answer.tags)],
  };
}

/** What a HIPAA agent's call keeps: the verdict-level fields, no text from or about the conversation. */
export function withoutContent(outcome: AnalysisOutcome): AnalysisOutcome {
  return { ...outcome, rationale: '', summary: '', fields: {} };
}
