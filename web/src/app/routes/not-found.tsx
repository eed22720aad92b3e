import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@parley/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import {
  LABEL_BACK_HOME,
  LABEL_PAGE_NOT_FOUND,
  MSG_PAGE_NOT_FOUND_AFTER,
  MSG_PAGE_NOT_FOUND_BEFORE,
} from '../../lib/strings';

/** Shown for any URL no route matches. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <title>{`${LABEL_PAGE_NOT_FOUND} · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1">{LABEL_PAGE_NOT_FOUND}</Typography>
      <Typography>
        {MSG_PAGE_NOT_FOUND_BEFORE} <code>{pathname}</code>
        {MSG_PAGE_NOT_FOUND_AFTER}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {LABEL_BACK_HOME}
      </Button>
    </Stack>
  );
}
