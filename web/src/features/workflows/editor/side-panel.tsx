// The side panel: the selected step's settings and connections, or what to do when none or several
// are selected.
import { Button, Divider, Stack, Typography } from '@mui/material';
import type { WorkflowContent } from '@parley/domain';
import type { Dispatch } from 'react';
import { nodeLabel } from '../canvas/flow-model';
import { NodeTypeIcon } from '../canvas/node-icons';
import { ConnectPanel } from './connect-panel';
import type { EditorAction } from './editor-state';
import { NodeConfigForm, type NodeConfigFormProps } from './node-config-form';
import { EDITOR_STRINGS, nodeTypeTitle } from './strings';

export interface SidePanelProps {
  readonly content: WorkflowContent;
  readonly selection: readonly string[];
  readonly dispatch: Dispatch<EditorAction>;
  readonly readOnlyReason: string | null;
  readonly context: NodeConfigFormProps['context'];
}

/** Deletes what is selected: one step from its settings, several from the panel's summary. */
function DeleteSelectionButton({
  dispatch,
  disabled,
}: {
  dispatch: Dispatch<EditorAction>;
  disabled: boolean;
}) {
  return (
    <Button
      color="error"
      variant="outlined"
      size="small"
      disabled={disabled}
      onClick={() => {
        dispatch({ type: 'deleteSelection' });
      }}
    >
      {EDITOR_STRINGS.deleteSelection}
    </Button>
  );
}

export function SidePanel({ content, selection, dispatch, readOnlyReason, context }: SidePanelProps) {
  const selectedNodes = content.nodes.filter((node) => selection.includes(node.id));
  const node = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const disabled = readOnlyReason !== null;
  if (!node) {
    return (
      <Stack spacing={1} sx={{ p: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {selectedNodes.length > 1
            ? EDITOR_STRINGS.panelMany(selectedNodes.length)
            : EDITOR_STRINGS.panelEmpty}
        </Typography>
        {selectedNodes.length > 1 && <DeleteSelectionButton dispatch={dispatch} disabled={disabled} />}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }} component="section" aria-labelledby="workflow-step-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <NodeTypeIcon type={node.data.type} kind={node.type} />
        <Typography id="workflow-step-title" variant="subtitle1" component="h2" noWrap>
          {nodeTypeTitle(node.data.type)}: {nodeLabel(node)}
        </Typography>
      </Stack>
      <NodeConfigForm
        key={node.id}
        node={node}
        readOnlyReason={readOnlyReason}
        context={context}
        onChange={(frontend, field) => {
          dispatch({ type: 'configure', id: node.id, frontend, field });
        }}
      />
      <Divider />
      <ConnectPanel
        key={`connect-${node.id}`}
        node={node}
        content={content}
        dispatch={dispatch}
        disabled={disabled}
      />
      <Divider />
      <DeleteSelectionButton dispatch={dispatch} disabled={disabled} />
    </Stack>
  );
}
