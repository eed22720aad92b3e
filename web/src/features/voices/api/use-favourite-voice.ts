export interface FavouriteVoiceMutation {
  /** Adds (true) or removes (false) the voice from the caller's favourites; rejects with the callable's error. */
  toggle(voiceId: string, favourite: boolean): Promise<void>;
  /** Voice ids with a toggle in flight; the UI blocks further toggles on them (§4). */
  pending: ReadonlySet<string>;
}
