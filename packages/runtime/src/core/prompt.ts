// The system prompt of one model call: who the agent is (name, personality, style, the prompt modules as
// assemblePrompt composes them), the call's facts, the current step's instructions and the knowledge
// passages retrieved for this turn. The section headers are a contract with the scripted LLM
// (docs/scripted-llm.md): `# Current step: <label>` with an `Ask the caller: <text>` line, and
// `# Knowledge` with `[kb:<id>] <title>` passages.
import type { KnowledgePassage } from './ports';
import type { RuntimeSnapshot } from './snapshot';
import type { ConversationState } from './state';

/** What the current step asks of the model this call. */
export interface StepInstructions {
  label: string;
  /** The line the step asks the caller, when it has one. */
  ask: string | null;
  /** The step's own instructions (a PROMPT step's prompt). */
  instructions: string | null;
  /** The tool the model calls once it has what the step collects. */
  toolName: string | null;
}

function knowledgeSection(passages: readonly KnowledgePassage[]): string {
  const lines = passages.map((passage) => `[kb:${passage.id}] ${passage.title}\n${passage.text.trim()}`);
  return `# Knowledge\nAnswer questions from these passages only; say so when they do not answer it.\n\n${lines.join('\n\n')}`;
}

function stepSection(step: StepInstructions): string {
  const lines = [`# Current step: ${step.label}`];
  if (step.ask) lines.push(`Ask the caller: ${step.ask}`);
  if (step.instructions) lines.push(step.instructions);
  if (step.toolName) {
    lines.push(
      `When the caller has answered, call the tool \`${step.toolName}\` with what they said. If they ask something else first, answer briefly and ask again.`,
    );
  }
  return lines.join('\n');
}

export function systemPrompt(
  snapshot: RuntimeSnapshot,
  state: ConversationState,
  step: StepInstructions | null,
  passages: readonly KnowledgePassage[],
): string {
  const variables = state.variables;
  const identity = [
    `You are ${snapshot.name || 'the agent'}, answering a phone call. Speak in short, natural sentences.`,
    snapshot.personalityTraits.length > 0 ? `Personality: ${snapshot.personalityTraits.join(', ')}.` : '',
    snapshot.conversationStyle ? `Conversation style: ${snapshot.conversationStyle}.` : '',
    `Local date and time: ${String(variables.current_date ?? '')} ${String(variables.current_time ?? '')} (${snapshot.timezone}).`,
  ].filter(Boolean);
  const sections = [identity.join('\n')];
  if (snapshot.prompt.trim()) sections.push(snapshot.prompt.trim());
  // A HIPAA agent's collected values stay out of the prompt text; the steps still read them.
  if (!snapshot.hipaa) {
    const known = Object.entries(variables).filter(([, value]) => value !== '');
    if (known.length > 0) {
      sections.push(
        `# Known information\n${known.map(([name, value]) => `${name}: ${String(value)}`).join('\n')}`,
      );
    }
  }
  if (step) sections.push(stepSection(step));
  if (passages.length > 0) sections.push(knowledgeSection(passages));
  return sections.join('\n\n');
}
