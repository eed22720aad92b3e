// The editor's "Dry-run" button and the panel it opens on the right. Persistent, not modal: the canvas
// stays usable beside it, so "Show on canvas" can move the view and focus the node.
import CloseIcon from '@mui/icons-material/Close';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { DryRunPanel, type DryRunPanelProps } from './dry-run-panel';
import { LABEL_CLOSE_DRY_RUN, LABEL_OPEN_DRY_RUN } from './strings';

export function DryRunDrawer(props: DryRunPanelProps) {
  const [open, setOpen] = useState(false);
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
            sx: { width: { xs: '100%', sm: 420 }, p: 2, pt: 1, zIndex: (theme) => theme.zIndex.drawer + 2 },
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
