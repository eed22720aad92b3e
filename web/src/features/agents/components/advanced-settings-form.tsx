import Grid from '@mui/material/Grid';
import {
  STATE_DETERMINATION_MODES,
  type AdvancedSettings,
  ADVANCED_BOUNDS,
  AGENT_FIELD_LABELS,
  STATE_DETERMINATION_LABELS,
  advancedSettingsFormSchema,
} from '@parley/domain';
import { LABEL_ADVANCED_SECTION, MSG_ADVANCED_SECTION } from '../../../lib/strings';
import { FormNumberField, FormSelect, FormTextField } from './form-fields';
import { SettingsFormCard } from './settings-form-card';

interface AdvancedSettingsFormProps {
  values: AdvancedSettings;
  onSave: (before: AdvancedSettings, after: AdvancedSettings) => Promise<boolean>;
}

const NUMBER_FIELDS = Object.keys(ADVANCED_BOUNDS) as (keyof typeof ADVANCED_BOUNDS)[];
const MODE_OPTIONS = STATE_DETERMINATION_MODES.map((mode) => ({
  value: mode,
  label: STATE_DETERMINATION_LABELS[mode],
}));

/** Turn-taking timings and the conversation engine's modes. */
export function AdvancedSettingsForm({ values, onSave }: AdvancedSettingsFormProps) {
  return (
    <SettingsFormCard
      title={LABEL_ADVANCED_SECTION}
      description={MSG_ADVANCED_SECTION}
      initialValues={values}
      schema={advancedSettingsFormSchema}
      onSave={onSave}
    >
      <Grid container spacing={2}>
        {NUMBER_FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormNumberField name={name} label={AGENT_FIELD_LABELS[name]} bounds={ADVANCED_BOUNDS[name]} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            name="stateDeterminationMode"
            label={AGENT_FIELD_LABELS.stateDeterminationMode}
            options={MODE_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="promptVersion" label={AGENT_FIELD_LABELS.promptVersion} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="llmModel" label={AGENT_FIELD_LABELS.llmModel} />
        </Grid>
      </Grid>
    </SettingsFormCard>
  );
}
