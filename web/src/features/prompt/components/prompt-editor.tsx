import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addPromptModule,
  movePromptModule,
  removePromptModule,
  withPromptModuleContent,
  type AgentCategory,
  type ModuleCategory,
  type PromptModule,
} from '@parley/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useAutosave, type AutosaveStatus } from '../hooks/use-autosave';
import {
  LABEL_MODULE_LIST,
  LABEL_UNDO,
  PROMPT_EMPTY,
  PROMPT_INTRO,
  PROMPT_TITLE,
  SAVE_FAILED,
  SAVE_PENDING,
  SAVE_SAVED,
  SAVE_SAVING,
  movedAnnouncement,
  removedToast,
} from '../strings';
import { AddModuleMenu } from './add-module-menu';
import { PromptModuleCard } from './prompt-module-card';
import { PromptPreview } from './prompt-preview';

/** How long after the last edit the prompt is saved. */
export const PROMPT_SAVE_DELAY_MS = 800;

const STATUS_TEXT: Record<AutosaveStatus, string | null> = {
  idle: null,
  pending: SAVE_PENDING,
  saving: SAVE_SAVING,
  saved: SAVE_SAVED,
  failed: SAVE_FAILED,
};

export interface PromptEditorProps {
  /** The stored modules of the agent being edited (the draft under version control). */
  modules: readonly PromptModule[];
  category: AgentCategory;
  /** Why the user may not edit (a VIEWER), or null. */
  readOnlyReason: string | null;
  /** Stores the whole list; resolves false when that failed (the user has been told). */
  onSave: (modules: readonly PromptModule[]) => Promise<boolean>;
  saveDelayMs?: number;
  /** Ids for new modules (tests pass a counter). */
  newId?: () => string;
}

/**
 * The Prompt tab: the agent's modules in order, each edited in place, added from the catalogue, removed
 * (with Undo), reordered by drag or keyboard (announced to screen readers), and the assembled prompt
 * previewed beside them. Every change is saved after a short pause.
 */
export function PromptEditor({
  modules: stored,
  category,
  readOnlyReason,
  onSave,
  saveDelayMs = PROMPT_SAVE_DELAY_MS,
  newId = () => crypto.randomUUID(),
}: PromptEditorProps) {
  const notify = useNotify();
  const {
    value: modules,
    change,
    status,
  } = useAutosave<readonly PromptModule[]>(stored, onSave, saveDelayMs);
  // The list as last rendered, for handlers that run later (Undo, a drop).
  const latest = useRef(modules);
  useLayoutEffect(() => {
    latest.current = modules;
  });
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The element that had focus when a module moved: React keeps the moved card's DOM nodes, but moving
  // them can drop focus, so it is given back after the render (or to the card, if that control is now disabled).
  const refocus = useRef<{ element: Element | null; moduleId: string } | null>(null);
  const readOnly = readOnlyReason !== null;

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const { element } = target;
    if (element instanceof HTMLElement && element.isConnected && !element.matches(':disabled')) {
      element.focus();
      return;
    }
    listRef.current?.querySelector<HTMLElement>(`[data-module-id="${CSS.escape(target.moduleId)}"]`)?.focus();
  });

  const move = (from: number, to: number) => {
    const current = latest.current;
    const moved = current[from];
    if (!moved || to < 0 || to >= current.length || to === from) return;
    refocus.current = { element: document.activeElement, moduleId: moved.id };
    change(movePromptModule(current, from, to));
    setAnnouncement(movedAnnouncement(moved.moduleId, to + 1, current.length));
  };

  const add = (moduleId: ModuleCategory) => {
    change(addPromptModule(latest.current, moduleId, newId()));
  };

  const remove = (index: number) => {
    const removed = latest.current[index];
    if (!removed) return;
    change(removePromptModule(latest.current, removed.id));
    notify(removedToast(removed.moduleId), {
      action: {
        label: LABEL_UNDO,
        onClick: () => {
          const now = latest.current.filter((module) => module.id !== removed.id);
          change([...now.slice(0, index), removed, ...now.slice(index)]);
        },
      },
    });
  };

  const statusText = STATUS_TEXT[status];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {PROMPT_TITLE}
        </Typography>
        {statusText && (
          <Chip
            size="small"
            label={statusText}
            color={status === 'failed' ? 'error' : 'default'}
            data-testid="prompt-save-status"
          />
        )}
        <AddModuleMenu modules={modules} category={category} disabled={readOnly} onAdd={add} />
      </Stack>
      <Typography color="text.secondary">{PROMPT_INTRO}</Typography>
      {readOnlyReason && <Alert severity="info">{readOnlyReason}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {modules.length === 0 ? (
          <Typography color="text.secondary">{PROMPT_EMPTY}</Typography>
        ) : (
          <Stack component="ol" ref={listRef} aria-label={LABEL_MODULE_LIST} spacing={2} sx={{ m: 0, p: 0 }}>
            {modules.map((module, index) => (
              <PromptModuleCard
                key={module.id}
                module={module}
                index={index}
                total={modules.length}
                readOnly={readOnly}
                onContent={(contentMD) => {
                  change(
                    latest.current.map((each) =>
                      each.id === module.id ? withPromptModuleContent(each, contentMD) : each,
                    ),
                  );
                }}
                onMove={(by) => {
                  move(index, index + by);
                }}
                onRemove={() => {
                  remove(index);
                }}
                onDragStart={() => {
                  dragged.current = module.id;
                }}
                onDrop={() => {
                  const from = latest.current.findIndex((each) => each.id === dragged.current);
                  dragged.current = null;
                  if (from >= 0) move(from, index);
                }}
              />
            ))}
          </Stack>
        )}
        <PromptPreview modules={modules} />
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
