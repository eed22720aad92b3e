import { describe, expect, it } from 'vitest';
import { MSG_ANALYSIS_FIELD_NAME_REQUIRED } from '../messages';
import { validateForm } from './form-errors';
import { analysisSettingsSchema } from './analysis-settings';
import {
  analysisSettingsFormSchema,
  analysisSettingsFromForm,
  analysisSettingsToForm,
  type AnalysisSettingsFormValues,
} from './analysis-settings-form';

const defaults = analysisSettingsToForm(analysisSettingsSchema.parse({}));
const withField = (field: Partial<AnalysisSettingsFormValues['dataFields'][number]>) => ({
  ...defaults,
  dataFields: [{ name: 'plan', type: 'Text' as const, description: '', options: '', ...field }],
});

describe('the analysis settings form', () => {
  it('round-trips the stored settings: tags one per line, options comma-separated', () => {
    const settings = analysisSettingsSchema.parse({
      dataFields: [{ name: 'plan', type: 'Selector', options: ['basic', 'premium'] }],
    });
    const form = analysisSettingsToForm(settings);
    expect(form.failureTags.split('\n')).toHaveLength(10);
    expect(form.dataFields[0]?.options).toBe('basic, premium');
    expect(analysisSettingsFromForm(form)).toEqual(settings);
  });

  it('shows the settings’ own message for a Selector with 1,000 options, on the data fields', () => {
    const options = Array.from({ length: 1000 }, (_, index) => `o${String(index)}`).join(',');
    const result = validateForm(analysisSettingsFormSchema, withField({ type: 'Selector', options }));
    expect(result).toEqual({
      ok: false,
      errors: { dataFields: 'A Selector field can have at most 50 options.' },
    });
  });

  it('shows the message for an empty field name, and for a percentage out of range', () => {
    expect(validateForm(analysisSettingsFormSchema, withField({ name: ' ' }))).toEqual({
      ok: false,
      errors: { dataFields: MSG_ANALYSIS_FIELD_NAME_REQUIRED },
    });
    const result = validateForm(analysisSettingsFormSchema, { ...defaults, samplingPercent: 150 });
    expect(result.ok ? {} : result.errors).toEqual({
      samplingPercent: 'Calls analysed (%) must be at most 100',
    });
  });

  it('drops the options of a field that is not a Selector', () => {
    expect(
      analysisSettingsFromForm(withField({ type: 'Text', options: 'a, b' })).dataFields[0]?.options,
    ).toEqual([]);
  });
});
