// A scenario's rubric judged by the language model: one structured-output request (JSON schema) with the
// rubric and the conversation, answered pass / fail / unknown with a rationale. The same model settings
// as the runtime (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); the scripted fake answers it locally.
import { rubricVerdictSchema, type RubricVerdict } from '@parley/domain';
import { llmConfig } from '../runtime/openai-llm';
import type { Usage } from './usage';

const VERDICT_JSON_SCHEMA = {
  type: 'object',
  properties: {
    verdict: { type: 'string', enum: ['pass', 'fail', 'unknown'] },
    rationale: { type: 'string' },
  },
  required: ['verdict', 'rationale'],
  additionalProperties: false,
} as const;

const INSTRUCTIONS =
  'You grade a conversation between a voice agent and a caller against a rubric. Answer "pass" when the ' +
  'agent met the rubric, "fail" when it did not, "unknown" when the conversation does not show it, with a ' +
  'one-sentence rationale.';

export async function judgeRubric(
  rubric: string,
  transcript: readonly { role: 'caller' | 'agent'; text: string }[],
  usage: Usage,
): Promise<RubricVerdict> {
  const config = llmConfig();
  const { default: OpenAI } = await import('openai');
  const sdk = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey || 'unset', maxRetries: 1 });
  const conversation = transcript.map(
    (line) => `${line.role === 'caller' ? 'Caller' : 'Agent'}: ${line.text}`,
  );
  try {
    const completion = await sdk.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `Rubric: ${rubric}\n\nConversation:\n${conversation.join('\n')}` },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'rubric_verdict', schema: VERDICT_JSON_SCHEMA, strict: true },
      },
    });
    usage.llmCalls += 1;
    usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
    usage.completionTokens += completion.usage?.completion_tokens ?? 0;
    const parsed = rubricVerdictSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? ''));
    return parsed.success
      ? parsed.data
      : { verdict: 'unknown', rationale: 'The model’s verdict did not match the expected shape.' };
  } catch {
    return { verdict: 'unknown', rationale: 'The model could not be asked to judge the rubric.' };
  }
}
