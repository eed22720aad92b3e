import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { LABEL_SEE_PLANS } from '../lib/strings';

/**
 * The way out of a plan gate: a link to the pricing page, placed beside the disabled control and its
 * refusal message. One component, so every gate reads the same and leads to the same place.
 */
function UpgradeLink() {
  return (
    <Button component={RouterLink} to={paths.pricing} color="inherit" size="small" sx={{ flexShrink: 0 }}>
      {LABEL_SEE_PLANS}
    </Button>
  );
}

/**
 * A plan gate's refusal (the domain's planRefusal message) with the upgrade link. `id` names the
 * message alone, so the disabled control's aria-describedby reads the reason, not the link.
 */
export function PlanGateNotice({
  id,
  message,
  severity = 'info',
}: {
  id?: string;
  message: string;
  severity?: AlertColor;
}) {
  return (
    <Alert severity={severity} action={<UpgradeLink />}>
      <span id={id}>{message}</span>
    </Alert>
  );
}
