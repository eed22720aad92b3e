import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** The sidebar's entries, in order. A feature that adds a screen adds its entry here. */
export const navItems: readonly NavItem[] = [
  { label: 'Agents', to: paths.agents, icon: SmartToyOutlined },
  { label: 'Organization', to: paths.orgSettings, icon: CorporateFareOutlined },
];
