import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { timeZoneOptions } from '../utils/timezones';

/** Searchable list of the browser's IANA timezones, bound to `name`. */
export function TimezoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Autocomplete
      id={`agent-${name}`}
      options={timeZoneOptions()}
      value={field.value}
      disableClearable
      autoHighlight
      onChange={(_event, value) => {
        void helpers.setValue(value);
      }}
      onBlur={() => {
        void helpers.setTouched(true);
      }}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
