import LinearProgress from '@mui/material/LinearProgress';
import { LABEL_LOADING_PAGE } from '../lib/strings';

/** Shown while a lazily loaded route's code arrives. */
export function PageLoader() {
  return <LinearProgress aria-label={LABEL_LOADING_PAGE} />;
}
