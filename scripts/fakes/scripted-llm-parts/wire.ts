// The answer on the wire, as OpenAI's Chat Completions API sends it: one chat.completion object, or a
// stream of chat.completion.chunk objects (role, content or tool-call deltas, finish_reason, usage).
import type { Answer } from './decide';
import type { ChatRequest } from './request';

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** Names of one answer: the completion id, and the tool call's id when it is one. */
export interface AnswerIds {
  completionId: string;
  toolCallId: string;
  created: number;
}

/** OpenAI's rough rule of thumb, a token per four characters: enough for usage and billing displays. */
const tokens = (chars: number): number => Math.ceil(chars / 4);

export function usageOf(request: ChatRequest, answer: Answer): Usage {
  const prompt = tokens(request.messages.reduce((sum, message) => sum + message.text.length, 0));
  const completion = tokens(
    answer.kind === 'text'
      ? answer.text.length
      : answer.name.length + JSON.stringify(answer.arguments).length,
  );
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

const finishReason = (answer: Answer) => (answer.kind === 'text' ? 'stop' : 'tool_calls');

export function completionBody(request: ChatRequest, answer: Answer, ids: AnswerIds) {
  const message =
    answer.kind === 'text'
      ? { role: 'assistant', content: answer.text, refusal: null, annotations: [] }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          annotations: [],
          tool_calls: [
            {
              id: ids.toolCallId,
              type: 'function',
              function: { name: answer.name, arguments: JSON.stringify(answer.arguments) },
            },
          ],
        };
  return {
    id: ids.completionId,
    object: 'chat.completion',
    created: ids.created,
    model: request.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason(answer) }],
    usage: usageOf(request, answer),
    system_fingerprint: 'fp_scripted',
  };
}

/** Splits a text into pieces of a few words each, keeping every character (spaces included). */
export function wordGroups(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  return pieces;
}

/** Splits a string into `count` pieces of about equal length (fewer when it is shorter). */
function slices(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
  return pieces;
}

/** The stream's chunks in order, without the closing `[DONE]`. */
export function streamChunks(request: ChatRequest, answer: Answer, ids: AnswerIds): object[] {
  // With include_usage every chunk carries `usage: null` and one more chunk, with no choices, has it.
  const usageField = request.includeUsage ? { usage: null } : {};
  const chunk = (delta: object, finish: string | null = null): Record<string, unknown> => ({
    id: ids.completionId,
    object: 'chat.completion.chunk',
    created: ids.created,
    model: request.model,
    system_fingerprint: 'fp_scripted',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...usageField,
  });
  const deltas: object[] =
    answer.kind === 'text'
      ? [
          { role: 'assistant', content: '', refusal: null },
          ...wordGroups(answer.text).map((content) => ({ content })),
        ]
      : [
          { role: 'assistant', content: null, refusal: null },
          {
            tool_calls: [
              {
                index: 0,
                id: ids.toolCallId,
                type: 'function',
                function: { name: answer.name, arguments: '' },
              },
            ],
          },
          ...slices(JSON.stringify(answer.arguments), 3).map((piece) => ({
            tool_calls: [{ index: 0, function: { arguments: piece } }],
          })),
        ];
  const chunks = [...deltas.map((delta) => chunk(delta)), chunk({}, finishReason(answer))];
  if (request.includeUsage) {
    chunks.push({ ...chunk({}), choices: [], usage: usageOf(request, answer) });
  }
  return chunks;
}
