import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CRAWL_SCHEDULES,
  LABEL_DELETE,
  progressPercent,
  type CrawlSchedule,
  type Website,
} from '@parley/domain';
import { useId, useState } from 'react';
import { PlanGateNotice } from '../../../components/upgrade-link';
import type { AsyncState } from '../../../lib/async-state';
import type { SourceUpdate } from '../api/knowledge-api';
import { useSourceActions, type RemoveOutcome } from '../hooks/use-source-actions';
import {
  activeToggleLabel,
  CRAWL_STATE_LABELS,
  crawlCounts,
  crawlProgressLabel,
  DELETE_WEBSITE_BODY,
  deleteWebsiteTitle,
  LABEL_ADD_WEBSITE,
  LABEL_CANCEL_CRAWL,
  LABEL_RECRAWL,
  LABEL_RENAME,
  LABEL_SCHEDULE,
  MSG_CRAWL_CANCELLED,
  MSG_CRAWL_QUEUED,
  MSG_WEBSITE_DELETED,
  pageCountLabel,
  SCHEDULE_LABELS,
  WEBSITES_EMPTY,
  WEBSITES_HEADING,
  WEBSITES_LOADING,
  websitesLoadFailed,
} from '../strings';
import { TitledSection } from '../../../components/titled-section';
import { CrawlChanges } from './crawl-changes';
import { RenameDialog } from './document-dialogs';
import { ListState } from './section-states';
import { SourceMenu } from './source-menu';
import { WebsiteDialog, type WebsiteForm } from './website-dialog';

export interface WebsitesSectionProps {
  websites: AsyncState<readonly Website[]>;
  readOnlyReason: string | null;
  /** 'Website limit reached' when the owner's plan allows no more websites, else null. */
  limitReason: string | null;
  onAdd: (website: WebsiteForm) => Promise<void>;
  onRecrawl: (website: Website) => Promise<void>;
  onCancel: (website: Website) => Promise<void>;
  onUpdate: (update: SourceUpdate) => Promise<void>;
  onDelete: (website: Website) => Promise<RemoveOutcome>;
}

/** A crawl still moving: its progress is shown and it can be cancelled. */
const inProgress = (website: Website) => ['queued', 'running', 'cancelling'].includes(website.crawl.state);

function CrawlProgress({ website }: { website: Website }) {
  const { found, fetched, failed, state } = website.crawl;
  const goal = Math.min(Math.max(found, 1), website.limit);
  const value = progressPercent(fetched + failed, goal);
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <LinearProgress
        variant={state === 'running' ? 'determinate' : 'indeterminate'}
        value={value}
        aria-label={crawlProgressLabel(website.name)}
      />
    </Stack>
  );
}

/** The agent's websites: add one (plan permitting), each with its crawl progress, schedule and last changes. */
export function WebsitesSection(props: WebsitesSectionProps) {
  const { websites, readOnlyReason, limitReason } = props;
  const { notify, run, removeAfterConfirm } = useSourceActions();
  const limitId = useId();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Website | null>(null);
  const readOnly = readOnlyReason !== null;

  const update = (website: Website, change: Omit<SourceUpdate, 'id' | 'type'>) =>
    run(() => props.onUpdate({ id: website.id, type: 'website', ...change }));
  const remove = (website: Website) =>
    removeAfterConfirm(
      { title: deleteWebsiteTitle(website.name), message: DELETE_WEBSITE_BODY },
      () => props.onDelete(website),
      MSG_WEBSITE_DELETED,
    );

  return (
    <TitledSection
      title={WEBSITES_HEADING}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={readOnly || limitReason !== null}
          aria-describedby={limitReason ? limitId : undefined}
          onClick={() => {
            setAdding(true);
          }}
        >
          {LABEL_ADD_WEBSITE}
        </Button>
      }
    >
      {limitReason ? <PlanGateNotice id={limitId} severity="warning" message={limitReason} /> : null}
      <ListState
        state={websites}
        texts={{ loading: WEBSITES_LOADING, empty: WEBSITES_EMPTY, failed: websitesLoadFailed }}
      >
        {(items) => (
          <List aria-label={WEBSITES_HEADING} disablePadding>
            {items.map((website) => (
              <ListItem key={website.id} divider disableGutters sx={{ display: 'block' }}>
                <Stack spacing={1}>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{website.name}</Typography>
                      <Link
                        href={website.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="body2"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {website.url}
                      </Link>
                    </Stack>
                    <Switch
                      checked={website.active}
                      disabled={readOnly}
                      slotProps={{ input: { 'aria-label': activeToggleLabel(website.name) } }}
                      onChange={(_, active) => void update(website, { active })}
                    />
                    <SourceMenu
                      name={website.name}
                      items={[
                        {
                          label: LABEL_RENAME,
                          disabled: readOnly,
                          onSelect: () => {
                            setRenaming(website);
                          },
                        },
                        { label: LABEL_DELETE, disabled: readOnly, onSelect: () => void remove(website) },
                      ]}
                    />
                  </Stack>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={website.crawl.state === 'failed' ? 'error' : 'default'}
                      label={CRAWL_STATE_LABELS[website.crawl.state]}
                    />
                    <Typography variant="body2" color="text.secondary" role="status">
                      {inProgress(website)
                        ? crawlCounts(website.crawl.found, website.crawl.fetched, website.crawl.failed)
                        : pageCountLabel(website.pageCount)}
                    </Typography>
                    {website.crawl.error ? (
                      <Typography variant="body2" color="error">
                        {website.crawl.error}
                      </Typography>
                    ) : null}
                  </Stack>
                  {inProgress(website) ? <CrawlProgress website={website} /> : null}
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    {inProgress(website) ? (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={readOnly || website.crawl.state === 'cancelling'}
                        onClick={() => void run(() => props.onCancel(website), MSG_CRAWL_CANCELLED)}
                      >
                        {LABEL_CANCEL_CRAWL}
                      </Button>
                    ) : (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={readOnly}
                        onClick={() => void run(() => props.onRecrawl(website), MSG_CRAWL_QUEUED)}
                      >
                        {LABEL_RECRAWL}
                      </Button>
                    )}
                    <TextField
                      select
                      size="small"
                      label={LABEL_SCHEDULE}
                      value={website.schedule}
                      disabled={readOnly}
                      sx={{ minWidth: 140 }}
                      onChange={(event) =>
                        void update(website, { schedule: event.target.value as CrawlSchedule })
                      }
                    >
                      {CRAWL_SCHEDULES.map((schedule) => (
                        <MenuItem key={schedule} value={schedule}>
                          {SCHEDULE_LABELS[schedule]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                  {website.lastChanges ? <CrawlChanges report={website.lastChanges} /> : null}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
      <WebsiteDialog
        open={adding}
        onClose={() => {
          setAdding(false);
        }}
        onSubmit={async (website) => {
          await props.onAdd(website);
          notify(MSG_CRAWL_QUEUED, { severity: 'success' });
        }}
      />
      {renaming ? (
        <RenameDialog
          open
          name={renaming.name}
          onClose={() => {
            setRenaming(null);
          }}
          onSubmit={(name) => props.onUpdate({ id: renaming.id, type: 'website', name })}
        />
      ) : null}
    </TitledSection>
  );
}
