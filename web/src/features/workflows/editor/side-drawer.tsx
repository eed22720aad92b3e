// A toolbar button and the persistent drawer it opens on the editor's right (Test chat). Not
// modal: the canvas stays usable beside it. The panel mounts only while the drawer is open.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';

/** The drawers' width from the sm breakpoint up (a phone gets the whole screen). */
export const SIDE_DRAWER_WIDTH = 420;

export function SideDrawer({
  open,
  onOpenChange,
  icon,
  openLabel,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
  openLabel: string;
  closeLabel: string;
  /** Rendered only while open. */
  children: () => ReactNode;
}) {
  const drawerId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          onOpenChange(!open);
        }}
      >
        {openLabel}
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
              width: { xs: '100%', sm: SIDE_DRAWER_WIDTH },
              p: 2,
              pt: 1,
              zIndex: (theme) => theme.zIndex.drawer + 2,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton
            aria-label={closeLabel}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        {open ? children() : null}
      </Drawer>
    </>
  );
}
