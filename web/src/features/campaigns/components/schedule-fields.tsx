import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LABEL_CALLING_DAYS,
  LABEL_SCHEDULE,
  LABEL_START_AT,
  LABEL_TIMEZONE,
  LABEL_WINDOW_END,
  LABEL_WINDOW_START,
  WEEKDAY_LABELS,
} from '@parley/domain';
import { fieldProps, type FormikFieldSource } from '../../../lib/forms';
import type { CampaignFormInput } from '../utils/campaign-form';

/** Every IANA time zone the browser knows, for the timezone picker. */
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export interface ScheduleFieldsProps {
  formik: FormikFieldSource<CampaignFormInput> & {
    setFieldValue: (field: string, value: unknown) => unknown;
  };
}

/** The schedule fields of a campaign (campaignScheduleSchema): time zone, start, days and calling window. */
export function ScheduleFields({ formik }: ScheduleFieldsProps) {
  const { values, setFieldValue } = formik;
  const toggleDay = (day: number, checked: boolean) => {
    const days = checked ? [...values.days, day].sort() : values.days.filter((value) => value !== day);
    void setFieldValue('days', days);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="p">
        {LABEL_SCHEDULE}
      </Typography>
      <Autocomplete
        options={TIME_ZONES}
        value={values.timezone}
        disableClearable
        onChange={(_event, value) => void setFieldValue('timezone', value)}
        renderInput={(params) => <TextField {...params} label={LABEL_TIMEZONE} />}
      />
      <TextField
        label={LABEL_START_AT}
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        {...fieldProps(formik, 'startAt')}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{LABEL_CALLING_DAYS}</FormLabel>
        <FormGroup row>
          {WEEKDAY_LABELS.map((label, day) => (
            <FormControlLabel
              key={label}
              label={label}
              control={
                <Checkbox
                  checked={values.days.includes(day)}
                  onChange={(event) => {
                    toggleDay(day, event.target.checked);
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Stack direction="row" spacing={2}>
        <TextField
          label={LABEL_WINDOW_START}
          type="time"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
          {...fieldProps(formik, 'windowStart')}
        />
        <TextField
          label={LABEL_WINDOW_END}
          type="time"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
          {...fieldProps(formik, 'windowEnd')}
        />
      </Stack>
    </Stack>
  );
}
