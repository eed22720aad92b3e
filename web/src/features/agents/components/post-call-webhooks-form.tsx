import Divider from '@mui/material/Divider';
import { postCallWebhooksFormSchema, runsOrg, type PostCallWebhooksFormValues } from '@parley/domain';
import { useCurrentOrg } from '../../../lib/current-org';
import { useSignedInUser } from '../../../lib/session';
import {
  LABEL_POST_CALL_WEBHOOK_URLS,
  LABEL_POST_CALL_WEBHOOKS_SECTION,
  MSG_POST_CALL_WEBHOOK_URLS_HINT,
  MSG_POST_CALL_WEBHOOKS_SECTION,
} from '../strings';
import { FormTextField } from './form-fields';
import { useReadOnlyFields } from './read-only-fields';
import { SettingsFormCard } from './settings-form-card';
import { SigningSecretPanel } from './signing-secret-panel';

interface PostCallWebhooksFormProps {
  /** The agent's organisation: its signing secret signs the deliveries. */
  orgId: string;
  values: PostCallWebhooksFormValues;
  onSave: (before: PostCallWebhooksFormValues, after: PostCallWebhooksFormValues) => Promise<boolean>;
}

/** Whether the signed-in user runs `orgId` (its owner or an admin), the only ones who see its secret. */
function useRunsOrganisation(orgId: string): boolean {
  const { org } = useCurrentOrg();
  const { uid } = useSignedInUser();
  return org?.id === orgId && runsOrg(org, uid);
}

/**
 * The URLs the agent posts each ended call to, and — for the organisation's owner and admins — the
 * secret those posts are signed with and how to verify one.
 */
export function PostCallWebhooksForm({ orgId, values, onSave }: PostCallWebhooksFormProps) {
  const readOnly = useReadOnlyFields();
  const runsOrganisation = useRunsOrganisation(orgId);
  return (
    <SettingsFormCard
      title={LABEL_POST_CALL_WEBHOOKS_SECTION}
      description={MSG_POST_CALL_WEBHOOKS_SECTION}
      initialValues={values}
      schema={postCallWebhooksFormSchema}
      onSave={onSave}
    >
      <FormTextField
        name="urls"
        label={LABEL_POST_CALL_WEBHOOK_URLS}
        multiline
        helperText={MSG_POST_CALL_WEBHOOK_URLS_HINT}
      />
      {runsOrganisation && !readOnly && (
        <>
          <Divider />
          <SigningSecretPanel orgId={orgId} />
        </>
      )}
    </SettingsFormCard>
  );
}
