// The conversation Test chat shows, and the requests that change it. Every request carries all caller
// lines so far; the answer either replaces the conversation (fromStart: a new chat, a restart, an edited
// line) or adds one turn. Only the latest request's answer counts: a restart or an edit while a turn
// runs makes the earlier answer stale.
import type { TestChatRequest, TestChatResponse, TestChatTarget, TestChatTurn } from '@parley/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One Test chat request: every caller line so far (the new one last) and the conversation to continue. */
export type TestChatInput = Omit<TestChatRequest, 'agentId'>;
/** Sends one request to the agent (POST /agent/{agentId}/test-chat; the app wires in useTestChat). */
export type TestChatSend = (input: TestChatInput) => Promise<TestChatResponse>;

export interface ChatView {
  readonly turns: readonly TestChatTurn[];
  readonly conversationId: string | null;
  readonly state: TestChatResponse['state'] | null;
}

export const EMPTY_CHAT: ChatView = { turns: [], conversationId: null, state: null };

/** The caller's lines of the conversation, in order. */
export function callerLines(turns: readonly TestChatTurn[]): string[] {
  return turns.flatMap((turn) => (turn.caller === null ? [] : [turn.caller]));
}

/** The conversation once an answer arrives. */
export function applyAnswer(chat: ChatView, answer: TestChatResponse): ChatView {
  return {
    turns: answer.fromStart ? answer.turns : [...chat.turns, ...answer.turns],
    conversationId: answer.conversationId,
    state: answer.state,
  };
}

/** The lines to send when caller line `index` is edited: the ones before it, then the edited one. */
export function editedLines(lines: readonly string[], index: number, text: string): string[] {
  return [...lines.slice(0, index), text];
}

export interface PendingTurn {
  /** The caller line being sent (shown while the agent replies), null for a (re)start or an edit. */
  readonly line: string | null;
}

export function useTestChatSession(send: TestChatSend, onAnswer: (answer: TestChatResponse) => void) {
  const [chat, setChat] = useState<ChatView>(EMPTY_CHAT);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [failed, setFailed] = useState<{ input: TestChatInput; line: string | null; error: unknown } | null>(
    null,
  );
  const latest = useRef(0);
  const chatRef = useRef(chat);
  useEffect(() => {
    chatRef.current = chat;
  });

  const run = useCallback(
    (input: TestChatInput, line: string | null) => {
      latest.current += 1;
      const request = latest.current;
      setPending({ line });
      setFailed(null);
      send(input).then(
        (answer) => {
          if (request !== latest.current) return;
          setChat((current) => applyAnswer(current, answer));
          setPending(null);
          onAnswer(answer);
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setPending(null);
          setFailed({ input, line, error });
        },
      );
    },
    [send, onAnswer],
  );

  const start = useCallback(
    (target: TestChatTarget) => {
      setChat(EMPTY_CHAT);
      run({ target, callerTurns: [], conversationId: null }, null);
    },
    [run],
  );

  const say = useCallback(
    (target: TestChatTarget, text: string) => {
      const current = chatRef.current;
      run(
        {
          target,
          callerTurns: [...callerLines(current.turns), text],
          conversationId: current.conversationId,
        },
        text,
      );
    },
    [run],
  );

  const edit = useCallback(
    (target: TestChatTarget, index: number, text: string) => {
      const current = chatRef.current;
      run(
        {
          target,
          callerTurns: editedLines(callerLines(current.turns), index, text),
          conversationId: current.conversationId,
        },
        null,
      );
    },
    [run],
  );

  const retry = useCallback(() => {
    if (failed) run(failed.input, failed.line);
  }, [failed, run]);

  return { chat, pending, failed, start, say, edit, retry };
}
