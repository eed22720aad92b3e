// Reads the two sections of the system prompt the scripted model answers from (docs/scripted-llm.md):
// `# Current step: <label>` with its step line, and `# Knowledge` with its `[kb:<id>] <title>` passages.
import type { ChatMessage } from './request';

export interface KnowledgePassage {
  id: string;
  title: string;
  /** The passage's text lines after its `[kb:…]` line, blank lines left out. */
  lines: string[];
}

/** The system prompt: every system (or developer) message's text, in order. */
export function systemPrompt(messages: readonly ChatMessage[]): string {
  return messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map((message) => message.text)
    .join('\n');
}

/** The lines of the first section whose header line matches, up to the next `# ` line or the end. */
function sectionLines(prompt: string, header: RegExp): string[] | null {
  const lines = prompt.split(/\r?\n/);
  const start = lines.findIndex((line) => header.test(line));
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('# '));
  return end === -1 ? rest : rest.slice(0, end);
}

/** What the agent should say for the current step: its `Ask the caller:` line, else its first line. */
export function stepLine(prompt: string): string | null {
  const lines = sectionLines(prompt, /^# Current step:/);
  if (!lines) return null;
  for (const line of lines) {
    const ask = /^\s*Ask the caller:\s*(.*\S)/.exec(line);
    if (ask?.[1]) return ask[1];
  }
  return lines.map((line) => line.trim()).find(Boolean) ?? null;
}

/** The `# Knowledge` passages; a passage runs from its `[kb:<id>] <title>` line to the next one. */
export function knowledgePassages(prompt: string): KnowledgePassage[] {
  const lines = sectionLines(prompt, /^# Knowledge\s*$/);
  const passages: KnowledgePassage[] = [];
  for (const line of lines ?? []) {
    const header = /^\[kb:([^\]]+)\]\s*(.*)$/.exec(line.trim());
    if (header) passages.push({ id: header[1] ?? '', title: header[2] ?? '', lines: [] });
    else if (line.trim()) passages.at(-1)?.lines.push(line.trim());
  }
  return passages;
}
