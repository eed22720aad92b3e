import { AGENT_FIELD_LABELS, nameGreetingFormSchema, type NameGreetingValues } from '@parley/domain';
import { LABEL_NAME_GREETING_SECTION, MSG_NAME_GREETING_SECTION } from '../../../lib/strings';
import { FormTextField } from './form-fields';
import { SettingsFormCard } from './settings-form-card';

interface NameGreetingFormProps {
  values: NameGreetingValues;
  onSave: (before: NameGreetingValues, after: NameGreetingValues) => Promise<boolean>;
}

/** The agent's name and the first thing it says on a call. */
export function NameGreetingForm({ values, onSave }: NameGreetingFormProps) {
  return (
    <SettingsFormCard
      title={LABEL_NAME_GREETING_SECTION}
      description={MSG_NAME_GREETING_SECTION}
      initialValues={values}
      schema={nameGreetingFormSchema}
      onSave={onSave}
    >
      <FormTextField name="name" label={AGENT_FIELD_LABELS.name} required />
      <FormTextField name="greeting" label={AGENT_FIELD_LABELS.greeting} required multiline />
    </SettingsFormCard>
  );
}
