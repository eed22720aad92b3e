import { MSG_AUDIO_COULD_NOT_BE_PLAYED } from '@parley/domain';
import { use, useCallback, useSyncExternalStore } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import type { PreviewVoice } from '../audio/audio-preview';
import { AudioPreviewContext, appAudioPreview } from '../audio/audio-preview-context';

export interface VoicePreview {
  /** The voice playing now, app-wide. */
  playingId: string | null;
  /** Play, pause or resume a voice; a failure shows 'Audio could not be played.'. */
  toggle: (voice: PreviewVoice) => void;
  stop: () => void;
}

/** The app's single audio preview, with the play-failure toast. */
export function useVoicePreview(): VoicePreview {
  const preview = use(AudioPreviewContext) ?? appAudioPreview();
  const notify = useNotify();
  const playingId = useSyncExternalStore(preview.subscribe, preview.getPlayingId);
  const toggle = useCallback(
    (voice: PreviewVoice) => {
      preview.toggle(voice).catch(() => {
        notify(MSG_AUDIO_COULD_NOT_BE_PLAYED, { severity: 'error' });
      });
    },
    [preview, notify],
  );
  const stop = useCallback(() => {
    preview.stop();
  }, [preview]);
  return { playingId, toggle, stop };
}
