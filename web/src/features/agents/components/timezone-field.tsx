import { timeZoneOptions } from '../utils/timezones';
import { FormTextField } from './form-fields';

/**
 * The IANA timezone, bound to `name`, with the browser's timezones as native suggestions while typing
 * (the form's schema refuses unknown ones). A datalist rather than MUI's Autocomplete keeps ~8 KB gz of
 * combobox code off the agent page.
 */
export function TimezoneField({ name, label }: { name: string; label: string }) {
  return <FormTextField name={name} label={label} required suggestions={timeZoneOptions()} />;
}
