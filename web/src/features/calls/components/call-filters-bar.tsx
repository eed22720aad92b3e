import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  AB_ARMS,
  ANALYSIS_VERDICTS,
  CALL_REASONS,
  CALL_STATUSES,
  CALL_TYPES,
  DURATION_BUCKET_LABELS,
  SENTIMENTS,
  utcDay,
  type Option,
} from '@parley/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import type { CallLogFilters } from '../../../lib/call-log-url';
import { OptionSelectField } from '../../../components/option-select-field';
import { LABEL_VERDICT, VERDICT_LABELS } from '../analysis/strings';
import {
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  LABEL_ANY,
  LABEL_CLEAR_FILTERS,
  LABEL_FILTERS,
  LABEL_FILTER_ARM,
  LABEL_FILTER_CAMPAIGN,
  LABEL_FILTER_DURATION,
  LABEL_FILTER_NUMBER,
  LABEL_FILTER_REASON,
  LABEL_FILTER_SENTIMENT,
  LABEL_FILTER_STATUS,
  LABEL_FILTER_TYPE,
  LABEL_FILTER_VERSION,
  LABEL_FROM_DAY,
  LABEL_TO_DAY,
  showFiltersLabel,
} from '../strings';

const DAY_MS = 86_400_000;

/** Every filter the bar sets (the sort is the grid's): what 'Clear filters' removes. */
const FILTER_NAMES = [
  'from',
  'to',
  'type',
  'status',
  'sentiment',
  'reason',
  'duration',
  'abArm',
  'number',
  'campaignId',
  'agentVersion',
  'verdict',
] as const satisfies readonly (keyof CallLogFilters)[];

const anyOption: Option = { value: '', label: LABEL_ANY };
const options = (values: readonly string[], labels?: Readonly<Record<string, string>>): Option[] => [
  anyOption,
  ...values.map((value) => ({ value, label: labels?.[value] ?? value })),
];
const TYPE_OPTIONS = options(CALL_TYPES, CALL_TYPE_LABELS);
const STATUS_OPTIONS = options(CALL_STATUSES, CALL_STATUS_LABELS);
const SENTIMENT_OPTIONS = options(SENTIMENTS);
const REASON_OPTIONS = options(CALL_REASONS);
const ARM_OPTIONS = options(AB_ARMS);
const DURATION_OPTIONS = options(DURATION_BUCKET_LABELS);
const VERDICT_OPTIONS = options(ANALYSIS_VERDICTS, VERDICT_LABELS);

/** The start of a 'YYYY-MM-DD' day in UTC (the summaries' days), or undefined for ''. */
const dayStart = (day: string): number | undefined => (day ? Date.parse(`${day}T00:00:00Z`) : undefined);

/** A free-text filter, applied when the field loses focus or on Enter (not on each keystroke). */
function TextFilter({
  label,
  value,
  type = 'text',
  onCommit,
}: {
  label: string;
  value: string;
  type?: 'text' | 'number';
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the field (cleared, or a link): show its value.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
      }}
      sx={{ width: { xs: '100%', sm: 160 } }}
    />
  );
}

export type CallFiltersPatch = { [Name in keyof CallLogFilters]?: CallLogFilters[Name] | undefined };

