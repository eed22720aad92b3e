import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignOutcomeLabel, campaignProgressLabel, progressPercent, type Campaign } from '@parley/domain';

/** How far a campaign has got: a bar and 'N of M called' with the outcome counts, live. */
export function CampaignProgress({
  campaign,
}: {
  campaign: Pick<Campaign, 'progress' | 'contactCount' | 'name'>;
}) {
  const { called, completed, failed } = campaign.progress;
  const total = campaign.contactCount;
  const percent = progressPercent(called, total);
  const label = campaignProgressLabel(called, total);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`${campaign.name}: ${label}`} />
      <Typography variant="caption" color="text.secondary">
        {label} · {campaignOutcomeLabel(completed, failed)}
      </Typography>
    </Stack>
  );
}
