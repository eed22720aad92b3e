// Pure helpers behind the call detail: which transcript line is playing, the workflow path the call
// took, and its highlights (the moments that matter, plan feature call_highlight).
import {
  REQUIRED_INFORMATION_MISSING_VARIABLE,
  callNotificationEvents,
  type CallRecord,
  type TranscriptEvent,
} from '@parley/domain';
import type { HIGHLIGHT_LABELS } from '../strings';

/** The transcript in call order (the engine numbers its lines; arrival order may differ). */
export const orderedTranscript = (call: CallRecord): TranscriptEvent[] =>
  [...call.transcript].sort((a, b) => a.index - b.index);

/** The line playing at `seconds`: the last one that started at or before it; null before the first. */
export function lineAt(lines: readonly TranscriptEvent[], seconds: number): number | null {
  let current: number | null = null;
  for (const line of lines) {
    if (line.at <= seconds) current = line.index;
    else break;
  }
  return current;
}

/** The workflow steps the call went through: each workflow it triggered and each state it moved to. */
export function workflowPath(lines: readonly TranscriptEvent[]): string[] {
  return lines.flatMap((line) => {
    if (line.type === 'workflow_triggered') return [line.content];
    if (line.type === 'state_transition') {
      const to = line.data.to;
      return [typeof to === 'string' && to !== '' ? to : line.content];
    }
    return [];
  });
}

export type HighlightKind = keyof typeof HIGHLIGHT_LABELS;

export interface CallHighlights {
  /** What happened on the call, as the error notifications see it (rules/call-notifications.ts). */
  call: HighlightKind[];
  /** The transcript lines where it happened, by line index. */
  lines: ReadonlyMap<number, HighlightKind[]>;
}

function lineHighlight(line: TranscriptEvent): HighlightKind | null {
  if (line.type === 'action' && line.data.error !== undefined) return 'errorLiveAction';
  if (line.type === 'action' && /transfer/i.test(line.content)) return 'errorHumanFollowup';
  if (line.type === 'stored_variables' && line.data[REQUIRED_INFORMATION_MISSING_VARIABLE] === true) {
    return 'errorRequiredInformation';
  }
  return null;
}

/** The call's highlights: the events that happened, and the lines that show them. */
export function callHighlights(call: CallRecord): CallHighlights {
  const events = callNotificationEvents(call);
  const kinds: HighlightKind[] = [
    'errorLiveAction',
    'errorUnhappyCustomer',
    'errorRequiredInformation',
    'errorHumanFollowup',
  ];
  const lines = new Map<number, HighlightKind[]>();
  for (const line of call.transcript) {
    const kind = lineHighlight(line);
    if (kind && events[kind]) lines.set(line.index, [...(lines.get(line.index) ?? []), kind]);
  }
  return { call: kinds.filter((kind) => events[kind]), lines };
}
