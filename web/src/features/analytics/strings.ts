// The analytics feature's own UI wording.
export const LABEL_ANALYTICS = 'Analytics';
export const LABEL_RANGE = 'Range';
export const rangeLabel = (days: number) => `Last ${String(days)} days`;
export const LABEL_LOADING_ANALYTICS = 'Loading analytics';
export const loadAnalyticsFailed = (reason: string) => `Could not load analytics: ${reason}`;
export const MSG_NO_CALLS_IN_RANGE = 'No calls in this range yet. Charts fill in as calls end.';
export const MSG_NO_ORGANISATION = 'Join or create an organisation to see its analytics.';
export const MSG_CHART_POINT_HINT = 'Select a bar or point, or a figure of its table, to open its calls.';
export const LABEL_SHOW_TABLE = 'Show as table';
export const LABEL_HIDE_TABLE = 'Hide table';
export const chartTableLabel = (chart: string) => `${chart}: table`;
export const COLUMN_DAY = 'Day';
export const COLUMN_CALL_REASON = 'Reason';

export const KPI_CALLS = 'Calls';
export const KPI_COMPLETION_RATE = 'Completion rate';
export const KPI_TRANSFER_RATE = 'Transfer rate';
export const KPI_AVERAGE_DURATION = 'Average duration';
export const KPI_P90_DURATION = 'p90 duration';
export const KPI_COST = 'Cost';
export const KPI_CREDITS = 'Credits used';

export const CHART_OUTCOMES = 'Calls per day by outcome';
export const CHART_DURATION = 'Call duration per day';
export const CHART_SENTIMENT = 'Sentiment per day';
export const CHART_REASONS = 'Call reasons';
export const SERIES_AVERAGE = 'Average (s)';
export const SERIES_P90 = 'p90 (s)';

export const BREAKDOWN_TITLES = {
  byVersion: 'By version',
  byArm: 'By A/B arm',
  byCampaign: 'By campaign',
  byNumber: 'By number',
  byVoice: 'By voice',
} as const;
export const COLUMN_KEY = 'Name';
export const COLUMN_CALLS = 'Calls';
export const COLUMN_COMPLETION = 'Completed';
export const COLUMN_TRANSFERS = 'Transferred';
export const COLUMN_AVERAGE_DURATION = 'Avg duration';
export const COLUMN_COST = 'Cost';
export const COLUMN_SENTIMENT_MIX = 'Sentiment (+ / − / =)';
export const MSG_NO_BREAKDOWN = 'Nothing to compare in this range.';
export const openCalls = (what: string) => `Open the calls: ${what}`;
