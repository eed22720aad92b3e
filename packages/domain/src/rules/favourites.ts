// Favourite voices: the user's myVoiceIds and the voice's addedCount move together.

export interface FavouriteState {
  readonly myVoiceIds: readonly string[];
  readonly addedCount: number;
}

/**
 * Adds a voice to the favourites: appends its id and raises addedCount by 1. Already a favourite:
 * nothing changes, so a repeated request cannot inflate the count.
 */
export function addFavourite(state: FavouriteState, voiceId: string): FavouriteState {
  if (state.myVoiceIds.includes(voiceId)) return state;
  return { myVoiceIds: [...state.myVoiceIds, voiceId], addedCount: state.addedCount + 1 };
}

/**
 * Removes a voice from the favourites: takes its id out and lowers addedCount by 1, never below 0.
 * Not a favourite: nothing changes.
 */
export function removeFavourite(state: FavouriteState, voiceId: string): FavouriteState {
  if (!state.myVoiceIds.includes(voiceId)) return state;
  return {
    myVoiceIds: state.myVoiceIds.filter((id) => id !== voiceId),
    addedCount: Math.max(0, state.addedCount - 1),
  };
}

/** Whether the voice is one of the user's favourites. */
export function isFavourite(myVoiceIds: readonly string[], voiceId: string): boolean {
  return myVoiceIds.includes(voiceId);
}
