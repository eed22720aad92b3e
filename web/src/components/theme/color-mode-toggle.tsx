import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { switchColorModeLabel } from '../../lib/strings';

/** Switches between light and dark; the choice is remembered by MUI in localStorage. */
export function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = mode === 'system' ? systemMode : mode;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = switchColorModeLabel(next);
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          setMode(next);
        }}
      >
        {current === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
