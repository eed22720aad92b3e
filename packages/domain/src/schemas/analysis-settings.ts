// An agent's post-call analysis settings (docs/analysis.md): part of the agent, so each published
// version keeps the settings its calls were analysed with. The form saves them whole, parsed by this
// schema, whose limits keep the model's JSON schema (rules/call-analysis.ts) small enough to answer.
import { z } from 'zod';
import {
  MSG_ANALYSIS_DUPLICATE_FIELD,
  MSG_ANALYSIS_FIELD_NAME_FORMAT,
  MSG_ANALYSIS_FIELD_NAME_REQUIRED,
  MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS,
  MSG_ANALYSIS_DUPLICATE_TAG,
  analysisLimitMessage,
} from '../messages';

/** How big the settings may get: each bound has its own message (analysisLimitMessage). */
export const ANALYSIS_LIMITS = {
  successCriteria: 2000,
  dataFields: 20,
  fieldName: 40,
  fieldDescription: 300,
  selectorOptions: 50,
  optionLength: 80,
  failureTags: 30,
  tagLength: 40,
  minDurationSeconds: 3600,
} as const;

export const ANALYSIS_FIELD_TYPES = ['Text', 'Selector', 'Boolean', 'Number'] as const;
export type AnalysisFieldType = (typeof ANALYSIS_FIELD_TYPES)[number];

/** The ready set of failure tags issue 36 names; users add, rename or remove their own. */
export const DEFAULT_FAILURE_TAGS = [
  'dead air',
  'caller frustrated',
  'agent in a loop',
  'improper reply',
  'caller not understanding',
  'hearing issues',
  'unclear conversation',
  'feature request',
  'lacks empathy',
  'caller detects AI',
] as const;

/** A field name becomes a JSON property and a CSV column: a letter first, then letters, digits, space, _ or -. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9 _-]*$/;

const boundedText = (label: string, max: number) =>
  z.string().trim().max(max, analysisLimitMessage(label, max));

export const analysisDataFieldSchema = z
  .object({
    name: z
      .string({ error: MSG_ANALYSIS_FIELD_NAME_REQUIRED })
      .trim()
      .min(1, MSG_ANALYSIS_FIELD_NAME_REQUIRED)
      .max(ANALYSIS_LIMITS.fieldName, analysisLimitMessage('A field name', ANALYSIS_LIMITS.fieldName))
      .regex(FIELD_NAME, MSG_ANALYSIS_FIELD_NAME_FORMAT),
    type: z.enum(ANALYSIS_FIELD_TYPES).default('Text'),
    description: boundedText('A field description', ANALYSIS_LIMITS.fieldDescription).default(''),
    /** The choices of a Selector; ignored for the other types. */
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS)
          .max(ANALYSIS_LIMITS.optionLength, analysisLimitMessage('An option', ANALYSIS_LIMITS.optionLength)),
      )
      .max(
        ANALYSIS_LIMITS.selectorOptions,
        analysisLimitMessage('A Selector field', ANALYSIS_LIMITS.selectorOptions, 'options'),
      )
      .default([]),
  })
  .refine((field) => field.type !== 'Selector' || field.options.length > 0, {
    message: MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS,
    path: ['options'],
  });
export type AnalysisDataField = z.infer<typeof analysisDataFieldSchema>;

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map((item) => key(item).toLowerCase())).size === items.length;

export const analysisSettingsSchema = z.object({
  /** Whether the analysis writes a summary of the call. */
  summaryEnabled: z.boolean().default(true),
  /** The rubric the verdict judges by; empty: the model judges whether the caller got what they called for. */
  successCriteria: boundedText('The success criteria', ANALYSIS_LIMITS.successCriteria).default(''),
  dataFields: z
    .array(analysisDataFieldSchema)
    .max(
      ANALYSIS_LIMITS.dataFields,
      analysisLimitMessage('An agent', ANALYSIS_LIMITS.dataFields, 'data fields'),
    )
    .refine((fields) => uniqueBy(fields, (field) => field.name), MSG_ANALYSIS_DUPLICATE_FIELD)
    .default([]),
  failureTags: z
    .array(boundedText('A tag', ANALYSIS_LIMITS.tagLength).min(1))
    .max(ANALYSIS_LIMITS.failureTags, analysisLimitMessage('An agent', ANALYSIS_LIMITS.failureTags, 'tags'))
    .refine((tags) => uniqueBy(tags, (tag) => tag), MSG_ANALYSIS_DUPLICATE_TAG)
    .default([...DEFAULT_FAILURE_TAGS]),
  /** Calls shorter than this many seconds are not analysed. */
  minDurationSeconds: z.number().int().min(0).max(ANALYSIS_LIMITS.minDurationSeconds).default(0),
  /** The share of calls analysed, 0–100; which calls is fixed by their id, so a rerun picks the same ones. */
  samplingPercent: z.number().int().min(0).max(100).default(100),
  /** Calls that reached voicemail (nobody answered back) are not analysed. */
  skipVoicemail: z.boolean().default(true),
});
export type AnalysisSettings = z.infer<typeof analysisSettingsSchema>;
export type AnalysisSettingsInput = z.input<typeof analysisSettingsSchema>;
