// The editor's "Test chat" button and the panel it opens on the right, persistent like the dry-run's
// (dry-run/dry-run-drawer.tsx): the canvas stays usable beside it, and the step waiting for the caller
// lights up there after each turn. The editor owns `open`, so it can make room for the drawer and keep
// only one of the two drawers open. The panel itself comes from the app layer (the `testChat` slot),
// which wires the agents feature's request and the versions feature's list into TestChat.
import ChatIcon from '@mui/icons-material/ChatOutlined';
import type { ReactNode } from 'react';
import { SIDE_DRAWER_WIDTH, SideDrawer } from '../editor/side-drawer';
import { LABEL_CLOSE_TEST_CHAT, LABEL_OPEN_TEST_CHAT } from './strings';

export const TEST_CHAT_DRAWER_WIDTH = SIDE_DRAWER_WIDTH;

/** What the editor hands the Test chat panel: a way to select and reveal a step on the canvas. */
export interface TestChatSlotContext {
  readonly onFocusNode: (nodeId: string) => void;
}
/** Renders the Test chat panel (a TestChat wired to its data); the app layer provides it. */
export type TestChatSlot = (context: TestChatSlotContext) => ReactNode;

export function TestChatDrawer({
  open,
  onOpenChange,
  panel,
  onFocusNode,
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
      {() => panel({ onFocusNode })}
    </SideDrawer>
  );
}
