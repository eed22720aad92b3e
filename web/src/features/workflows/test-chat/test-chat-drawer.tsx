// The editor's "Test chat" button and the panel it opens on the right (editor/side-drawer.tsx): the canvas
// stays usable beside it, and after each turn the step waiting for the caller lights up there and the path
// taken is drawn (canvas/run-trace.ts). The editor owns `open`, so it can make room for the drawer and clear
// the trace when it closes. The panel itself comes from the app layer (the `testChat` slot), which wires
// the agents feature's request and the versions feature's list into TestChat.
import ChatIcon from '@mui/icons-material/ChatOutlined';
import type { ReactNode } from 'react';
import { SIDE_DRAWER_WIDTH, SideDrawer } from '../editor/side-drawer';
import { LABEL_CLOSE_TEST_CHAT, LABEL_OPEN_TEST_CHAT } from './strings';

export const TEST_CHAT_DRAWER_WIDTH = SIDE_DRAWER_WIDTH;

/** Where the conversation is: the runtime's state after the latest answer (null: no conversation). */
export interface TestChatPosition {
  readonly nodeId: string | null;
  readonly path: readonly string[];
}

/** What the editor hands the Test chat panel: its workflow, ways to reveal a step and to draw the chat. */
export interface TestChatSlotContext {
  /** The workflow open in the editor: the one the chat runs (when the configuration talked to has it). */
  readonly workflowId: string;
  /** Selects a step, brings it into view and focuses it ("Show on canvas"). */
  readonly onFocusNode: (nodeId: string) => void;
  /** Draws where the conversation went on the canvas, after each answer. */
  readonly onPosition: (position: TestChatPosition | null) => void;
}
/** Renders the Test chat panel (a TestChat wired to its data); the app layer provides it. */
export type TestChatSlot = (context: TestChatSlotContext) => ReactNode;

export function TestChatDrawer({
  open,
  onOpenChange,
  panel,
  workflowId,
  onFocusNode,
  onPosition,
}: TestChatSlotContext & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel; mounted only while open, so opening starts a new chat. */
  panel: TestChatSlot;
}) {
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      icon={<ChatIcon />}
      openLabel={LABEL_OPEN_TEST_CHAT}
      closeLabel={LABEL_CLOSE_TEST_CHAT}
    >
      {() => panel({ workflowId, onFocusNode, onPosition })}
    </SideDrawer>
  );
}
