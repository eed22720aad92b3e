// The selected step's settings in the side panel: its label, the generic fields its type's schema
// describes (config-fields.ts) and, for types with a form of their own, that form (nodes/). Every change
// is an editor edit (undoable, validated as typed), so this is not a Formik form with its own state:
// the errors shown are the same schema's, through configErrors.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { nodeTypeSpec, type WorkflowNode } from '@parley/domain';
import { useMemo } from 'react';
import { nodeFormFor } from '../nodes/node-form-entries';
import type { NodeFormProps } from '../nodes/node-forms';
import {
  configErrors,
  configFields,
  fieldTitle,
  freshRowId,
  type ConfigField,
  type ScalarField,
} from './config-fields';
import { EDITOR_STRINGS } from './strings';

type Config = Record<string, unknown>;

export interface NodeConfigFormProps {
  readonly node: WorkflowNode;
  /** The new configuration; `field` names what changed, so typing in one field is one undo step. */
  readonly onChange: (config: Config, field: string) => void;
  readonly readOnlyReason: string | null;
  readonly context: Pick<NodeFormProps, 'orgId' | 'agentId' | 'workflowId'>;
}

/** The configuration with `key` set, or removed when `value` is undefined. */
function withKey(config: Config, key: string, value: unknown): Config {
  if (value !== undefined) return { ...config, [key]: value };
  return Object.fromEntries(Object.entries(config).filter(([name]) => name !== key));
}

interface ScalarInputProps {
  readonly field: ScalarField;
  readonly id: string;
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: unknown) => void;
}

function ScalarInput({ field, id, label, value, error, disabled, onChange }: ScalarInputProps) {
  if (field.kind === 'boolean') {
    return (
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            id={id}
            checked={typeof value === 'boolean' ? value : field.initial}
            onChange={(event) => {
              onChange(event.target.checked);
            }}
          />
        }
      />
    );
  }
  const common = {
    id,
    label,
    size: 'small' as const,
    fullWidth: true,
    disabled,
    error: error !== undefined,
    helperText: error,
  };
  if (field.kind === 'choice') {
    return (
      <TextField
        {...common}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
      >
        {(field.optional || typeof value !== 'string') && <option value="" />}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    );
  }
  if (field.kind === 'number') {
    return (
      <TextField
        {...common}
        type="number"
        value={typeof value === 'number' ? String(value) : ''}
        slotProps={{ htmlInput: { min: field.min ?? undefined, max: field.max ?? undefined } }}
        onChange={(event) => {
          const text = event.target.value;
          onChange(text === '' ? undefined : Number(text));
        }}
      />
    );
  }
  return (
    <TextField
      {...common}
      multiline={field.multiline}
      minRows={field.multiline ? 2 : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' && field.optional ? undefined : text);
      }}
    />
  );
}

/** A new row: a generated id (when the rows have one), the first option of each choice. */
function newRow(field: Extract<ConfigField, { kind: 'rows' }>, rows: readonly unknown[]): Config {
  const row: Config = field.hasId ? { id: freshRowId(field.key, rows) } : {};
  for (const column of field.columns) {
    if (column.kind === 'choice') row[column.key] = column.options[0];
    else if (column.kind === 'text' && !column.optional) row[column.key] = '';
  }
  return row;
}

interface FieldViewProps {
  readonly field: ConfigField;
  readonly config: Config;
  readonly idPrefix: string;
  readonly errors: ReadonlyMap<string, string>;
  readonly disabled: boolean;
  readonly onChange: (config: Config, field: string) => void;
}

function ErrorLine({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography variant="caption" color="error" role="alert">
      {text}
    </Typography>
  );
}

