import { describe, expect, it } from 'vitest';
import { MSG_ANALYSIS_NOT_JSON } from '../messages';
import { analysisSettingsSchema } from '../schemas/analysis-settings';
import { transcriptEventSchema } from '../schemas/call-record';
import {
  analysisConversation,
  analysisJsonSchema,
  analysisSettingsHash,
  analysisSkipReason,
  parseAnalysisAnswer,
  sampledForAnalysis,
  withoutContent,
} from './call-analysis';

const settings = analysisSettingsSchema.parse({
  dataFields: [
    { name: 'plan', type: 'Selector', options: ['basic', 'premium'] },
    { name: 'wants callback', type: 'Boolean' },
    { name: 'seats', type: 'Number' },
    { name: 'email', type: 'Text' },
  ],
});

const line = (type: 'user' | 'assistant', content: string) => transcriptEventSchema.parse({ type, content });
const call = {
  id: 'call-1',
  type: 'inboundPhoneCall' as const,
  durationSeconds: 30,
  transcript: [line('assistant', 'Hello, how can I help?'), line('user', 'I want the premium plan')],
};

const answer = {
  summary: 'The caller wants premium.',
  verdict: 'success',
  rationale: 'They chose a plan.',
  sentiment: 'Positive',
  reason: 'Sales',
  tags: ['dead air'],
  fields: { plan: 'premium', 'wants callback': false, seats: 3, email: null },
};

describe('the analysis JSON schema', () => {
  it('requires every property, allows no other, and has the spec enumerations and the settings', () => {
    const schema = analysisJsonSchema(settings) as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { enum?: unknown[]; items?: { enum: unknown[] }; properties?: object }>;
    };
    expect(schema.required).toEqual([
      'summary',
      'verdict',
      'rationale',
      'sentiment',
      'reason',
      'tags',
      'fields',
    ]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.verdict?.enum).toEqual(['success', 'failure', 'unknown']);
    expect(schema.properties.sentiment?.enum).toContain('Unsure');
    expect(schema.properties.reason?.enum).toContain('Appointment Booking');
    expect(schema.properties.tags?.items?.enum).toEqual(settings.failureTags);
    expect(Object.keys(schema.properties.fields?.properties ?? {})).toEqual([
      'plan',
      'wants callback',
      'seats',
      'email',
    ]);
  });

  it('leaves the summary out when it is off', () => {
    const schema = analysisJsonSchema({ ...settings, summaryEnabled: false }) as { required: string[] };
    expect(schema.required).not.toContain('summary');
  });
});

describe('reading the answer', () => {
  it('keeps a conforming answer', () => {
    expect(parseAnalysisAnswer(JSON.stringify(answer), settings)).toEqual(answer);
  });

  it('gives verdict unknown with the reason for an answer that is not JSON', () => {
    expect(parseAnalysisAnswer('Sure! The call went well.', settings)).toMatchObject({
      verdict: 'unknown',
      rationale: MSG_ANALYSIS_NOT_JSON,
      fields: {},
    });
  });

  it.each([
    ['a verdict outside the enumeration', { verdict: 'great' }, 'verdict'],
    ['a tag that is not a failure tag', { tags: ['rude'] }, 'tags'],
    ['a Selector value outside its options', { fields: { ...answer.fields, plan: 'gold' } }, 'fields.plan'],
    ['a missing field', { fields: { plan: 'basic' } }, 'fields.wants callback'],
  ])('gives verdict unknown with the reason for %s', (_label, change, where) => {
    const outcome = parseAnalysisAnswer(JSON.stringify({ ...answer, ...change }), settings);
    expect(outcome.verdict).toBe('unknown');
    expect(outcome.rationale).toMatch(/did not match the analysis schema/);
    expect(outcome.rationale).toContain(where);
  });

  it('keeps no content for a HIPAA agent', () => {
    const outcome = withoutContent(parseAnalysisAnswer(JSON.stringify(answer), settings));
    expect(outcome).toEqual({ ...answer, summary: '', rationale: '', fields: {} });
  });
});

describe('which calls are analysed', () => {
  it('analyses a conversation within the settings', () => {
    expect(analysisSkipReason(call, settings)).toBeNull();
  });

  it('skips a call without conversation, a short one and a voicemail', () => {
    expect(analysisSkipReason({ ...call, transcript: [] }, settings)).toMatch(/No conversation/);
    expect(analysisSkipReason(call, { ...settings, minDurationSeconds: 60 })).toMatch(/minimum duration/);
    const voicemail = {
      ...call,
      type: 'outboundPhoneCall' as const,
      transcript: [line('assistant', 'Hi, this is Ann')],
    };
    expect(analysisSkipReason(voicemail, settings)).toBe('Reached voicemail.');
    expect(analysisSkipReason(voicemail, { ...settings, skipVoicemail: false })).toBeNull();
  });

  it('samples by call id: the same calls every time, about the share asked', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `call-${String(index)}`);
    const picked = ids.filter((id) => sampledForAnalysis(id, 30));
    expect(picked.length).toBeGreaterThan(230);
    expect(picked.length).toBeLessThan(370);
    expect(ids.filter((id) => sampledForAnalysis(id, 30))).toEqual(picked);
    expect(ids.filter((id) => sampledForAnalysis(id, 0))).toEqual([]);
  });
});

describe('settings hash and conversation', () => {
  it('names equal settings equally, whatever the key order, and changed ones differently', () => {
    const reordered = analysisSettingsSchema.parse(JSON.parse(JSON.stringify(settings)));
    expect(analysisSettingsHash(reordered)).toBe(analysisSettingsHash(settings));
    expect(analysisSettingsHash({ ...settings, summaryEnabled: false })).not.toBe(
      analysisSettingsHash(settings),
    );
    expect(analysisSettingsHash(settings)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('sends the spoken lines as user and assistant messages, leaving other events out', () => {
    const transcript = [
      ...call.transcript,
      transcriptEventSchema.parse({ type: 'action', content: 'lookup' }),
    ];
    expect(analysisConversation(transcript)).toEqual([
      { role: 'assistant', content: 'Hello, how can I help?' },
      { role: 'user', content: 'I want the premium plan' },
    ]);
  });
});
