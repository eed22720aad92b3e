// The post-call analysis's one request to the language model: a non-streamed Chat Completions request
// with a structured output (response_format json_schema), through the official `openai` SDK at the
// deployment's LLM_BASE_URL / LLM_API_KEY / LLM_MODEL (the runtime's llmConfig). docs/analysis.md.
import { llmConfig, openAiClientFor, type LlmConfig } from '../runtime/openai-llm';

export interface AnalysisRequest {
  /** The agent's model override ('' for the deployment's). */
  model: string;
  instructions: string;
  conversation: { role: 'user' | 'assistant'; content: string }[];
  schema: Record<string, unknown>;
}

/** Resolves the model's answer text (JSON when it kept to the schema); rejects when the model cannot be reached. */
export type AnalysisLlm = (request: AnalysisRequest) => Promise<string>;

/** Thrown when no model is configured: nothing to ask, so the call stays unanalysed until a rerun. */
export class AnalysisLlmUnconfigured extends Error {
  constructor() {
    super('No language model is configured (LLM_API_KEY is unset).');
  }
}

/** A call's analysis may wait longer than a live turn, but never holds the end of a call for long. */
const ANALYSIS_TIMEOUT_MS = 60_000;

/** The analysis LLM over the OpenAI SDK with the deployment's settings (read at each call). */
export function openAiAnalysisLlm(config: () => LlmConfig = llmConfig): AnalysisLlm {
  return async (request) => {
    const settings = config();
    if (!settings.apiKey) throw new AnalysisLlmUnconfigured();
    const sdk = await openAiClientFor(settings);
    const completion = await sdk.chat.completions.create(
      {
        model: request.model || settings.model,
        messages: [{ role: 'system', content: request.instructions }, ...request.conversation],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'call_analysis', schema: request.schema, strict: true },
        },
      },
      { timeout: ANALYSIS_TIMEOUT_MS },
    );
    const message = completion.choices[0]?.message;
    // A refusal is an answer, just not JSON: the analysis records verdict unknown with the reason.
    return message?.content ?? message?.refusal ?? '';
  };
}
