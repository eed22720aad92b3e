import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  ANALYSIS_BOUNDS,
  ANALYSIS_FIELD_TYPES,
  ANALYSIS_FORM_LABELS as LABELS,
  analysisSettingsFormSchema,
  type AnalysisSettingsFormValues,
} from '@parley/domain';
import { FieldArray, useField, useFormikContext } from 'formik';
import {
  LABEL_ADD_DATA_FIELD,
  LABEL_ANALYSIS_SECTION,
  MSG_ANALYSIS_SECTION,
  dataFieldGroupLabel,
  removeDataFieldLabel,
} from '../analysis-strings';
import { FormNumberField, FormSelect, FormSwitch, FormTextField } from './form-fields';
import { useReadOnlyFields } from './read-only-fields';
import { SettingsFormCard } from './settings-form-card';

interface AnalysisSettingsFormProps {
  values: AnalysisSettingsFormValues;
  onSave: (before: AnalysisSettingsFormValues, after: AnalysisSettingsFormValues) => Promise<boolean>;
}

const TYPE_OPTIONS = ANALYSIS_FIELD_TYPES.map((type) => ({ value: type, label: type }));

/** The list's one message (the settings schema reports data field problems on the list), once touched. */
function DataFieldsError() {
  const [, meta] = useField('dataFields');
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return shown ? (
    <Typography role="alert" variant="body2" color="error">
      {shown}
    </Typography>
  ) : null;
}

function DataFields() {
  const { values } = useFormikContext<AnalysisSettingsFormValues>();
  const readOnly = useReadOnlyFields();
  return (
    <FieldArray name="dataFields">
      {(helpers) => (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {LABELS.dataFields}
          </Typography>
          {values.dataFields.map((field, index) => (
            <Grid key={index} container spacing={1} role="group" aria-label={dataFieldGroupLabel(index)}>
              <Grid size={{ xs: 12, sm: 3 }}>
                <FormTextField name={`dataFields.${String(index)}.name`} label={LABELS.fieldName} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <FormSelect
                  name={`dataFields.${String(index)}.type`}
                  label={LABELS.fieldType}
                  options={TYPE_OPTIONS}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: field.type === 'Selector' ? 3 : 6 }}>
                <FormTextField
                  name={`dataFields.${String(index)}.description`}
                  label={LABELS.fieldDescription}
                />
              </Grid>
              {field.type === 'Selector' && (
                <Grid size={{ xs: 12, sm: 3 }}>
                  <FormTextField
                    name={`dataFields.${String(index)}.options`}
                    label={LABELS.fieldOptions}
                    required
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 1 }}>
                <IconButton
                  aria-label={removeDataFieldLabel(field.name)}
                  disabled={readOnly}
                  onClick={() => {
                    helpers.remove(index);
                  }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <DataFieldsError />
          {!readOnly && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => {
                helpers.push({ name: '', type: 'Text', description: '', options: '' });
              }}
            >
              {LABEL_ADD_DATA_FIELD}
            </Button>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}

/** The agent's post-call analysis settings (docs/analysis.md), saved with the agent's other settings. */
export function AnalysisSettingsForm({ values, onSave }: AnalysisSettingsFormProps) {
  return (
    <SettingsFormCard
      title={LABEL_ANALYSIS_SECTION}
      description={MSG_ANALYSIS_SECTION}
      initialValues={values}
      schema={analysisSettingsFormSchema}
      onSave={onSave}
    >
      <FormSwitch name="summaryEnabled" label={LABELS.summaryEnabled} />
      <FormTextField name="successCriteria" label={LABELS.successCriteria} multiline />
      <DataFields />
      <FormTextField name="failureTags" label={LABELS.failureTags} multiline />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="minDurationSeconds"
            label={LABELS.minDurationSeconds}
            bounds={ANALYSIS_BOUNDS.minDurationSeconds}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField
            name="samplingPercent"
            label={LABELS.samplingPercent}
            bounds={ANALYSIS_BOUNDS.samplingPercent}
          />
        </Grid>
      </Grid>
      <FormSwitch name="skipVoicemail" label={LABELS.skipVoicemail} />
    </SettingsFormCard>
  );
}
