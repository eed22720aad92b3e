import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface Autosave<T> {
  /** What the user sees and edits: the stored value, or their edits not yet stored. */
  readonly value: T;
  /** Takes an edit; it is saved `delayMs` after the last edit (or on unmount). */
  readonly change: (next: T) => void;
  readonly status: AutosaveStatus;
}

/**
 * A value edited locally and saved after a pause in typing, so a keystroke is not a write. While an edit
 * is waiting or being saved, the stored value arriving live (our own write echoed, or another tab's)
 * does not overwrite it; once everything is saved, the stored value is shown again. An edit waiting
 * when the component unmounts (the user leaves the tab) is saved then. `save` resolves false when the
 * write failed (it has told the user); the edit stays on screen, and the next edit retries.
 */
export function useAutosave<T>(
  stored: T,
  save: (value: T) => Promise<boolean>,
  delayMs: number,
): Autosave<T> {
  const [local, setLocal] = useState(stored);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const unsaved = useRef<{ value: T } | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const storedKey = JSON.stringify(stored);

  useEffect(() => {
    if (unsaved.current === null && !saving.current) setLocal(JSON.parse(storedKey) as T);
  }, [storedKey]);

  /** Saves what waits, then whatever was edited meanwhile, one write at a time. */
  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (saving.current) return;
    saving.current = true;
    let ok = true;
    for (let edit = unsaved.current; edit; edit = unsaved.current) {
      unsaved.current = null;
      setStatus('saving');
      ok = await saveRef.current(edit.value);
    }
    saving.current = false;
    setStatus(ok ? 'saved' : 'failed');
  }, []);

  const change = useCallback(
    (next: T) => {
      setLocal(next);
      unsaved.current = { value: next };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => () => void flush(), [flush]);

  return { value: local, change, status };
}
