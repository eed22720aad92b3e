import { describe, expect, it } from 'vitest';
import {
  MSG_ANALYSIS_DUPLICATE_FIELD,
  MSG_ANALYSIS_FIELD_NAME_FORMAT,
  MSG_ANALYSIS_FIELD_NAME_REQUIRED,
  MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS,
} from '../messages';
import { agentSchema } from './agent';
import { DEFAULT_FAILURE_TAGS, analysisSettingsSchema } from './analysis-settings';

const messages = (input: unknown) => {
  const parsed = analysisSettingsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('analysis settings', () => {
  it('default to a summary, every call analysed, voicemail skipped and the ten default failure tags', () => {
    const settings = analysisSettingsSchema.parse({});
    expect(settings).toMatchObject({
      summaryEnabled: true,
      successCriteria: '',
      dataFields: [],
      minDurationSeconds: 0,
      samplingPercent: 100,
      skipVoicemail: true,
    });
    expect(settings.failureTags).toEqual([...DEFAULT_FAILURE_TAGS]);
    expect(settings.failureTags).toHaveLength(10);
    expect(settings.failureTags).toContain('caller detects AI');
  });

  it('are part of the agent, so each version snapshot keeps them', () => {
    const agent = agentSchema.parse({ id: 'a', uid: 'u', orgId: 'o', name: 'A' });
    expect(agent.analysisSettings.failureTags).toHaveLength(10);
  });

  it('refuse a Selector with 1,000 options with a clear message', () => {
    const options = Array.from({ length: 1000 }, (_, index) => `option ${String(index)}`);
    expect(messages({ dataFields: [{ name: 'plan', type: 'Selector', options }] })).toEqual([
      'A Selector field can have at most 50 options.',
    ]);
  });

  it('refuse an empty or badly formed field name', () => {
    expect(messages({ dataFields: [{ name: '  ', type: 'Text' }] })).toContain(
      MSG_ANALYSIS_FIELD_NAME_REQUIRED,
    );
    expect(messages({ dataFields: [{ type: 'Text' }] })).toContain(MSG_ANALYSIS_FIELD_NAME_REQUIRED);
    expect(messages({ dataFields: [{ name: '1st.choice', type: 'Text' }] })).toEqual([
      MSG_ANALYSIS_FIELD_NAME_FORMAT,
    ]);
  });

  it('refuse a Selector without options, and two fields of one name', () => {
    expect(messages({ dataFields: [{ name: 'plan', type: 'Selector' }] })).toEqual([
      MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS,
    ]);
    expect(messages({ dataFields: [{ name: 'Plan' }, { name: 'plan' }] })).toEqual([
      MSG_ANALYSIS_DUPLICATE_FIELD,
    ]);
  });

  it('bound the number of fields, the sampling percentage and the minimum duration', () => {
    const fields = Array.from({ length: 21 }, (_, index) => ({ name: `f${String(index)}` }));
    expect(messages({ dataFields: fields })).toEqual(['An agent can have at most 20 data fields.']);
    expect(messages({ samplingPercent: 101 })).toHaveLength(1);
    expect(messages({ minDurationSeconds: -1 })).toHaveLength(1);
  });
});
