import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, type BillingInterval } from '@parley/domain';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  FEATURE_NAMES,
  LABEL_CONTACT_SALES,
  LABEL_CURRENT_PLAN,
  LABEL_FREE_PRICE,
  LABEL_UNLIMITED,
  LIMIT_NAMES,
  PLAN_NAMES,
  featureIncluded,
  monthlyCreditsText,
  perInterval,
} from '../strings';
import type { PricingTier } from '../utils/pricing-tiers';

function priceText(tier: PricingTier, interval: BillingInterval): string {
  if (tier.plan === 'FREE') return LABEL_FREE_PRICE;
  const price = tier.prices[interval];
  return price ? perInterval(formatCents(price.unitAmount), interval) : LABEL_CONTACT_SALES;
}

/** One tier on the pricing page: price for the interval, credits, limits, features and its action. */
export function PlanCard({
  tier,
  interval,
  current,
  action,
}: {
  tier: PricingTier;
  interval: BillingInterval;
  current: boolean;
  action: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {PLAN_NAMES[tier.plan]}
        </Typography>
        {current ? <Chip label={LABEL_CURRENT_PLAN} color="primary" size="small" /> : null}
      </Stack>
      <Typography variant="h5" component="p">
        {priceText(tier, interval)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {monthlyCreditsText(tier.monthlyCredits)}
      </Typography>
      <List dense disablePadding>
        {tier.limits.map(({ name, value }) => (
          <ListItem key={name} disableGutters>
            <ListItemText
              primary={`${LIMIT_NAMES[name]}: ${Number.isFinite(value) ? String(value) : LABEL_UNLIMITED}`}
            />
          </ListItem>
        ))}
        {tier.features.map(({ feature, included }) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {included ? (
                <CheckOutlined fontSize="small" color="success" aria-hidden />
              ) : (
                <CloseOutlined fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  <span aria-hidden>{FEATURE_NAMES[feature]}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {featureIncluded(FEATURE_NAMES[feature], included)}
                  </Box>
                </>
              }
              slotProps={{ primary: { color: included ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack sx={{ mt: 'auto' }}>{action}</Stack>
    </Paper>
  );
}
