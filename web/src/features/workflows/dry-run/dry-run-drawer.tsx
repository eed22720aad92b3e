// The editor's "Dry-run" button and the panel it opens on the right (editor/side-drawer.tsx), so
// "Show on canvas" can move the view and focus the node. The editor makes room for it (onOpenChange), so
// on a desktop it never covers the step settings panel.
import ScienceIcon from '@mui/icons-material/Science';
import { useState } from 'react';
import { SIDE_DRAWER_WIDTH, SideDrawer } from '../editor/side-drawer';
import { DryRunPanel, type DryRunPanelProps } from './dry-run-panel';
import { LABEL_CLOSE_DRY_RUN, LABEL_OPEN_DRY_RUN } from './strings';

export const DRY_RUN_DRAWER_WIDTH = SIDE_DRAWER_WIDTH;

export function DryRunDrawer({
  onOpenChange,
  ...props
}: DryRunPanelProps & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      icon={<ScienceIcon />}
      openLabel={LABEL_OPEN_DRY_RUN}
      closeLabel={LABEL_CLOSE_DRY_RUN}
    >
      {() => <DryRunPanel {...props} />}
    </SideDrawer>
  );
}
