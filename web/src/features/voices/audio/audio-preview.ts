// One sample plays at a time across the whole app: every play button
// goes through one store that owns a single audio element.

/** The voice fields a preview needs. */
export interface PreviewVoice {
  readonly id: string;
  readonly clipUrl: string;
}

export interface AudioPreview {
  subscribe: (listener: () => void) => () => void;
  /** The voice that is playing now; null when paused, ended or never started. */
  getPlayingId: () => string | null;
  /**
   * Plays the voice, pauses it when it is the one playing, or resumes it when it was paused. Another
   * voice playing stops first. Rejects when the browser cannot play the sample.
   */
  toggle: (voice: PreviewVoice) => Promise<void>;
  /** Stops whatever plays (e.g. when the library closes). */
  stop: () => void;
}

/** A store over one audio element; `createAudio` is injectable so tests can hand in their own. */
export function createAudioPreview(createAudio: () => HTMLAudioElement = () => new Audio()): AudioPreview {
  let audio: HTMLAudioElement | null = null;
  let loadedId: string | null = null;
  let playingId: string | null = null;
  const listeners = new Set<() => void>();

  const setPlaying = (id: string | null) => {
    if (id === playingId) return;
    playingId = id;
    for (const listener of listeners) listener();
  };

  const element = (): HTMLAudioElement => {
    if (audio) return audio;
    const created = createAudio();
    // A pause from elsewhere (media keys, the OS) or the end of the clip clears the playing voice.
    created.addEventListener('ended', () => {
      setPlaying(null);
    });
    created.addEventListener('pause', () => {
      setPlaying(null);
    });
    audio = created;
    return created;
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPlayingId: () => playingId,
    toggle: async (voice) => {
      const media = element();
      if (playingId === voice.id) {
        media.pause();
        setPlaying(null);
        return;
      }
      if (loadedId !== voice.id) {
        media.pause();
        setPlaying(null);
        media.src = voice.clipUrl;
        loadedId = voice.id;
      }
      // Same voice while paused: play() continues from where it stopped, since src was kept.
      try {
        await media.play();
        setPlaying(voice.id);
      } catch (error) {
        loadedId = null;
        setPlaying(null);
        throw error;
      }
    },
    stop: () => {
      audio?.pause();
      setPlaying(null);
    },
  };
}
