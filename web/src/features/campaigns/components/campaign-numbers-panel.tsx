import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  LABEL_SAVE_ROUTING,
  MSG_ROUTING_SAVED,
  addNumbersToCampaign,
  importNumberFailedToast,
  twilioConnectedToast,
  type AvailablePhoneNumbers,
  type TwilioImportForm,
} from '@parley/domain';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import type { AsyncState } from '../../../lib/async-state';
import { AddNumbersModal } from './add-numbers-modal';
import { CampaignNumbersSection, type CampaignRouting } from './campaign-numbers-section';
import { TwilioImportModal } from './twilio-import-modal';

export interface CampaignNumbersPanelProps {
  /** The campaign's routing as stored (live). */
  routing: CampaignRouting;
  /** Writes routing type and weights. */
  onSave: (routing: CampaignRouting) => Promise<void>;
  /** The Add Phone Numbers modal's lists; read only while it is open. */
  available: AsyncState<AvailablePhoneNumbers>;
  onAddModalOpenChange?: (open: boolean) => void;
  /** Assigns numbers to the campaign on the server. */
  onAssign: (phoneNumbers: string[]) => Promise<void>;
  /** Connects a Twilio account and imports its numbers. */
  onTwilioImport: (form: TwilioImportForm) => Promise<void>;
  disabled?: boolean;
}

/**
 * The campaign's phone numbers with their modals. Edits stay a local draft until 'Save routing'; while
 * nothing is edited the live routing shows. Numbers added through the modal are assigned on the server
 * first and merged into an open draft the way the server adds them (active, weights re-split).
 */
export function CampaignNumbersPanel({
  routing,
  onSave,
  available,
  onAddModalOpenChange,
  onAssign,
  onTwilioImport,
  disabled = false,
}: CampaignNumbersPanelProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [draft, setDraft] = useState<CampaignRouting | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [twilioOpen, setTwilioOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? routing;

  const openAdd = (open: boolean) => {
    setAddOpen(open);
    onAddModalOpenChange?.(open);
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
      notify(MSG_ROUTING_SAVED, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const assign = async (phoneNumbers: string[]) => {
    await onAssign(phoneNumbers);
    setDraft((current) =>
      current
        ? {
            ...current,
            phoneNumbers: addNumbersToCampaign(current.phoneNumbers, phoneNumbers, current.routingType),
          }
        : null,
    );
  };
  const importTwilio = async (form: TwilioImportForm) => {
    try {
      await onTwilioImport(form);
    } catch (error) {
      notifyError(error, importNumberFailedToast);
      throw error;
    }
    notify(twilioConnectedToast(), { severity: 'success' });
  };

  return (
    <Stack spacing={2}>
      <CampaignNumbersSection
        routing={shown}
        disabled={disabled || saving}
        onChange={setDraft}
        onAddClick={() => {
          openAdd(true);
        }}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-end' }}
        disabled={!draft || saving || disabled}
        onClick={() => void save()}
      >
        {LABEL_SAVE_ROUTING}
      </Button>
      <AddNumbersModal
        open={addOpen}
        onClose={() => {
          openAdd(false);
        }}
        available={available}
        existing={shown.phoneNumbers.map((entry) => entry.number)}
        onSubmit={assign}
        onImportClick={() => {
          setTwilioOpen(true);
        }}
      />
      <TwilioImportModal
        open={twilioOpen}
        onClose={() => {
          setTwilioOpen(false);
        }}
        onSubmit={importTwilio}
      />
    </Stack>
  );
}
