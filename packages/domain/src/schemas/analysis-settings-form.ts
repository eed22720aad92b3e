// The agent workspace's analysis settings form (docs/analysis.md): the settings as a form edits them —
// failure tags one per line, a Selector's options comma-separated — checked by the settings schema
// itself, so the form shows the same messages the settings refuse with.
import { z } from 'zod';
import { boundedNumber } from './agent-forms';
import type { NumberBounds } from './agent-form-fields';
import {
  ANALYSIS_FIELD_TYPES,
  ANALYSIS_LIMITS,
  analysisSettingsSchema,
  type AnalysisSettings,
} from './analysis-settings';

export const ANALYSIS_FORM_LABELS = {
  summaryEnabled: 'Write a summary of each call',
  successCriteria: 'Success criteria',
  dataFields: 'Data fields',
  failureTags: 'Failure tags (one per line)',
  minDurationSeconds: 'Minimum duration (seconds)',
  samplingPercent: 'Calls analysed (%)',
  skipVoicemail: 'Skip calls that reach voicemail',
  fieldName: 'Name',
  fieldType: 'Type',
  fieldDescription: 'What to extract',
  fieldOptions: 'Options (comma-separated)',
} as const;

export const ANALYSIS_BOUNDS = {
  minDurationSeconds: { min: 0, max: ANALYSIS_LIMITS.minDurationSeconds, step: 1, integer: true },
  samplingPercent: { min: 0, max: 100, step: 1, integer: true },
} as const satisfies Record<string, NumberBounds>;

const dataFieldFormSchema = z.object({
  name: z.string(),
  type: z.enum(ANALYSIS_FIELD_TYPES),
  description: z.string(),
  options: z.string(),
});
export type AnalysisDataFieldFormValues = z.infer<typeof dataFieldFormSchema>;

const formShape = z.object({
  summaryEnabled: z.boolean(),
  successCriteria: z.string(),
  dataFields: z.array(dataFieldFormSchema),
  failureTags: z.string(),
  minDurationSeconds: boundedNumber(
    ANALYSIS_FORM_LABELS.minDurationSeconds,
    ANALYSIS_BOUNDS.minDurationSeconds,
  ),
  samplingPercent: boundedNumber(ANALYSIS_FORM_LABELS.samplingPercent, ANALYSIS_BOUNDS.samplingPercent),
  skipVoicemail: z.boolean(),
});
export type AnalysisSettingsFormValues = z.infer<typeof formShape>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The settings a form's values stand for, unchecked (analysisSettingsSchema checks them). */
function settingsInput(values: AnalysisSettingsFormValues) {
  return {
    ...values,
    failureTags: lines(values.failureTags),
    dataFields: values.dataFields.map((field) => ({
      ...field,
      options:
        field.type === 'Selector'
          ? field.options
              .split(',')
              .map((option) => option.trim())
              .filter(Boolean)
          : [],
    })),
  };
}

/** The form's values: its own shape, then the settings schema's rules, each issue on its top-level field. */
export const analysisSettingsFormSchema = formShape.superRefine((values, context) => {
  const checked = analysisSettingsSchema.safeParse(settingsInput(values));
  if (checked.success) return;
  for (const issue of checked.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/** The stored settings as the form shows them. */
export function analysisSettingsToForm(settings: AnalysisSettings): AnalysisSettingsFormValues {
  return {
    summaryEnabled: settings.summaryEnabled,
    successCriteria: settings.successCriteria,
    dataFields: settings.dataFields.map((field) => ({
      name: field.name,
      type: field.type,
      description: field.description,
      options: field.options.join(', '),
    })),
    failureTags: settings.failureTags.join('\n'),
    minDurationSeconds: settings.minDurationSeconds,
    samplingPercent: settings.samplingPercent,
    skipVoicemail: settings.skipVoicemail,
  };
}

/** The settings to store for the form's (valid) values. */
export function analysisSettingsFromForm(values: AnalysisSettingsFormValues): AnalysisSettings {
  return analysisSettingsSchema.parse(settingsInput(values));
}
