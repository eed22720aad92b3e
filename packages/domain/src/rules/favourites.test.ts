import { describe, expect, it } from 'vitest';
import { addFavourite, isFavourite, removeFavourite } from './favourites';

describe('favourites', () => {
  it('adds the id and raises addedCount by 1', () => {
    expect(addFavourite({ myVoiceIds: ['a'], addedCount: 4 }, 'b')).toEqual({
      myVoiceIds: ['a', 'b'],
      addedCount: 5,
    });
  });

  it('never adds a duplicate', () => {
    const state = { myVoiceIds: ['a'], addedCount: 4 };
    expect(addFavourite(state, 'a')).toEqual(state);
  });

  it('removes the id and lowers addedCount by 1', () => {
    expect(removeFavourite({ myVoiceIds: ['a', 'b'], addedCount: 5 }, 'a')).toEqual({
      myVoiceIds: ['b'],
      addedCount: 4,
    });
  });

  it('never goes below 0', () => {
    expect(removeFavourite({ myVoiceIds: ['a'], addedCount: 0 }, 'a')).toEqual({
      myVoiceIds: [],
      addedCount: 0,
    });
  });

  it('changes nothing when removing a voice that is not a favourite', () => {
    const state = { myVoiceIds: ['a'], addedCount: 3 };
    expect(removeFavourite(state, 'z')).toEqual(state);
    expect(isFavourite(state.myVoiceIds, 'a')).toBe(true);
    expect(isFavourite(state.myVoiceIds, 'z')).toBe(false);
  });
});
