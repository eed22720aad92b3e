import LinearProgress from '@mui/material/LinearProgress';
import {
  LABEL_LOADING_VOICES,
  MSG_VOICE_ADDED,
  MSG_VOICE_SETTINGS_UPDATED,
  addVoiceFailedToast,
  agentUpdateFailedToast,
  agentUpdatedToast,
  type Agent,
  type AddVoiceForm,
  type User,
  type Voice,
  type VoiceSettingsValues,
} from '@parley/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCurrentOrg } from '../../../lib/current-org';
import { env } from '../../../lib/env';
import { useSignedInUser } from '../../../lib/session';
import { addVoiceFailureMessage, useAddVoiceByProvider } from '../api/add-voice-by-provider';
import { useUpdateAgentVoice } from '../api/update-agent-voice';
import { useFavouriteVoice } from '../api/use-favourite-voice';
import { useVoiceLibrary } from '../api/use-voice-library';
import type { CloneSlotProps } from './voice-library-dialog';
import { VoiceSummary } from './voice-summary';

// The library, its customize panel and the clone modal are not in the page's bundle; the library's chunk
// is prefetched once the page is up, so opening it does not wait for the network.
const loadVoiceLibraryDialog = () => import('./voice-library-dialog');
const VoiceLibraryDialog = lazy(loadVoiceLibraryDialog);
const CustomizeVoiceDrawer = lazy(async () => ({
  default: (await import('./customize-voice-drawer')).CustomizeVoiceDrawer,
}));
const CloneVoiceModal = lazy(async () => ({
  default: (await import('../clone/components/clone-voice-modal')).CloneVoiceModal,
}));

const renderClone = (slot: CloneSlotProps) => <CloneVoiceModal {...slot} />;

export interface AgentVoicePanelProps {
  agent: Agent;
  /** The signed-in user's profile (favourites, beta flag); null while it loads or when it is missing. */
  profile: Pick<User, 'myVoiceIds' | 'enableBetaVoices'> | null;
  /**
   * The id every voice change is written to (the agent workspace's `edit.ensure`: under version control
   * the draft, made on the first edit); the shown agent's own id when not given.
   */
  resolveAgentId?: () => Promise<string>;
}

/**
 * The agent page's Voice section wired to its data: the live library, favourites, the agent update
 * callable and add-by-provider, with the spec's toasts.
 */
export function AgentVoicePanel({ agent, profile, resolveAgentId }: AgentVoicePanelProps) {
  const user = useSignedInUser();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const library = useVoiceLibrary({ agent, user: { uid: user.uid } });
  const favourite = useFavouriteVoice();
  // A VIEWER reads only: the toggleFavouriteVoice callable refuses them, so the hearts are off.
  const { changeRefusal } = useCurrentOrg();
  const updateVoice = useUpdateAgentVoice();
  const addVoice = useAddVoiceByProvider();
  const [libraryOpen, setLibraryOpen] = useState(false);
  // Mounted from the first open on, so the lazy chunk loads once and the close transition can run.
  const [libraryRequested, setLibraryRequested] = useState(false);
  const [customizing, setCustomizing] = useState<Voice | null>(null);
  useEffect(() => {
    void loadVoiceLibraryDialog();
  }, []);

  const agentId = agent.id;
  const targetId = useCallback(
    () => (resolveAgentId ? resolveAgentId() : Promise.resolve(agentId)),
    [resolveAgentId, agentId],
  );
  const currentVoice = useMemo(
    () => library.voices.find((voice) => voice.id === agent.selectedVoiceId) ?? null,
    [library.voices, agent.selectedVoiceId],
  );
  const myVoiceIds = useMemo(() => profile?.myVoiceIds ?? [], [profile?.myVoiceIds]);

  const selectVoice = useCallback(
    async (voiceId: string): Promise<boolean> => {
      try {
        await updateVoice.mutateAsync({ agentId: await targetId(), selectedVoiceId: voiceId });
        return true;
      } catch (error) {
        notifyError(error, agentUpdateFailedToast);
        return false;
      }
    },
    [targetId, updateVoice, notifyError],
  );

  const closeLibrary = useCallback(
    (chosenVoiceId: string | null) => {
      setLibraryOpen(false);
      if (chosenVoiceId === null || chosenVoiceId === agent.selectedVoiceId) return;
      void selectVoice(chosenVoiceId).then((saved) => {
        if (saved) notify(agentUpdatedToast(), { severity: 'success' });
      });
    },
    [agent.selectedVoiceId, selectVoice, notify],
  );

  const toggleFavourite = useCallback(
    (voiceId: string, isFavourite: boolean) => {
      favourite.toggle(voiceId, isFavourite).catch((error: unknown) => {
        notifyError(error, messageToast);
      });
    },
    [favourite, notifyError],
  );

  const addByProvider = useCallback(
    async (values: AddVoiceForm): Promise<string | null> => {
      let added: { id: string };
      try {
        added = await addVoice.mutateAsync(values);
      } catch (error) {
        // The add-voice toast reads the answer's detail or status, not just the message.
        notifyError(error, () => addVoiceFailedToast(addVoiceFailureMessage(error)));
        return null;
      }
      // The new voice becomes the agent's voice; the library shows it chosen either way.
      if (await selectVoice(added.id)) notify(MSG_VOICE_ADDED, { severity: 'success' });
      return added.id;
    },
    [addVoice, selectVoice, notify, notifyError],
  );

  const saveSettings = useCallback(
    async (values: VoiceSettingsValues): Promise<boolean> => {
      try {
        await updateVoice.mutateAsync({
          agentId: await targetId(),
          enableMultiLingual: values.enableMultiLingual,
          voiceEngineSettings: { ...agent.voiceEngineSettings, voiceSpeed: values.voiceSpeed },
        });
        notify(MSG_VOICE_SETTINGS_UPDATED, { severity: 'success' });
        return true;
      } catch (error) {
        notifyError(error, (message) => agentUpdateFailedToast(message, 'voiceSettings'));
        return false;
      }
    },
    [targetId, agent.voiceEngineSettings, updateVoice, notify, notifyError],
  );

  const settings = useMemo<VoiceSettingsValues>(
    () => ({
      voiceSpeed: agent.voiceEngineSettings.voiceSpeed,
      enableMultiLingual: agent.enableMultiLingual,
    }),
    [agent.voiceEngineSettings.voiceSpeed, agent.enableMultiLingual],
  );

  return (
    <>
      <VoiceSummary
        status={library.status}
        error={library.error}
        voice={currentVoice}
        onChoose={() => {
          setLibraryRequested(true);
          setLibraryOpen(true);
        }}
        onCustomize={setCustomizing}
      />
      <Suspense fallback={<LinearProgress aria-label={LABEL_LOADING_VOICES} sx={{ mt: 2 }} />}>
        {libraryRequested && (
          <VoiceLibraryDialog
            open={libraryOpen}
            library={library}
            currentVoiceId={agent.selectedVoiceId}
            myVoiceIds={myVoiceIds}
            favouritesBlocked={favourite.pending.size > 0 || changeRefusal !== null}
            enableBetaVoices={profile?.enableBetaVoices ?? false}
            helpVideoUrl={env.voiceSettingsVideoUrl}
            onToggleFavourite={toggleFavourite}
            onCustomize={setCustomizing}
            onAddVoice={addByProvider}
            onClose={closeLibrary}
            renderClone={renderClone}
          />
        )}
        {customizing && (
          <CustomizeVoiceDrawer
            voice={customizing}
            initial={settings}
            onSave={saveSettings}
            onClose={() => {
              setCustomizing(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
