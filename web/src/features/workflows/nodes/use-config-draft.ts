import { useState } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's local copy of the configuration keys it edits, written back by `flush` (on blur or before an
 * action) rather than on every keystroke, so one edit is one undo step. A change from outside (undo,
 * another tab's save) replaces the copy.
 */
export function useConfigDraft<T>(current: T, commit: (value: T) => void) {
  const [draft, setDraft] = useState(current);
  const [base, setBase] = useState(current);
  if (!same(base, current)) {
    setBase(current);
    setDraft(current);
  }
  const flush = () => {
    if (!same(draft, current)) commit(draft);
  };
  return { draft, setDraft, flush };
}
