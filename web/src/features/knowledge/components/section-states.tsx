// Loading, error and empty states shared by the Knowledge tab's lists.
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { causeMessage } from '@parley/domain';
import type { ReactNode } from 'react';
import type { AsyncState } from '../../../lib/async-state';

export interface ListStateTexts {
  loading: string;
  empty: string;
  failed: (cause: string) => string;
}

/** The list when there is one, else its loading skeleton, its error or its empty text. */
export function ListState<T>({
  state,
  texts,
  children,
}: {
  state: AsyncState<readonly T[]>;
  texts: ListStateTexts;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (state.status === 'loading')
    return <Skeleton variant="rounded" height={72} role="status" aria-label={texts.loading} />;
  if (state.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {texts.failed(causeMessage(state.error))}
      </Alert>
    );
  if (state.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.empty}
      </Typography>
    );
  return children(state.data);
}
