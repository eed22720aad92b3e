import Grid from '@mui/material/Grid';
import { generalSettingsFormSchema, type GeneralSettingsValues } from '../utils/agent-form-schemas';
import { LABELS } from '../utils/field-labels';
import { GENERAL_BOUNDS } from '../utils/settings-bounds';
import { FormNumberField, FormSwitch, FormTextField } from './form-fields';
import { SettingsFormCard } from './settings-form-card';
import { TimezoneField } from './timezone-field';

interface GeneralSettingsFormProps {
  values: GeneralSettingsValues;
  onSave: (before: GeneralSettingsValues, after: GeneralSettingsValues) => Promise<boolean>;
}

const SWITCHES = [
  'recordingEnabled',
  'spamDetectionEnabled',
  'hipaaEnabled',
  'endCallImmediately',
  'recordEntireTransfer',
] as const;

/** Call limits, recording and compliance switches. */
export function GeneralSettingsForm({ values, onSave }: GeneralSettingsFormProps) {
  return (
    <SettingsFormCard
      title="General settings"
      description="Call limits, recording and compliance."
      initialValues={values}
      validationSchema={generalSettingsFormSchema}
      onSave={onSave}
    >
      <TimezoneField name="timezone" label={LABELS.timezone} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="maxDurationMinutes"
            label={LABELS.maxDurationMinutes}
            bounds={GENERAL_BOUNDS.maxDurationMinutes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="silenceTimeoutSeconds"
            label={LABELS.silenceTimeoutSeconds}
            bounds={GENERAL_BOUNDS.silenceTimeoutSeconds}
          />
        </Grid>
      </Grid>
      <FormTextField name="maxDurationEndMessage" label={LABELS.maxDurationEndMessage} required multiline />
      <Grid container spacing={1}>
        {SWITCHES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormSwitch name={name} label={LABELS[name]} />
          </Grid>
        ))}
      </Grid>
    </SettingsFormCard>
  );
}
