// The scripted model playing a caller, for the test lab's scenarios (docs/scripted-llm.md#a-simulated-caller).
// A request whose system prompt has a `# Simulated caller` section is a caller's turn: the roles are
// turned round (the agent's lines are `user` messages, the caller's own earlier lines `assistant` ones).
import type { ChatMessage } from './request';
import { systemPrompt } from './system-prompt';
import { keywords } from './words';

/** What the scripted caller says once its goal is said and every fact it knows is given. */
export const SCRIPTED_CALLER_GOODBYE = 'Thank you, goodbye.';

function section(prompt: string, header: string): string[] | null {
  const lines = prompt.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === header);
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('# '));
  return (end === -1 ? rest : rest.slice(0, end)).map((line) => line.trim()).filter(Boolean);
}

/**
 * The caller's next line, or null when the request is not a simulated caller's. In order: the first fact
 * not yet given whose key's words the agent's last line mentions; else the goal, once; else the next
 * fact not yet given; else goodbye.
 */
export function simulatedCallerLine(messages: readonly ChatMessage[]): string | null {
  const prompt = systemPrompt(messages);
  const caller = section(prompt, '# Simulated caller');
  if (!caller) return null;
  const goal =
    caller
      .find((line) => line.startsWith('Goal:'))
      ?.slice('Goal:'.length)
      .trim() ?? '';
  const facts = (section(prompt, '# Caller facts') ?? []).flatMap((line) => {
    const colon = line.indexOf(':');
    return colon > 0 ? [{ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }] : [];
  });
  const said = new Set(messages.filter((m) => m.role === 'assistant').map((m) => m.text.trim()));
  const agentLine = [...messages].reverse().find((m) => m.role === 'user')?.text ?? '';
  const heard = keywords(agentLine);
  const unsaid = facts.filter((fact) => fact.value && !said.has(fact.value));
  const asked = unsaid.find((fact) => [...keywords(fact.key)].some((word) => heard.has(word)));
  if (asked) return asked.value;
  if (goal && !said.has(goal)) return goal;
  return unsaid[0]?.value ?? SCRIPTED_CALLER_GOODBYE;
}
