import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { promptModuleDefinition, type PromptModule } from '@parley/domain';
import type { DragEvent, KeyboardEvent } from 'react';
import { labelDragHandle, labelModuleContent, labelMoveDown, labelMoveUp, labelRemove } from '../strings';
import { ModuleIcon } from './module-icon';

export interface PromptModuleCardProps {
  module: PromptModule;
  index: number;
  total: number;
  readOnly: boolean;
  onContent: (contentMD: string) => void;
  /** Moves this module by `by` places (-1 up, +1 down). */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onDragStart: () => void;
  /** Another module was dropped on this one. */
  onDrop: () => void;
}

/**
 * One module of the prompt: its catalogue icon, name and description, its Markdown edited in place, and
 * the ways to move it — drag by the handle, the arrow buttons, or Alt+Up / Alt+Down anywhere in it.
 */
export function PromptModuleCard(props: PromptModuleCardProps) {
  const { module, index, total, readOnly, onContent, onMove, onRemove } = props;
  const definition = promptModuleDefinition(module.moduleId);
  const name = module.moduleId;
  const headingId = `prompt-module-${module.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || !event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) onMove(-1);
    else if (event.key === 'ArrowDown' && index < total - 1) onMove(1);
    else return;
    event.preventDefault();
  };
  const onDragStart = (event: DragEvent) => {
    // Firefox starts a drag only when some data is set.
    event.dataTransfer.setData('text/plain', module.id);
    event.dataTransfer.effectAllowed = 'move';
    props.onDragStart();
  };

  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-module-id={module.id}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onDragOver={(event: DragEvent) => {
        if (!readOnly) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        if (!readOnly) props.onDrop();
      }}
      sx={{ listStyle: 'none' }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box
            draggable={!readOnly}
            onDragStart={onDragStart}
            role="img"
            aria-label={labelDragHandle(name)}
            sx={{ cursor: readOnly ? 'default' : 'grab', color: 'text.secondary', pt: 0.5 }}
          >
            <DragIndicator aria-hidden fontSize="small" />
          </Box>
          <ModuleIcon icon={definition?.icon ?? ''} color="primary" sx={{ mt: 0.5 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="subtitle1" component="h3">
              {name}
            </Typography>
            {definition && (
              <Typography variant="body2" color="text.secondary">
                {definition.description}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <Tooltip title={labelMoveUp(name)}>
              <span>
                <IconButton
                  size="small"
                  aria-label={labelMoveUp(name)}
                  disabled={readOnly || index === 0}
                  onClick={() => {
                    onMove(-1);
                  }}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={labelMoveDown(name)}>
              <span>
                <IconButton
                  size="small"
                  aria-label={labelMoveDown(name)}
                  disabled={readOnly || index === total - 1}
                  onClick={() => {
                    onMove(1);
                  }}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={labelRemove(name)}>
              <span>
                <IconButton
                  size="small"
                  aria-label={labelRemove(name)}
                  disabled={readOnly}
                  onClick={onRemove}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        <TextField
          label={labelModuleContent(name)}
          value={module.contentMD}
          onChange={(event) => {
            onContent(event.target.value);
          }}
          disabled={readOnly}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
        />
      </CardContent>
    </Card>
  );
}
