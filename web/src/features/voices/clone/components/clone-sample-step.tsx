import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_BACK,
  LABEL_CHOOSE_SAMPLE,
  LABEL_NO_SAMPLES,
  LABEL_SAVE_VOICE,
  LABEL_SAVING,
  LABEL_TRY_AGAIN,
  type CloneSample,
} from '@parley/domain';
import { useEffect, useId, useRef, useState } from 'react';

interface CloneSampleStepProps {
  samples: readonly CloneSample[];
  saving: boolean;
  /** Why the last save failed, if it did. */
  failure: string | null;
  onBack: () => void;
  onTryAgain: () => void;
  onSave: (chosen: CloneSample) => void;
}

/**
 * Step 2: a player per sample, the choice between them, and Back, Try Again and
 * Save Voice. The first sample starts chosen, so Save Voice works after listening to one only.
 */
export function CloneSampleStep({
  samples,
  saving,
  failure,
  onBack,
  onTryAgain,
  onSave,
}: CloneSampleStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [chosenLabel, setChosenLabel] = useState(samples[0]?.label ?? '');
  const chosen = samples.find((sample) => sample.label === chosenLabel);

  // The step replaces the form in the same dialog; moving focus to its heading tells screen readers.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3">
            {LABEL_CHOOSE_SAMPLE}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {samples.length === 0 ? (
            <Alert severity="info">{LABEL_NO_SAMPLES}</Alert>
          ) : (
            <RadioGroup
              aria-labelledby={headingId}
              value={chosenLabel}
              onChange={(event) => {
                setChosenLabel(event.target.value);
              }}
            >
              <Stack spacing={2}>
                {samples.map((sample) => (
                  <Stack key={sample.label} spacing={0.5}>
                    <FormControlLabel
                      value={sample.label}
                      control={<Radio disabled={saving} />}
                      label={sample.label}
                    />
                    {/* Provider samples come without captions. */}
                    {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                    <audio controls src={sample.url} aria-label={sample.label} style={{ width: '100%' }} />
                  </Stack>
                ))}
              </Stack>
            </RadioGroup>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={saving}>
          {LABEL_BACK}
        </Button>
        <Button onClick={onTryAgain} disabled={saving}>
          {LABEL_TRY_AGAIN}
        </Button>
        <Button
          variant="contained"
          disabled={!chosen}
          loading={saving}
          loadingPosition="start"
          onClick={() => {
            if (chosen) onSave(chosen);
          }}
        >
          {saving ? LABEL_SAVING : LABEL_SAVE_VOICE}
        </Button>
      </DialogActions>
    </>
  );
}
