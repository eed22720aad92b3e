import TextField from '@mui/material/TextField';
import {
  LABEL_CAMPAIGN_NAME,
  LABEL_EDIT_CAMPAIGN,
  LABEL_NEW_CAMPAIGN,
  LABEL_SAVE_CAMPAIGN,
  LABEL_SAVING,
  MSG_CAMPAIGN_CONTACTS_LOCKED,
  contactsLoadedLabel,
  contactsAreValid,
  isCampaignIdle,
  type Campaign,
} from '@parley/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { campaignFormSchema, campaignFormValues, type CampaignFormValue } from '../utils/campaign-form';
import { ContactsFileField, type ChosenContacts } from './contacts-file-field';
import { ScheduleFields } from './schedule-fields';

export interface CampaignFormSubmit {
  form: CampaignFormValue;
  /** A newly chosen, valid contacts file, or null to keep the current one. */
  contacts: File | null;
}

export interface CampaignFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The campaign to edit, or null to create one. */
  campaign: Campaign | null;
  onSubmit: (value: CampaignFormSubmit) => Promise<void>;
}

/** Which contacts file the campaign holds and how many contacts it loaded, or null with none. */
function loadedContacts(campaign: Campaign): string | null {
  const path = campaign.contactsImportedFrom ?? campaign.contactsFilePath;
  if (!path) return null;
  return contactsLoadedLabel(
    campaign.contactsFileName ?? path.split('/').pop() ?? path,
    campaign.contactCount,
  );
}

/**
 * Creates or edits a campaign: name, contacts CSV (previewed with per-row errors; saving waits until the
 * file is clean) and schedule. Contacts only change while the campaign is idle.
 */
export function CampaignFormDialog({ open, onClose, campaign, onSubmit }: CampaignFormDialogProps) {
  const [contacts, setContacts] = useState<ChosenContacts | null>(null);
  const contactsLocked = campaign !== null && !isCampaignIdle(campaign.status);
  const close = () => {
    setContacts(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={campaign ? LABEL_EDIT_CAMPAIGN : LABEL_NEW_CAMPAIGN}
      submitLabel={LABEL_SAVE_CAMPAIGN}
      submittingLabel={LABEL_SAVING}
      schema={campaignFormSchema}
      initialValues={campaignFormValues(campaign)}
      submitDisabled={contacts !== null && !contactsAreValid(contacts.result)}
      maxWidth="md"
      onSubmit={async (form) => {
        await onSubmit({ form, contacts: contacts?.file ?? null });
        setContacts(null);
      }}
    >
      {(formik) => (
        <>
          <TextField label={LABEL_CAMPAIGN_NAME} required {...fieldProps(formik, 'name')} />
          <ContactsFileField
            value={contacts}
            onChange={setContacts}
            lockedReason={contactsLocked ? MSG_CAMPAIGN_CONTACTS_LOCKED : null}
            loaded={campaign ? loadedContacts(campaign) : null}
          />
          <ScheduleFields formik={formik} />
        </>
      )}
    </FormDialog>
  );
}
