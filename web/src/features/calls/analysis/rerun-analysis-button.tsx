// The call detail's "Rerun analysis": POST /calls/{callId}/analysis/rerun (docs/analysis.md). The new
// analysis arrives through the live call document, so the button only sends and shows it is busy.
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { API_ROUTES, apiPath } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useServices } from '../../../lib/services';
import { LABEL_RERUN_ANALYSIS } from './strings';

const rerunAnswerSchema = z.object({ outcome: z.string() });

export function RerunAnalysisButton({
  callId,
  readOnlyReason = null,
}: {
  callId: string;
  /** Why the user may not rerun it (a VIEWER), or null. */
  readOnlyReason?: string | null;
}) {
  const { api } = useServices();
  const notifyError = useNotifyError();
  const rerun = useMutation({
    mutationFn: () =>
      api(apiPath(API_ROUTES.rerunCallAnalysis, { callId }), {
        method: API_ROUTES.rerunCallAnalysis.method,
        body: {},
        schema: rerunAnswerSchema,
      }),
    onError: (error) => {
      notifyError(error);
    },
  });
  const button = (
    <Button
      size="small"
      disabled={readOnlyReason !== null}
      loading={rerun.isPending}
      onClick={() => {
        rerun.mutate();
      }}
    >
      {LABEL_RERUN_ANALYSIS}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip needs a wrapper to say why.
  return readOnlyReason ? (
    <Tooltip title={readOnlyReason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
