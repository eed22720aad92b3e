import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { paths } from '../../lib/paths';
import { LABEL_ANALYTICS } from '../../features/analytics/strings';
import { LABEL_CALLS } from '../../features/calls/strings';
import { LABEL_INTEGRATIONS } from '../../features/integrations/strings';
import { LABEL_AGENTS, LABEL_BILLING, LABEL_ORGANIZATION } from '../../lib/strings';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** The sidebar's entries, in order. A feature that adds a screen adds its entry here. */
export const navItems: readonly NavItem[] = [
  { label: LABEL_AGENTS, to: paths.agents, icon: SmartToyOutlined },
  { label: LABEL_CALLS, to: paths.calls, icon: PhoneInTalkOutlined },
  { label: LABEL_ANALYTICS, to: paths.analytics, icon: InsightsOutlined },
  { label: LABEL_INTEGRATIONS, to: paths.integrations, icon: ExtensionOutlined },
  { label: LABEL_ORGANIZATION, to: paths.orgSettings, icon: CorporateFareOutlined },
  { label: LABEL_BILLING, to: paths.billing, icon: CreditCardOutlined },
];
