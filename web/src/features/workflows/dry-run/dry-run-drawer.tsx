// The editor's "Dry-run" button and the panel it opens on the right. Persistent, not modal: the canvas
// stays usable beside it, so "Show on canvas" can move the view and focus the node. The editor makes
// room for it (onOpenChange), so on a desktop it never covers the step settings panel.
import CloseIcon from '@mui/icons-material/Close';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { DryRunPanel, type DryRunPanelProps } from './dry-run-panel';
import { LABEL_CLOSE_DRY_RUN, LABEL_OPEN_DRY_RUN } from './strings';

/** The drawer's width from the sm breakpoint up (a phone gets the whole screen). */
export const DRY_RUN_DRAWER_WIDTH = 420;

export function DryRunDrawer({
  onOpenChange,
  ...props
}: DryRunPanelProps & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const drawerId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ScienceIcon />}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {LABEL_OPEN_DRY_RUN}
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
              width: { xs: '100%', sm: DRY_RUN_DRAWER_WIDTH },
              p: 2,
              pt: 1,
              zIndex: (theme) => theme.zIndex.drawer + 2,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton
            aria-label={LABEL_CLOSE_DRY_RUN}
            onClick={() => {
              setOpen(false);
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        {open ? <DryRunPanel {...props} /> : null}
      </Drawer>
    </>
  );
}
