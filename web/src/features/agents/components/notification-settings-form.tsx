import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  EMAIL_SUMMARY_OPTIONS,
  type NotificationSettings,
  AGENT_FIELD_LABELS,
  NOTIFICATION_EVENTS,
  notificationSettingsFormSchema,
} from '@parley/domain';
import {
  LABEL_EMAIL,
  LABEL_EVENT,
  LABEL_NOTIFICATIONS_SECTION,
  LABEL_NOTIFICATION_EVENTS,
  LABEL_SMS,
  MSG_INTERNATIONAL_FORMAT_HINT,
  MSG_NOTIFICATIONS_SECTION,
} from '../../../lib/strings';
import { FormCheckbox, FormSelect, FormTextField } from './form-fields';
import { SettingsFormCard } from './settings-form-card';

interface NotificationSettingsFormProps {
  values: NotificationSettings;
  onSave: (before: NotificationSettings, after: NotificationSettings) => Promise<boolean>;
}

const SUMMARY_OPTIONS = EMAIL_SUMMARY_OPTIONS.map((option) => ({ value: option, label: option }));

/** Where the owner hears about calls and errors, and by which channel. */
export function NotificationSettingsForm({ values, onSave }: NotificationSettingsFormProps) {
  return (
    <SettingsFormCard
      title={LABEL_NOTIFICATIONS_SECTION}
      description={MSG_NOTIFICATIONS_SECTION}
      initialValues={values}
      schema={notificationSettingsFormSchema}
      onSave={onSave}
    >
      <FormSelect name="emailSummary" label={AGENT_FIELD_LABELS.emailSummary} options={SUMMARY_OPTIONS} />
      <FormTextField
        name="errorSMS"
        label={AGENT_FIELD_LABELS.errorSMS}
        helperText={MSG_INTERNATIONAL_FORMAT_HINT}
      />
      <FormTextField name="errorEmail" label={AGENT_FIELD_LABELS.errorEmail} />
      <Table size="small" aria-label={LABEL_NOTIFICATION_EVENTS}>
        <TableHead>
          <TableRow>
            <TableCell>{LABEL_EVENT}</TableCell>
            <TableCell align="center">{LABEL_SMS}</TableCell>
            <TableCell align="center">{LABEL_EMAIL}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_EVENTS.map((event) => (
            <TableRow key={event.key}>
              <TableCell component="th" scope="row">
                {event.label}
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <FormCheckbox name={`${event.key}.sms`} label={`${event.label} by SMS`} />
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <FormCheckbox name={`${event.key}.email`} label={`${event.label} by e-mail`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SettingsFormCard>
  );
}
