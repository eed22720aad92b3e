import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  LABEL_CONTACTS_PREVIEW,
  LABEL_NAME,
  LABEL_PHONE_NUMBER,
  MSG_FIX_CSV_ERRORS,
  contactRowErrorLabel,
  contactsPreviewSummary,
  type ContactsParseResult,
} from '@parley/domain';

/** How many parsed contacts the preview table shows. */
export const PREVIEW_ROWS = 5;

/**
 * What a chosen contacts CSV holds, before anything is saved: the count of good contacts and bad rows,
 * file-level problems, the first contacts as a table and every row error by line.
 */
export function ContactsPreview({ result }: { result: ContactsParseResult }) {
  const { contacts, rowErrors, fileErrors } = result;
  const variableNames = Object.keys(contacts[0]?.variables ?? {});
  return (
    <Stack spacing={1}>
      {fileErrors.map((message) => (
        <Alert key={message} severity="error" role="alert">
          {message}
        </Alert>
      ))}
      {fileErrors.length === 0 ? (
        <Typography role="status">{contactsPreviewSummary(contacts.length, rowErrors.length)}</Typography>
      ) : null}
      {contacts.length > 0 ? (
        <TableContainer sx={{ maxHeight: 240 }}>
          <Table size="small" stickyHeader aria-label={LABEL_CONTACTS_PREVIEW}>
            <TableHead>
              <TableRow>
                <TableCell>{LABEL_PHONE_NUMBER}</TableCell>
                <TableCell>{LABEL_NAME}</TableCell>
                {variableNames.map((name) => (
                  <TableCell key={name}>{name}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {contacts.slice(0, PREVIEW_ROWS).map((contact) => (
                <TableRow key={contact.index}>
                  <TableCell>{contact.phoneNumber}</TableCell>
                  <TableCell>{contact.name}</TableCell>
                  {variableNames.map((name) => (
                    <TableCell key={name}>{contact.variables[name] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {rowErrors.length > 0 ? (
        <Alert severity="error" role="alert">
          <Typography variant="body2">{MSG_FIX_CSV_ERRORS}</Typography>
          <List dense disablePadding sx={{ maxHeight: 160, overflowY: 'auto' }}>
            {rowErrors.map((error) => (
              <ListItem key={error.row} disableGutters>
                {contactRowErrorLabel(error.row, error.message)}
              </ListItem>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
