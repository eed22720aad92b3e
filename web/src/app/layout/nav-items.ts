import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { paths } from '../../lib/paths';
import { LABEL_AGENTS, LABEL_ORGANIZATION } from '../../lib/strings';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** The sidebar's entries, in order. A feature that adds a screen adds its entry here. */
export const navItems: readonly NavItem[] = [
  { label: LABEL_AGENTS, to: paths.agents, icon: SmartToyOutlined },
  { label: LABEL_ORGANIZATION, to: paths.orgSettings, icon: CorporateFareOutlined },
];
