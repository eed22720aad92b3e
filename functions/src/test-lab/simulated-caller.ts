// A scenario's caller: a conversation of its own through the same LLM port as the agent, the roles turned
// round (the agent's lines are the model's `user` messages). The scripted fake answers it by the rules of
// docs/scripted-llm.md#a-simulated-caller; a real model plays the persona.
import type { ScenarioTest } from '@parley/domain';
import type { ChatMessage, LlmPort } from '@parley/runtime';
import type { Usage } from './usage';

/** How long the simulated caller may think about one line. */
const CALLER_DEADLINE_MS = 10_000;

export function callerPrompt(test: ScenarioTest): string {
  return [
    'You are role-playing a caller phoning a business, to test its voice agent. Answer with the ' +
      'caller’s next line only, in one or two short sentences. Give a fact below when the agent asks ' +
      'for it; say goodbye once your goal is reached.',
    '# Simulated caller',
    ...(test.persona ? [`Persona: ${test.persona.replace(/\s+/g, ' ')}`] : []),
    `Goal: ${test.goal.replace(/\s+/g, ' ')}`,
    '# Caller facts',
    ...Object.entries(test.facts).map(([key, value]) => `${key}: ${value.replace(/\s+/g, ' ')}`),
  ].join('\n');
}

/** The caller's next line, or null when the model gave none (the scenario then stops). */
export async function nextCallerLine(
  llm: LlmPort,
  test: ScenarioTest,
  transcript: readonly { role: 'caller' | 'agent'; text: string }[],
  usage: Usage,
): Promise<string | null> {
  const messages: ChatMessage[] = [
    { role: 'system', content: callerPrompt(test) },
    ...transcript.map((line): ChatMessage =>
      line.role === 'agent'
        ? { role: 'user', content: line.text }
        : { role: 'assistant', content: line.text },
    ),
  ];
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, CALLER_DEADLINE_MS);
  let text = '';
  try {
    usage.llmCalls += 1;
    for await (const chunk of llm.chat({ model: null, messages, tools: [], signal: controller.signal })) {
      if (chunk.type === 'text') text += chunk.text;
      if (chunk.type === 'usage') {
        usage.promptTokens += chunk.promptTokens;
        usage.completionTokens += chunk.completionTokens;
      }
    }
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return text.trim() || null;
}