function FieldView({ field, config, idPrefix, errors, disabled, onChange }: FieldViewProps) {
  const title = fieldTitle(field.key);
  const value = config[field.key];
  const set = (next: unknown, path = field.key) => {
    onChange(withKey(config, field.key, next), path);
  };
  if (field.kind === 'texts' || field.kind === 'rows') {
    const rows = Array.isArray(value) ? (value as unknown[]) : [];
    const singular = title
      .toLowerCase()
      .replace(/(ch|sh|x)es$/, '$1')
      .replace(/s$/, '');
    return (
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
          {title}
        </Typography>
        <Stack spacing={1}>
          {rows.map((row, index) => {
            const rowPath = `${field.key}.${String(index)}`;
            const replace = (item: unknown, path: string) => {
              set(
                rows.map((entry, at) => (at === index ? item : entry)),
                path,
              );
            };
            const remove = (
              <IconButton
                aria-label={EDITOR_STRINGS.removeRow(singular, index)}
                disabled={disabled}
                size="small"
                onClick={() => {
                  set(
                    rows.filter((_, at) => at !== index),
                    `${field.key}.remove`,
                  );
                }}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            );
            if (field.kind === 'texts') {
              return (
                <Stack key={rowPath} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <ScalarInput
                    field={{ kind: 'text', key: rowPath, multiline: false, optional: false }}
                    id={`${idPrefix}-${rowPath}`}
                    label={`${fieldTitle(singular)} ${String(index + 1)}`}
                    value={row}
                    error={errors.get(rowPath)}
                    disabled={disabled}
                    onChange={(item) => {
                      replace(item ?? '', rowPath);
                    }}
                  />
                  {remove}
                </Stack>
              );
            }
            const item = row !== null && typeof row === 'object' ? (row as Config) : {};
            return (
              <Stack
                key={typeof item.id === 'string' ? item.id : rowPath}
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'flex-start' }}
              >
                <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                  {field.columns.map((column) => {
                    const path = `${rowPath}.${column.key}`;
                    return (
                      <ScalarInput
                        key={column.key}
                        field={column}
                        id={`${idPrefix}-${path}`}
                        label={`${fieldTitle(singular)} ${String(index + 1)}: ${fieldTitle(column.key).toLowerCase()}`}
                        value={item[column.key]}
                        error={errors.get(path)}
                        disabled={disabled}
                        onChange={(next) => {
                          replace(withKey(item, column.key, next), path);
                        }}
                      />
                    );
                  })}
                </Stack>
                {remove}
              </Stack>
            );
          })}
          <ErrorLine text={errors.get(field.key)} />
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              set([...rows, field.kind === 'rows' ? newRow(field, rows) : ''], `${field.key}.add`);
            }}
          >
            {EDITOR_STRINGS.addRow(singular)}
          </Button>
        </Stack>
      </Box>
    );
  }
  if (field.kind === 'group') {
    const group = value !== null && typeof value === 'object' ? (value as Config) : {};
    return (
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
          {title}
        </Typography>
        <Stack spacing={1}>
          {field.fields.map((inner) => {
            const path = `${field.key}.${inner.key}`;
            return (
              <ScalarInput
                key={inner.key}
                field={inner}
                id={`${idPrefix}-${path}`}
                label={`${title}: ${fieldTitle(inner.key).toLowerCase()}`}
                value={group[inner.key]}
                error={errors.get(path)}
                disabled={disabled}
                onChange={(next) => {
                  const updated = withKey(group, inner.key, next);
                  for (const other of field.fields) {
                    if (other.kind === 'choice' && updated[other.key] === undefined && !other.optional) {
                      updated[other.key] = other.options[0];
                    }
                  }
                  // An optional group left with no text is removed, not stored half-filled.
                  const blank = field.fields.every(
                    (candidate) =>
                      candidate.kind !== 'text' ||
                      typeof updated[candidate.key] !== 'string' ||
                      (updated[candidate.key] as string).trim() === '',
                  );
                  set(field.optional && blank ? undefined : updated, path);
                }}
              />
            );
          })}
          <ErrorLine text={errors.get(field.key)} />
        </Stack>
      </Box>
    );
  }
  return (
    <ScalarInput
      field={field}
      id={`${idPrefix}-${field.key}`}
      label={title}
      value={value}
      error={errors.get(field.key)}
      disabled={disabled}
      onChange={(next) => {
        set(next);
      }}
    />
  );
}

export function NodeConfigForm({ node, onChange, readOnlyReason, context }: NodeConfigFormProps) {
  const type = node.data.type;
  const config = node.data.frontend;
  const spec = nodeTypeSpec(type);
  const slot = nodeFormFor(type);
  const fields = useMemo(
    () => (spec ? configFields(spec.config, ['label', ...(slot?.keys ?? [])]) : []),
    [spec, slot],
  );
  const errors = useMemo(() => {
    if (!spec) return new Map<string, string>();
    // A list not started yet reads as empty, so its message is the list's own ("At least one branch").
    const lists = fields.filter((field) => field.kind === 'rows' || field.kind === 'texts');
    const started = Object.fromEntries(lists.map((field) => [field.key, config[field.key] ?? []]));
    return configErrors(spec.config, { ...config, ...started });
  }, [spec, fields, config]);
  const disabled = readOnlyReason !== null;
  const idPrefix = `node-${node.id}`;
  return (
    <Stack spacing={1.5}>
      <TextField
        id={`${idPrefix}-label`}
        label={EDITOR_STRINGS.stepLabel}
        size="small"
        fullWidth
        disabled={disabled}
        value={typeof config.label === 'string' ? config.label : ''}
        onChange={(event) => {
          onChange(withKey(config, 'label', event.target.value || undefined), 'label');
        }}
      />
      {!spec && <Typography variant="body2">{EDITOR_STRINGS.unknownType}</Typography>}
      {fields.map((field) => (
        <FieldView
          key={field.key}
          field={field}
          config={config}
          idPrefix={idPrefix}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
      {slot && (
        <slot.Form
          {...context}
          nodeId={node.id}
          nodeType={type}
          config={config}
          readOnlyReason={readOnlyReason}
          onChange={(next) => {
            onChange(next, 'slot');
          }}
        />
      )}
    </Stack>
  );
}
