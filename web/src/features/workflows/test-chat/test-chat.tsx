// Test chat: talk in text to the agent being edited (or one of its published versions) through the agent
// runtime, and see per turn what happened behind each reply. docs/workflows.md, "Test chat".
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  MAX_TEST_CHAT_LINE,
  versionLabel,
  WORKFLOW_SYSTEM_VARIABLES,
  type AgentVersion,
  type TestChatResponse,
  type TestChatTarget,
} from '@parley/domain';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { ChatTurn } from './chat-turn';
import {
  callEndedText,
  LABEL_COLLECTED,
  LABEL_CONVERSATION,
  LABEL_CURRENT_STEP,
  LABEL_LOADING_VERSIONS,
  LABEL_MESSAGE,
  LABEL_NO_STEP,
  LABEL_REPLYING,
  LABEL_RESTART,
  LABEL_RETRY,
  LABEL_SEND,
  LABEL_SHOW_STEP,
  LABEL_SUMMARY,
  LABEL_TEST_CHAT,
  LABEL_THIS_DRAFT,
  LABEL_VERSION,
  labelVersionOption,
  loadVersionsErrorMessage,
  MSG_EMPTY,
  MSG_MODEL_CAPTION,
  MSG_NO_VARIABLES,
  MSG_REPLYING,
  turnErrorMessage,
  variableText,
} from './strings';
import type { TestChatPosition } from './test-chat-drawer';
import { useTestChatSession, type TestChatSend } from './test-chat-session';
import { endReason, stepLabel } from './turn-events';

export interface TestChatProps {
  /** Sends a request to the agent being edited (the draft under version control). */
  readonly send: TestChatSend;
  /** The live agent's published versions, newest first (useAgentVersions). */
  readonly versions: AsyncState<readonly AgentVersion[]>;
  /** Selects, reveals and focuses a step on the canvas ("Show on canvas"). */
  readonly onFocusNode: (nodeId: string) => void;
  /** Draws where the conversation went on the canvas (the current step lit, the path taken). */
  readonly onPosition: (position: TestChatPosition | null) => void;
  /** Why the user may not run the agent (a VIEWER), or null. */
  readonly blockedReason: string | null;
}

const SYSTEM_VARIABLES: ReadonlySet<string> = new Set(WORKFLOW_SYSTEM_VARIABLES);

function VersionSwitch({
  versions,
  target,
  disabled,
  onChange,
}: {
  versions: TestChatProps['versions'];
  target: TestChatTarget;
  disabled: boolean;
  onChange: (target: TestChatTarget) => void;
}) {
  return (
    <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
      <TextField
        select
        size="small"
        label={LABEL_VERSION}
        value={String(target)}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value === 'current' ? 'current' : Number(event.target.value));
        }}
        slotProps={{ select: { native: true } }}
      >
        <option value="current">{LABEL_THIS_DRAFT}</option>
        {versions.status === 'success' &&
          versions.data.map((version) => (
            <option key={version.version} value={String(version.version)}>
              {labelVersionOption(versionLabel(version.version))}
            </option>
          ))}
      </TextField>
      {versions.status === 'loading' && (
        <Typography variant="caption" role="status">
          {LABEL_LOADING_VERSIONS}
        </Typography>
      )}
      {versions.status === 'error' && (
        <Typography variant="caption" color="error">
          {loadVersionsErrorMessage(causeMessage(versions.error))}
        </Typography>
      )}
    </Stack>
  );
}

function Summary({
  chat,
  onFocusNode,
}: {
  chat: ReturnType<typeof useTestChatSession>['chat'];
  onFocusNode: (nodeId: string) => void;
}) {
  const { state, turns } = chat;
  if (!state) return null;
  const nodeId = state.nodeId;
  const collected = Object.entries(state.variables).filter(([name]) => !SYSTEM_VARIABLES.has(name));
  return (
    <Box
      component="section"
      aria-label={LABEL_SUMMARY}
      sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2">
        {LABEL_CURRENT_STEP}: {nodeId === null ? LABEL_NO_STEP : (stepLabel(turns, nodeId) ?? nodeId)}
        {nodeId !== null && (
          <Button
            size="small"
            sx={{ ml: 1 }}
            onClick={() => {
              onFocusNode(nodeId);
            }}
          >
            {LABEL_SHOW_STEP}
          </Button>
        )}
      </Typography>
      <Typography variant="body2" component="h4" sx={{ fontWeight: 500 }}>
        {LABEL_COLLECTED}
      </Typography>
      {collected.length === 0 ? (
        <Typography variant="body2">{MSG_NO_VARIABLES}</Typography>
      ) : (
        <Box component="ul" aria-label={LABEL_COLLECTED} sx={{ m: 0, pl: 2.5 }}>
          {collected.map(([name, value]) => (
            <Typography key={name} component="li" variant="body2">
              {variableText(name, value)}
            </Typography>
          ))}
        </Box>
      )}
      {state.status === 'ended' && (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {callEndedText(endReason(turns))}
        </Typography>
      )}
    </Box>
  );
}

