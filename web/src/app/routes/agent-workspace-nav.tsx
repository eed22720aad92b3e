import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { AgentWorkspaceTab } from './agent-workspace-tabs';
import { LABEL_WORKSPACE_TABS } from './agent-workspace-strings';

/**
 * The tab a workspace URL shows: the first segment after /agent/:agentId/ ('' for the Overview), or
 * false when no tab has it (the not-found page then shows under unselected tabs).
 */
export function currentTabSegment(
  pathname: string,
  agentId: string,
  tabs: readonly AgentWorkspaceTab[],
): string | false {
  const base = paths.agent(agentId);
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  const segment = decodeURIComponent(rest.split('/')[0] ?? '');
  return tabs.some((tab) => tab.segment === segment) ? segment : false;
}

/**
 * The workspace's tabs: links (deep-linkable, middle-click opens a new tab) in a named navigation
 * landmark, as wide as their labels so all fit a desktop, scrollable on a phone.
 */
export function AgentWorkspaceNav({
  agentId,
  tabs,
}: {
  agentId: string;
  tabs: readonly AgentWorkspaceTab[];
}) {
  const { pathname } = useLocation();
  const current = currentTabSegment(pathname, agentId, tabs);
  return (
    <Box
      component="nav"
      aria-label={LABEL_WORKSPACE_TABS}
      sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={LABEL_WORKSPACE_TABS}
        // Twelve upper-case tabs at MUI's 90 px minimum and 16 px padding overflow a 1440 px desktop
        // beside the sidebar (by 69 px even at their labels' width), cutting the selected tab behind a
        // scroll button: as wide as their labels in sentence case, all twelve fit (versions journey).
        sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5, textTransform: 'none' } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.segment}
            value={tab.segment}
            label={tab.label}
            component={RouterLink}
            to={paths.agentTab(agentId, tab.segment)}
            aria-current={tab.segment === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
