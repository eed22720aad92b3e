// The editor's "Test chat" button and the panel it opens on the right, persistent like the dry-run's
// (dry-run/dry-run-drawer.tsx): the canvas stays usable beside it, and the step waiting for the caller
// lights up there after each turn. The editor owns `open`, so it can make room for the drawer and keep
// only one of the two drawers open. The panel itself comes from the app layer (the `testChat` slot),
// which wires the agents feature's request and the versions feature's list into TestChat.
import ChatIcon from '@mui/icons-material/ChatOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { LABEL_CLOSE_TEST_CHAT, LABEL_OPEN_TEST_CHAT } from './strings';

/** The drawer's width from the sm breakpoint up (a phone gets the whole screen). */
export const TEST_CHAT_DRAWER_WIDTH = 420;

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
  const drawerId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ChatIcon />}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          onOpenChange(!open);
        }}
      >
        {LABEL_OPEN_TEST_CHAT}
      </Button>
      <Drawer
        anchor="right"
        variant="persistent"
        open={open}
        // Above the app's top bar (itself above drawers), so its close button is never covered.
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
        slotProps={{
          paper: {
            id: drawerId,
            sx: {
              width: { xs: '100%', sm: TEST_CHAT_DRAWER_WIDTH },
              p: 2,
              pt: 1,
              zIndex: (theme) => theme.zIndex.drawer + 2,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton
            aria-label={LABEL_CLOSE_TEST_CHAT}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        {open ? panel({ onFocusNode }) : null}
      </Drawer>
    </>
  );
}
