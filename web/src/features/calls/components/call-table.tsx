import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  callVersionLabel,
  formatCents,
  formatDurationSeconds,
  type CallFilters,
  type CallRecord,
} from '@parley/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AsyncState } from '../../../lib/async-state';
import { analysisColumns } from '../analysis/analysis-columns';
import { formatTimestamp } from '../../../lib/timestamps';
import { CALL_PAGE_SIZES, type CallPage } from '../api/use-call-page';
import {
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  COLUMN_ARM,
  COLUMN_COST,
  COLUMN_DURATION,
  COLUMN_FROM,
  COLUMN_NUMBER,
  COLUMN_REASON,
  COLUMN_ROUTING,
  COLUMN_SENTIMENT,
  COLUMN_STARTED,
  COLUMN_STATUS,
  COLUMN_TO,
  COLUMN_TYPE,
  COLUMN_VERSION,
  LABEL_CALL_LOG_TABLE,
  loadCallsFailed,
} from '../strings';

type Sort = Pick<CallFilters, 'sort' | 'direction'>;

/**
 * Which columns a log shows first (the grid's column menu shows the others): every call of an agent or
 * organisation, or one campaign's outbound calls — whom each called, from which number and why.
 */
export type CallTableColumns = 'calls' | 'campaign';

const HIDDEN_COLUMNS: Readonly<Record<CallTableColumns, GridColumnVisibilityModel>> = {
  calls: { routing: false },
  campaign: {
    type: false,
    reason: false,
    costCents: false,
    number: false,
    agentVersion: false,
    abArm: false,
    analysisSentiment: false,
  },
};

/** The sortable columns are the record fields the query may order by (CALL_SORT_FIELDS). */
function columns(
  callHref: (callId: string) => string,
  linkState: unknown,
  dated: boolean,
): GridColDef<CallRecord>[] {
  // A date range orders by createdAt first, so duration and cost sort only without one.
  const sortable = !dated;
  return [
    {
      field: 'createdAt',
      headerName: COLUMN_STARTED,
      minWidth: 190,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={callHref(row.id)} state={linkState} underline="hover">
          {formatTimestamp(row.createdAt)}
        </Link>
      ),
    },
    {
      field: 'type',
      headerName: COLUMN_TYPE,
      width: 110,
      sortable: false,
      valueGetter: (_, row) => CALL_TYPE_LABELS[row.type],
    },
    {
      field: 'status',
      headerName: COLUMN_STATUS,
      width: 115,
      sortable: false,
      valueGetter: (_, row) => CALL_STATUS_LABELS[row.status],
    },
    { field: 'sentiment', headerName: COLUMN_SENTIMENT, width: 110, sortable: false },
    { field: 'reason', headerName: COLUMN_REASON, width: 170, sortable: false },
    ...analysisColumns(),
    {
      field: 'durationSeconds',
      headerName: COLUMN_DURATION,
      width: 100,
      sortable,
      valueFormatter: (value: number) => formatDurationSeconds(value),
    },
    {
      field: 'costCents',
      headerName: COLUMN_COST,
      width: 90,
      sortable,
      valueFormatter: (value: number) => formatCents(value),
    },
    { field: 'number', headerName: COLUMN_NUMBER, width: 140, sortable: false },
    { field: 'fromNumber', headerName: COLUMN_FROM, width: 140, sortable: false },
    { field: 'toNumber', headerName: COLUMN_TO, width: 140, sortable: false },
    {
      field: 'routing',
      headerName: COLUMN_ROUTING,
      minWidth: 220,
      flex: 1,
      sortable: false,
      // Why the caller number was chosen (outbound calls), in words when the server gave them.
      valueGetter: (_, row) => (row.routing ? row.routing.explanation || row.routing.reason : ''),
    },
    {
      field: 'agentVersion',
      headerName: COLUMN_VERSION,
      width: 90,
      sortable: false,
      valueFormatter: (value: number | null) => callVersionLabel(value),
    },
    { field: 'abArm', headerName: COLUMN_ARM, width: 70, sortable: false },
  ];
}

export interface CallTableProps {
  page: AsyncState<CallPage>;
  pageIndex: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** A date range is set: only the start time sorts. */
  dated: boolean;
  callHref: (callId: string) => string;
  /** Router state the links to a call carry (where its back link returns). */
  linkState: unknown;
  /** Opens a call (a click anywhere on its row). */
  onOpen: (callId: string) => void;
  /** What the table says without rows: no calls at all, or none matching the filters. */
  emptyText: string;
  columns?: CallTableColumns;
}

/**
 * One page of calls in a virtualised grid with server-side paging and sorting: the total is unknown
 * (no count is read), so the grid offers a next page while the query says one exists.
 */
export function CallTable(props: CallTableProps) {
  const { page, pageIndex, pageSize, onPage, sort, onSort, dated, callHref, linkState, onOpen, emptyText } =
    props;
  const shown = props.columns ?? 'calls';
  const gridColumns = useMemo(() => columns(callHref, linkState, dated), [callHref, linkState, dated]);
  // The grid syncs its state from these models in effects keyed on their identity: new objects on
  // every render (a live page re-renders on each snapshot) would have it re-apply them each time.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: sort.sort, sort: sort.direction }],
    [sort.sort, sort.direction],
  );
  const paginationModel = useMemo(() => ({ page: pageIndex, pageSize }), [pageIndex, pageSize]);
  // Unknown while a page loads: `false` would tell the grid the loading page is the last, and it then
  // writes a row count of its own into its state past the controlled -1 (the footer read "0–0 of 0").
  const hasNextPage = page.status === 'success' ? page.data.hasNextPage : undefined;
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  const initialState = useMemo(
    () => ({ columns: { columnVisibilityModel: HIDDEN_COLUMNS[shown] } }),
    [shown],
  );
  if (page.status === 'error') {
    return <Alert severity="error">{loadCallsFailed(page.error.message)}</Alert>;
  }
  const data = page.status === 'success' ? page.data : null;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        aria-label={LABEL_CALL_LOG_TABLE}
        autoHeight
        rows={data?.calls ?? []}
        columns={gridColumns}
        initialState={initialState}
        loading={data === null}
        density="compact"
        paginationMode="server"
        sortingMode="server"
        // Unknown (-1) while more pages follow; exact once the last page is reached.
        rowCount={data && !data.hasNextPage ? pageIndex * pageSize + data.calls.length : -1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        pageSizeOptions={[...CALL_PAGE_SIZES]}
        onPaginationModelChange={(model) => {
          onPage(model.page, model.pageSize);
        }}
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          // Clicking the sorted column a third time clears the model: back to newest first.
          if (!first?.sort) onSort({ sort: 'createdAt', direction: 'desc' });
          else onSort({ sort: first.field as Sort['sort'], direction: first.sort });
        }}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowClick={({ row }) => {
          onOpen((row as CallRecord).id);
        }}
        localeText={{ noRowsLabel: emptyText }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
