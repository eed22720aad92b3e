import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Organisation } from '@parley/domain';
import { useId } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useSetVersionControl } from '../api/set-version-control';
import {
  LABEL_VERSION_CONTROL,
  MSG_VERSION_CONTROL_TURNED_OFF,
  MSG_VERSION_CONTROL_TURNED_ON,
} from '../strings';

export interface VersionControlToggleProps {
  org: Pick<Organisation, 'id' | 'enableAgentVersionControl'>;
  /** Why the user may not change it (not an owner or admin, or a VIEWER); null when they may. */
  disabledReason: string | null;
}

/** The organisation's enableAgentVersionControl switch; the live document shows the result. */
export function VersionControlToggle({ org, disabledReason }: VersionControlToggleProps) {
  const reasonId = useId();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { mutate, isPending } = useSetVersionControl();
  return (
    <Stack>
      <FormControlLabel
        label={LABEL_VERSION_CONTROL}
        control={
          <Switch
            checked={org.enableAgentVersionControl}
            disabled={disabledReason !== null || isPending}
            slotProps={{ input: { 'aria-describedby': disabledReason ? reasonId : undefined } }}
            onChange={(_event, enabled) => {
              mutate(
                { orgId: org.id, enabled },
                {
                  onSuccess: () => {
                    notify(enabled ? MSG_VERSION_CONTROL_TURNED_ON : MSG_VERSION_CONTROL_TURNED_OFF, {
                      severity: 'success',
                    });
                  },
                  onError: (error) => {
                    notifyError(error);
                  },
                },
              );
            }}
          />
        }
      />
      {disabledReason && <FormHelperText id={reasonId}>{disabledReason}</FormHelperText>}
    </Stack>
  );
}
