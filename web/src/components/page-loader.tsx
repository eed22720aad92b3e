import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazily loaded route's code arrives. */
export function PageLoader() {
  return <LinearProgress aria-label="Loading page" />;
}