export function TestChat({ send, versions, onFocusNode, onPosition, blockedReason }: TestChatProps) {
  const [target, setTarget] = useState<TestChatTarget>('current');
  const [draft, setDraft] = useState('');
  // The canvas follows the conversation without taking the keyboard focus from the message field.
  const onAnswer = useCallback(
    (answer: TestChatResponse) => {
      onPosition({ nodeId: answer.state.nodeId, path: answer.state.path });
    },
    [onPosition],
  );
  const { chat, pending, failed, start, say, edit, retry } = useTestChatSession(send, onAnswer);
  const busy = pending !== null;
  const blocked = blockedReason !== null;

  // The chat starts (the agent's greeting) when the panel opens.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || blocked) return;
    started.current = true;
    start('current');
  }, [start, blocked]);

  const restart = (next: TestChatTarget) => {
    setTarget(next);
    onPosition(null);
    start(next);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || busy) return;
    setDraft('');
    say(target, text);
  };

  // Each turn's index among the caller's lines (what an edit of its line truncates to).
  const lineIndexes = chat.turns.reduce<number[]>((indexes, turn) => {
    const before = indexes.length === 0 ? -1 : (indexes.at(-1) ?? -1);
    return [...indexes, turn.caller === null ? before : before + 1];
  }, []);
  const shownLine = pending?.line ?? failed?.line ?? null;
  const ended = chat.state?.status === 'ended';
  const headingId = useId();

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {LABEL_TEST_CHAT}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {MSG_MODEL_CAPTION}
      </Typography>
      {blockedReason && <Alert severity="info">{blockedReason}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <VersionSwitch versions={versions} target={target} disabled={blocked} onChange={restart} />
        <Button
          variant="outlined"
          size="medium"
          disabled={blocked}
          onClick={() => {
            restart(target);
          }}
        >
          {LABEL_RESTART}
        </Button>
      </Stack>
      <Summary chat={chat} onFocusNode={onFocusNode} />
      <Stack
        role="log"
        aria-live="polite"
        aria-label={LABEL_CONVERSATION}
        spacing={1}
        sx={{ minHeight: 120 }}
      >
        {chat.turns.length === 0 && !busy && !failed && (
          <Typography variant="body2" color="text.secondary">
            {MSG_EMPTY}
          </Typography>
        )}
        {chat.turns.map((turn, index) => {
          const lineIndex = lineIndexes[index] ?? 0;
          return (
            <ChatTurn
              key={`${chat.conversationId ?? ''}-${String(index)}`}
              turn={turn}
              editDisabled={busy || blocked}
              onEdit={(text) => {
                edit(target, lineIndex, text);
              }}
            />
          );
        })}
        {shownLine !== null && (
          <Box sx={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
            <Typography
              variant="body2"
              sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {shownLine}
            </Typography>
          </Box>
        )}
        {busy && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} role="status" aria-label={LABEL_REPLYING} />
            <Typography variant="caption" aria-hidden>
              {MSG_REPLYING}
            </Typography>
          </Box>
        )}
      </Stack>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {LABEL_RETRY}
            </Button>
          }
        >
          {turnErrorMessage(causeMessage(failed.error))}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={LABEL_MESSAGE}
          value={draft}
          disabled={blocked || ended}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: MAX_TEST_CHAT_LINE } }}
        />
        <Button type="submit" variant="contained" disabled={blocked || ended || busy || draft.trim() === ''}>
          {LABEL_SEND}
        </Button>
      </Box>
    </Stack>
  );
}
