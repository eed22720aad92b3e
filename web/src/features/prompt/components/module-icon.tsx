import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Description from '@mui/icons-material/Description';
import Extension from '@mui/icons-material/Extension';
import Flag from '@mui/icons-material/Flag';
import Gavel from '@mui/icons-material/Gavel';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalHospital from '@mui/icons-material/LocalHospital';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Rule from '@mui/icons-material/Rule';
import Sell from '@mui/icons-material/Sell';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

// The catalogue names Material icons (packages/domain data/prompt-modules.ts); each is imported on its
// own so the bundle holds only these.
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  Badge,
  Business,
  Description,
  Extension,
  Flag,
  Gavel,
  HelpOutline: HelpOutlined,
  ListAlt,
  LocalHospital,
  MedicalServices,
  Rule,
  Sell,
};

/** A catalogue module's icon (decorative: its name is always written beside it). */
export function ModuleIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon] ?? Extension;
  return <Icon aria-hidden fontSize="small" {...props} />;
}
