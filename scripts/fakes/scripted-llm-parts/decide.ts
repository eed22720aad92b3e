// The scripted model's one decision: given a request, what does the assistant answer? Rules a–d of
// docs/scripted-llm.md#the-decision, in order; the same request always gets the same answer.
import { fillArguments } from './fill-arguments';
import { simulatedCallerLine } from './simulated-caller';
import type { ChatRequest, ChatTool } from './request';
import { knowledgePassages, stepLine, systemPrompt, type KnowledgePassage } from './system-prompt';
import { keywords, mentions, sharedWordCount } from './words';

export type Answer =
  { kind: 'text'; text: string } | { kind: 'tool'; name: string; arguments: Record<string, unknown> };

/** The line the scripted model says when no rule applies, fixed so tests can look for it. */
export const SCRIPTED_FALLBACK_LINE = 'Okay.';
/** Put before the step line when the caller's answer filled none of the tools. */
export const SCRIPTED_RETRY_PREFIX = "Sorry, I didn't catch that. ";
const KNOWLEDGE_ANSWER_MAX = 400;

const END_CALL_WORDS = ['bye', 'goodbye', 'hang up'];
const TRANSFER_WORDS = ['human', 'person', 'agent', 'transfer'];
/** Tools that end or hand over the call: only called when the caller asks for it in so many words. */
const GUARDED_TOOLS: Record<string, readonly string[]> = {
  end_call: END_CALL_WORDS,
  endCall: END_CALL_WORDS,
  transfer_call: TRANSFER_WORDS,
  transferCall: TRANSFER_WORDS,
};

/** Rule a: the first tool whose parameters the caller's line fills; `missed` when an unguarded one did not. */
function toolCall(tools: readonly ChatTool[], text: string): { answer: Answer | null; missed: boolean } {
  let missed = false;
  for (const tool of tools) {
    const triggers = Object.hasOwn(GUARDED_TOOLS, tool.name) ? GUARDED_TOOLS[tool.name] : undefined;
    if (triggers && !triggers.some((words) => mentions(text, words))) continue;
    const args = fillArguments(tool.parameters, text);
    if (args) return { answer: { kind: 'tool', name: tool.name, arguments: args }, missed };
    missed = true;
  }
  return { answer: null, missed };
}

/** Cuts a text to at most `max` characters, at the last sentence end when there is one. */
export function capAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentenceEnd = Math.max(...['. ', '! ', '? '].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  if (/[.!?]$/.test(head)) return head;
  const wordEnd = head.lastIndexOf(' ');
  return `${(wordEnd > 0 ? head.slice(0, wordEnd) : head.slice(0, max - 1)).trimEnd()}…`;
}

/** Rule b: the passage sharing the most words with the caller's line (the first on a tie), if any. */
function knowledgeAnswer(passages: readonly KnowledgePassage[], text: string): string | null {
  const asked = keywords(text);
  let best: { passage: KnowledgePassage; shared: number } | null = null;
  for (const passage of passages) {
    const shared = sharedWordCount(asked, keywords([passage.title, ...passage.lines].join(' ')));
    if (shared > 0 && (!best || shared > best.shared)) best = { passage, shared };
  }
  if (!best) return null;
  const { lines, title } = best.passage;
  // An FAQ passage is "question\nanswer": the caller wants the answer, not their question back.
  const body = lines.length > 1 ? lines.slice(1).join(' ') : (lines[0] ?? title);
  return capAtSentence(body, KNOWLEDGE_ANSWER_MAX);
}

export function decide(request: ChatRequest): Answer {
  // The test lab's simulated caller is a conversation of its own (simulated-caller.ts).
  const callerLine = simulatedCallerLine(request.messages);
  if (callerLine !== null) return { kind: 'text', text: callerLine };
  const last = request.messages.at(-1);
  const prompt = systemPrompt(request.messages);
  const callerText = last?.role === 'user' ? last.text : null;
  let missedTool = false;
  if (callerText !== null && request.tools.length > 0) {
    const { answer, missed } = toolCall(request.tools, callerText);
    if (answer) return answer;
    missedTool = missed;
  }
  if (callerText !== null) {
    const answer = knowledgeAnswer(knowledgePassages(prompt), callerText);
    if (answer) return { kind: 'text', text: answer };
  }
  const step = stepLine(prompt);
  if (step) return { kind: 'text', text: missedTool ? `${SCRIPTED_RETRY_PREFIX}${step}` : step };
  return { kind: 'text', text: SCRIPTED_FALLBACK_LINE };
}
