import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  campaignDecisionsLabel,
  LABEL_SKIPPED_CONTACTS,
  PRE_DIAL_SKIP_LABELS,
  type Campaign,
} from '@parley/domain';
import { useId } from 'react';

/**
 * What the pre-dial decision did with a campaign's contacts, live: '12 dialled · 3 skipped' and, when
 * any were skipped, how many for each reason. Each contact's own reason is on the contact (and in
 * the contacts export); contacts waiting for their local hours stay pending and are not counted here.
 */
export function CampaignDecisions({ campaign }: { campaign: Pick<Campaign, 'progress'> }) {
  const { called, skipped, skippedBy } = campaign.progress;
  const heading = useId();
  const reasons = Object.entries(skippedBy).filter(([, count]) => count > 0);
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {campaignDecisionsLabel(called, skipped)}
      </Typography>
      {reasons.length > 0 && (
        <>
          <Typography id={heading} variant="caption" component="h3" sx={{ fontWeight: 600 }}>
            {LABEL_SKIPPED_CONTACTS}
          </Typography>
          <Stack component="ul" aria-labelledby={heading} sx={{ m: 0, pl: 2 }}>
            {reasons.map(([code, count]) => (
              <Typography key={code} component="li" variant="caption">
                {PRE_DIAL_SKIP_LABELS[code] ?? code}: {count}
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