/** The filters with a patch applied: a value sets a filter, undefined removes it. */
export function applyFiltersPatch(filters: CallLogFilters, patch: CallFiltersPatch): CallLogFilters {
  const merged: Record<string, unknown> = { ...filters, ...patch };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

export interface CallFiltersBarProps {
  filters: CallLogFilters;
  /**
   * Applies a change to the filters (undefined removes one). A patch, not the whole set: the URL may
   * have moved on since this render (router updates are transitions), and the screen applies it to the
   * latest filters.
   */
  onChange: (patch: CallFiltersPatch) => void;
  /** Filters the page fixes (a campaign's log): not offered, since they cannot change here. */
  pinned?: CallLogFilters;
}

/**
 * The call log's filters; each change replaces the URL's filters (and so the query). On a phone the
 * eleven fields would stand between the user and the first call, so they fold behind one "Filters"
 * button that says how many are set.
 */
export function CallFiltersBar({ filters, onChange, pinned = {} }: CallFiltersBarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  const offered = (name: keyof CallLogFilters) => !(name in pinned);
  const set = (name: keyof CallLogFilters, value: string | number | undefined) => {
    onChange({ [name]: value === '' ? undefined : value });
  };
  const select = (name: keyof CallLogFilters, label: string, choices: readonly Option[]) =>
    offered(name) && (
      <OptionSelectField
        size="small"
        label={label}
        options={choices}
        value={String(filters[name] ?? '')}
        onChange={(event) => {
          set(name, event.target.value);
        }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
    );
  const dateField = (label: string, value: string, onDay: (day: string) => void) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => {
        onDay(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
  const setCount = FILTER_NAMES.filter((name) => offered(name) && filters[name] !== undefined).length;
  const hasFilters = Object.keys(filters).some((key) => key !== 'sort' && key !== 'direction');
  const toggle = phone ? (
    <Button
      variant="outlined"
      startIcon={<FilterListIcon />}
      aria-expanded={unfolded}
      aria-controls={fieldsId}
      onClick={() => {
        setUnfolded(!unfolded);
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      {showFiltersLabel(setCount)}
    </Button>
  ) : null;
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {toggle}
      {phone && !unfolded ? null : (
        <Stack
          id={fieldsId}
          component="fieldset"
          direction="row"
          aria-label={LABEL_FILTERS}
          sx={{ border: 0, m: 0, p: 0, flexWrap: 'wrap', gap: 1.5, minWidth: 0 }}
        >
          {dateField(LABEL_FROM_DAY, filters.from === undefined ? '' : utcDay(filters.from), (day) => {
            set('from', dayStart(day));
          })}
          {dateField(LABEL_TO_DAY, filters.to === undefined ? '' : utcDay(filters.to - DAY_MS), (day) => {
            const start = dayStart(day);
            // The day is inclusive on screen; the query's bound is exclusive.
            set('to', start === undefined ? undefined : start + DAY_MS);
          })}
          {select('type', LABEL_FILTER_TYPE, TYPE_OPTIONS)}
          {select('status', LABEL_FILTER_STATUS, STATUS_OPTIONS)}
          {select('sentiment', LABEL_FILTER_SENTIMENT, SENTIMENT_OPTIONS)}
          {select('reason', LABEL_FILTER_REASON, REASON_OPTIONS)}
          {select('verdict', LABEL_VERDICT, VERDICT_OPTIONS)}
          {select('duration', LABEL_FILTER_DURATION, DURATION_OPTIONS)}
          {select('abArm', LABEL_FILTER_ARM, ARM_OPTIONS)}
          {offered('number') && (
            <TextFilter
              label={LABEL_FILTER_NUMBER}
              value={filters.number ?? ''}
              onCommit={(value) => {
                set('number', value);
              }}
            />
          )}
          {offered('campaignId') && (
            <TextFilter
              label={LABEL_FILTER_CAMPAIGN}
              value={filters.campaignId ?? ''}
              onCommit={(value) => {
                set('campaignId', value);
              }}
            />
          )}
          {offered('agentVersion') && (
            <TextFilter
              label={LABEL_FILTER_VERSION}
              type="number"
              value={filters.agentVersion === undefined ? '' : String(filters.agentVersion)}
              onCommit={(value) => {
                const version = Number(value);
                set('agentVersion', Number.isInteger(version) && version > 0 ? version : undefined);
              }}
            />
          )}
          <Button
            onClick={() => {
              onChange(Object.fromEntries(FILTER_NAMES.filter(offered).map((name) => [name, undefined])));
            }}
            disabled={!hasFilters}
          >
            {LABEL_CLEAR_FILTERS}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
