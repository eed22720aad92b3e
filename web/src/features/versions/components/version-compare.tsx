import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { diffVersions, versionLabel, type AgentVersion, type VersionSide } from '@parley/domain';
import { useId, useMemo, useState } from 'react';
import {
  LABEL_COMPARE,
  LABEL_COMPARE_FROM,
  LABEL_COMPARE_TO,
  LABEL_SIDE_DRAFT,
  LABEL_SIDE_LIVE,
} from '../strings';
import { VersionDiffView } from './version-diff-view';

/** A side to compare: 'live', 'draft' or 'v<version>'. */
export type CompareKey = 'live' | 'draft' | `v${number}`;

interface CompareOption {
  key: CompareKey;
  label: string;
  side: VersionSide;
}

export interface VersionCompareProps {
  versions: readonly AgentVersion[];
  live: VersionSide;
  /** The draft; null when there is none. */
  draft: VersionSide | null;
}

/** Every side the user can pick: live, the draft, then each version newest first. */
export function compareOptions(
  versions: readonly AgentVersion[],
  live: VersionSide,
  draft: VersionSide | null,
): CompareOption[] {
  return [
    { key: 'live', label: LABEL_SIDE_LIVE, side: live },
    ...(draft ? [{ key: 'draft' as const, label: LABEL_SIDE_DRAFT, side: draft }] : []),
    ...versions.map((version) => ({
      key: `v${version.version}` as const,
      label: versionLabel(version.version),
      side: { agent: version.snapshot, workflows: version.workflows },
    })),
  ];
}

/** What to compare first: live against the draft, else the two newest versions, else live with itself. */
export function defaultComparison(options: readonly CompareOption[]): { from: CompareKey; to: CompareKey } {
  if (options.some((option) => option.key === 'draft')) return { from: 'live', to: 'draft' };
  const versions = options.filter((option) => option.key.startsWith('v'));
  const [newest, previous] = versions;
  if (newest && previous) return { from: previous.key, to: newest.key };
  return { from: 'live', to: 'live' };
}

/** Two pickers and the diff between the chosen sides (any two versions, live or the draft). */
export function VersionCompare({ versions, live, draft }: VersionCompareProps) {
  const headingId = useId();
  const options = useMemo(() => compareOptions(versions, live, draft), [versions, live, draft]);
  const [chosen, setChosen] = useState<{ from: CompareKey; to: CompareKey } | null>(null);
  // Until the user picks, follow the default (it moves when a draft appears or a version is published).
  const { from, to } = chosen ?? defaultComparison(options);
  const sideOf = (key: CompareKey) => options.find((option) => option.key === key) ?? options[0];
  const before = sideOf(from);
  const after = sideOf(to);
  const diff = useMemo(
    () => (before && after ? diffVersions(before.side, after.side) : null),
    [before, after],
  );
  const picker = (label: string, value: CompareKey, onPick: (key: CompareKey) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.key === value) ? value : 'live'}
      onChange={(event) => {
        onPick(event.target.value as CompareKey);
      }}
      sx={{ minWidth: 140 }}
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h2">
        {LABEL_COMPARE}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {picker(LABEL_COMPARE_FROM, from, (key) => {
          setChosen({ from: key, to });
        })}
        {picker(LABEL_COMPARE_TO, to, (key) => {
          setChosen({ from, to: key });
        })}
      </Stack>
      {diff && <VersionDiffView diff={diff} />}
    </Stack>
  );
}
