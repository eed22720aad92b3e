import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_ADD_PHONE_NUMBERS,
  LABEL_PHONE_NUMBERS,
  switchRoutingType,
  type CampaignPhoneNumber,
  type RoutingType,
} from '@parley/domain';
import { useId } from 'react';
import { RegionNumbersView } from './region-numbers-view';
import { RoutingMethodSelect } from './routing-method-select';
import { WeightNumbersTable } from './weight-numbers-table';

export interface CampaignRouting {
  routingType: RoutingType;
  phoneNumbers: CampaignPhoneNumber[];
}

export interface CampaignNumbersSectionProps {
  routing: CampaignRouting;
  onChange: (routing: CampaignRouting) => void;
  onAddClick: () => void;
  /** The form-level error of the phone-number list, shown when present. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A campaign's phone-number section: the routing method and its view. Switching to
 * weight routing re-splits the active weights evenly; toggling in the state and country views only
 * flips isActive.
 */
export function CampaignNumbersSection({
  routing,
  onChange,
  onAddClick,
  error = null,
  disabled = false,
}: CampaignNumbersSectionProps) {
  const headingId = useId();
  const { routingType, phoneNumbers } = routing;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h2">
        {LABEL_PHONE_NUMBERS}
      </Typography>
      <RoutingMethodSelect
        value={routingType}
        disabled={disabled}
        onChange={(next) => {
          onChange({ routingType: next, phoneNumbers: switchRoutingType(phoneNumbers, next) });
        }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {routingType === 'weight' ? (
        <WeightNumbersTable
          entries={phoneNumbers}
          disabled={disabled}
          onAddClick={onAddClick}
          onChange={(next) => {
            onChange({ routingType, phoneNumbers: next });
          }}
        />
      ) : (
        <>
          <Button variant="outlined" onClick={onAddClick} disabled={disabled} sx={{ alignSelf: 'flex-end' }}>
            {LABEL_ADD_PHONE_NUMBERS}
          </Button>
          <RegionNumbersView
            entries={phoneNumbers}
            view={routingType}
            disabled={disabled}
            onToggle={(id, isActive) => {
              onChange({
                routingType,
                phoneNumbers: phoneNumbers.map((entry) => (entry.id === id ? { ...entry, isActive } : entry)),
              });
            }}
          />
        </>
      )}
    </Stack>
  );
}
