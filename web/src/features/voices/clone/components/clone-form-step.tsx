import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CLONE_LANGUAGES,
  GENDERS,
  LABEL_CANCEL,
  LABEL_CLONE,
  LABEL_CLONING,
  LABEL_GENDER,
  LABEL_GENERATE_NAME,
  LABEL_LANGUAGE,
  LABEL_NAME,
  MSG_CLONE_AGREEMENT,
  cloneFileSelectionToast,
  formatTag,
  randomCloneName,
} from '@parley/domain';
import { Form, useFormikContext } from 'formik';
import { useId } from 'react';
import { useNotify } from '../../../../components/notifications/use-notify';
import { OptionSelectField } from '../../../../components/option-select-field';
import { fieldProps, type FormikFieldSource } from '../../../../lib/forms';
import type { CloneFormValues } from '../utils/clone-form';
import { CloneAudioSource } from './clone-audio-source';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: formatTag(gender) }));
const SELECTS = [
  ['gender', LABEL_GENDER, GENDER_OPTIONS],
  ['language', LABEL_LANGUAGE, CLONE_LANGUAGES],
] as const;

interface CloneFormStepProps {
  /** Why the last clone failed, if it did. */
  failure: string | null;
  onCancel: () => void;
}

/** An error once the field was touched (or a submit was tried), as Formik shows it. */
function shownError(
  formik: FormikFieldSource<CloneFormValues>,
  name: keyof CloneFormValues,
): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

/** Step 1: the sample, name, gender, language and consent; Cancel and Clone. */
export function CloneFormStep({ failure, onCancel }: CloneFormStepProps) {
  const formik = useFormikContext<CloneFormValues>();
  const notify = useNotify();
  const consentErrorId = useId();
  const { values, isSubmitting, setFieldValue, setFieldTouched } = formik;

  const chooseFile = (file: File) => {
    const tooLarge = cloneFileSelectionToast(file);
    if (tooLarge) notify(tooLarge, { severity: 'error' });
    void setFieldValue('file', file).then(() => setFieldTouched('file', true));
  };
  const selectProps = (name: 'gender' | 'language') => ({
    ...fieldProps(formik, name),
    onBlur: () => void setFieldTouched(name, true),
  });
  const consentError = shownError(formik, 'agreeToTerms');

  return (
    <Form noValidate>
      <DialogContent>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <CloneAudioSource
            file={values.file}
            onFile={chooseFile}
            onRemove={() => void setFieldValue('file', null)}
            error={shownError(formik, 'file')}
            disabled={isSubmitting}
          />
          <TextField
            {...fieldProps(formik, 'name')}
            label={LABEL_NAME}
            required
            disabled={isSubmitting}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={LABEL_GENERATE_NAME}
                      edge="end"
                      disabled={isSubmitting}
                      onClick={() => void setFieldValue('name', randomCloneName(values.gender || null))}
                    >
                      <CasinoOutlined />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {SELECTS.map(([name, label, options]) => (
              <OptionSelectField
                key={name}
                {...selectProps(name)}
                options={options}
                label={label}
                required
                fullWidth
                disabled={isSubmitting}
              />
            ))}
          </Stack>
          <FormControl error={Boolean(consentError)}>
            <FormControlLabel
              control={
                <Checkbox
                  name="agreeToTerms"
                  checked={values.agreeToTerms}
                  onChange={formik.handleChange}
                  disabled={isSubmitting}
                  slotProps={{ input: { 'aria-describedby': consentError ? consentErrorId : undefined } }}
                />
              }
              label={MSG_CLONE_AGREEMENT}
              slotProps={{ typography: { variant: 'body2' } }}
            />
            {consentError && <FormHelperText id={consentErrorId}>{consentError}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {LABEL_CANCEL}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
          {isSubmitting ? LABEL_CLONING : LABEL_CLONE}
        </Button>
      </DialogActions>
    </Form>
  );
}
