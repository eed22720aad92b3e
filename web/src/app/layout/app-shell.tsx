import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PRODUCT_NAME } from '@parley/domain';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Top bar, sidebar and the current route's page; pages load lazily behind a progress bar. */
export function AppShell() {
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [navigationOpen, setNavigationOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <title>{PRODUCT_NAME}</title>
      <TopBar
        onOpenNavigation={
          isDesktop
            ? undefined
            : () => {
                setNavigationOpen(true);
              }
        }
      />
      <Sidebar
        permanent={isDesktop}
        open={navigationOpen}
        onClose={() => {
          setNavigationOpen(false);
        }}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
