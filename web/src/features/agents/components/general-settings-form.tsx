import Grid from '@mui/material/Grid';
import {
  AGENT_FIELD_LABELS,
  GENERAL_BOUNDS,
  generalSettingsFormSchema,
  type GeneralSettingsValues,
} from '@parley/domain';
import { LABEL_GENERAL_SECTION, MSG_GENERAL_SECTION } from '../../../lib/strings';
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
      title={LABEL_GENERAL_SECTION}
      description={MSG_GENERAL_SECTION}
      initialValues={values}
      schema={generalSettingsFormSchema}
      onSave={onSave}
    >
      <TimezoneField name="timezone" label={AGENT_FIELD_LABELS.timezone} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="maxDurationMinutes"
            label={AGENT_FIELD_LABELS.maxDurationMinutes}
            bounds={GENERAL_BOUNDS.maxDurationMinutes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="silenceTimeoutSeconds"
            label={AGENT_FIELD_LABELS.silenceTimeoutSeconds}
            bounds={GENERAL_BOUNDS.silenceTimeoutSeconds}
          />
        </Grid>
      </Grid>
      <FormTextField
        name="maxDurationEndMessage"
        label={AGENT_FIELD_LABELS.maxDurationEndMessage}
        required
        multiline
      />
      <FormTextField name="fallbackMessage" label={AGENT_FIELD_LABELS.fallbackMessage} required multiline />
      <Grid container spacing={1}>
        {SWITCHES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormSwitch name={name} label={AGENT_FIELD_LABELS[name]} />
          </Grid>
        ))}
      </Grid>
    </SettingsFormCard>
  );
}
