import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PRODUCT_NAME } from '@parley/domain';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../route-error-boundary';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useLayoutPreferences } from './use-layout-preferences';

/**
 * Top bar, sidebar and the current route's page; pages load lazily behind a progress bar. From md up
 * the sidebar is permanent, collapsible and pinnable (states in cookies); below, a temporary drawer.
 * `banner` sits above every page (the lapsed-subscription notice), composed by the signed-in layout.
 */
export function AppShell({ banner = null }: { banner?: ReactNode }) {
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const layout = useLayoutPreferences();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <title>{PRODUCT_NAME}</title>
      <TopBar
        onOpenNavigation={
          isDesktop
            ? undefined
            : () => {
                setMobileOpen(true);
              }
        }
      />
      {isDesktop ? (
        <DesktopSidebar
          sidebarOpen={layout.sidebarOpen}
          pinned={layout.pinned}
          onSidebarOpenChange={layout.setSidebarOpen}
          onPinnedChange={layout.setPinned}
        />
      ) : (
        <MobileSidebar
          open={mobileOpen}
          onClose={() => {
            setMobileOpen(false);
          }}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {banner}
        {/* A page that fails shows its error inside the shell, so the navigation stays usable. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
