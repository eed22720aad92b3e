import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  LABEL_CLOSE,
  LABEL_CUSTOMIZE_VOICE,
  LABEL_MULTILINGUAL_SUPPORT,
  LABEL_SAVE_SETTINGS,
  LABEL_SPEED,
  VOICE_SPEED,
  formatVoiceSpeed,
  showsMultiLingualSwitch,
  snapVoiceSpeed,
  voiceSettingsChanged,
  voiceSettingsFormSchema,
  voiceTags,
  type Voice,
  type VoiceSettingsValues,
} from '@parley/domain';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { formikValidate } from '../../../lib/forms';
import { VoiceTagList } from './voice-tag-list';

export const CUSTOMIZE_PANEL_WIDTH = 540;

const validate = formikValidate(voiceSettingsFormSchema);

interface CustomizeVoicePanelProps {
  voice: Voice;
  /** The agent's saved values; 'Save settings' stays disabled until one differs. */
  initial: VoiceSettingsValues;
  /** Saves; resolves true when written, so the panel takes the saved values as its new baseline. */
  onSave: (values: VoiceSettingsValues) => Promise<boolean>;
  onClose: () => void;
}

function CustomizeVoicePanel({ voice, initial, onSave, onClose }: CustomizeVoicePanelProps) {
  const titleId = useId();
  const speedId = useId();
  return (
    <Formik<VoiceSettingsValues>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values, helpers) => {
        const saved = voiceSettingsFormSchema.parse(values);
        // Saved values become the baseline, so 'Save settings' waits for the next change.
        if (await onSave(saved)) helpers.resetForm({ values: saved });
      }}
    >
      {(formik) => (
        <Form noValidate>
          <Stack role="dialog" aria-labelledby={titleId} spacing={3} sx={{ p: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Box>
                <Typography id={titleId} variant="h6" component="h2">
                  {LABEL_CUSTOMIZE_VOICE}
                </Typography>
                <Typography color="text.secondary">{voice.name}</Typography>
              </Box>
              <IconButton aria-label={LABEL_CLOSE} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Stack>
            <Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography id={speedId} component="span">
                  {LABEL_SPEED}
                </Typography>
                <Typography component="output" aria-live="polite">
                  {formatVoiceSpeed(formik.values.voiceSpeed)}
                </Typography>
              </Stack>
              <Slider
                min={VOICE_SPEED.min}
                max={VOICE_SPEED.max}
                step={VOICE_SPEED.step}
                value={formik.values.voiceSpeed}
                onChange={(_event, speed) => {
                  void formik.setFieldValue('voiceSpeed', snapVoiceSpeed(speed));
                }}
                getAriaValueText={formatVoiceSpeed}
                slotProps={{ input: { 'aria-labelledby': speedId } }}
              />
            </Box>
            <VoiceTagList tags={voiceTags(voice)} />
            {showsMultiLingualSwitch(voice) && (
              <FormControlLabel
                label={LABEL_MULTILINGUAL_SUPPORT}
                control={
                  <Switch
                    checked={formik.values.enableMultiLingual}
                    onChange={(_event, checked) => {
                      void formik.setFieldValue('enableMultiLingual', checked);
                    }}
                  />
                }
              />
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={!voiceSettingsChanged(formik.initialValues, formik.values)}
              loading={formik.isSubmitting}
            >
              {LABEL_SAVE_SETTINGS}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

interface CustomizeVoiceDrawerProps extends Omit<CustomizeVoicePanelProps, 'voice'> {
  /** The voice being customized; null keeps the drawer closed. */
  voice: Voice | null;
}

/**
 * The 'Customize Voice' side panel: on the right, 540px wide from the sm breakpoint. It opens over the
 * voice library's dialog as well as the agent page, so it stacks above dialogs, not at the drawer level
 * MUI gives it (which the library dialog and the app's top bar both cover).
 */
export function CustomizeVoiceDrawer({ voice, ...panel }: CustomizeVoiceDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={voice !== null}
      onClose={panel.onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: CUSTOMIZE_PANEL_WIDTH } } } }}
    >
      {/* Keyed by voice so reopening starts from the saved values. */}
      {voice && <CustomizeVoicePanel key={voice.id} voice={voice} {...panel} />}
    </Drawer>
  );
}
