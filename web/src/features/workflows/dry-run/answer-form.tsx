// What the caller says at the step the dry-run waits at: a typed value per variable, and the outcome
// when the step has several. The domain checks each value's type; a refusal is shown by the panel.
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DryRunAnswer, DryRunPrompt } from '@parley/domain';
import { useId, useState, type SyntheticEvent } from 'react';
import { LABEL_CONTINUE, LABEL_OUTCOME, labelVariable } from './strings';

export function AnswerForm({
  prompt,
  disabled,
  onAnswer,
}: {
  prompt: DryRunPrompt;
  disabled: boolean;
  onAnswer: (answer: DryRunAnswer) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState('');
  const outcomeLabelId = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onAnswer({ values, ...(outcome ? { outcome } : {}) });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      {prompt.variables.map((variable) => (
        <TextField
          key={variable.name}
          size="small"
          label={labelVariable(variable.name, variable.type)}
          helperText={variable.description}
          value={values[variable.name] ?? ''}
          disabled={disabled}
          onChange={(event) => {
            setValues({ ...values, [variable.name]: event.target.value });
          }}
        />
      ))}
      {prompt.outcomes.length > 0 ? (
        <FormControl disabled={disabled}>
          <FormLabel id={outcomeLabelId}>{LABEL_OUTCOME}</FormLabel>
          <RadioGroup
            aria-labelledby={outcomeLabelId}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.target.value);
            }}
          >
            {prompt.outcomes.map((choice) => (
              <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" size="small" disabled={disabled}>
          {LABEL_CONTINUE}
        </Button>
      </Stack>
    </Stack>
  );
}
