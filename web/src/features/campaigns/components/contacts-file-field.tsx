import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTACTS_CSV,
  LABEL_CHOOSE_CSV,
  LABEL_CONTACTS_CSV,
  MSG_CONTACTS_CSV_HINT,
  bytesToMegabytes,
  contactsFileTooLargeMessage,
  parseContactsCsv,
  type ContactsParseResult,
} from '@parley/domain';
import { useId, useState } from 'react';
import { readFileText } from '../../../lib/read-file-text';
import { ContactsPreview } from './contacts-preview';

/** A chosen contacts file and what parsing it found. */
export interface ChosenContacts {
  file: File;
  result: ContactsParseResult;
}

export interface ContactsFileFieldProps {
  value: ChosenContacts | null;
  onChange: (value: ChosenContacts | null) => void;
  /** Why the contacts cannot change (a campaign that is no longer idle), or null. */
  lockedReason?: string | null;
  /** The contacts the campaign already holds ('leads.csv: 120 contacts loaded'), or null for none. */
  loaded?: string | null;
}

/**
 * Chooses a contacts CSV and previews it with per-row errors before anything is uploaded. The file is
 * parsed here with the same domain parser the server uses on save.
 */
export function ContactsFileField({
  value,
  onChange,
  lockedReason = null,
  loaded = null,
}: ContactsFileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CONTACTS_CSV.maxBytes) {
      setTooLarge(true);
      onChange(null);
      return;
    }
    setTooLarge(false);
    onChange({ file, result: parseContactsCsv(await readFileText(file)) });
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {LABEL_CONTACTS_CSV}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {lockedReason ?? MSG_CONTACTS_CSV_HINT}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={lockedReason !== null}
        >
          {LABEL_CHOOSE_CSV}
          <input
            id={inputId}
            type="file"
            accept={[CONTACTS_CSV.extension, ...CONTACTS_CSV.mimeTypes].join(',')}
            hidden
            aria-describedby={hintId}
            disabled={lockedReason !== null}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {value ? <Typography variant="body2">{value.file.name}</Typography> : null}
        {!value && loaded ? (
          <Typography variant="body2" color="text.secondary">
            {loaded}
          </Typography>
        ) : null}
      </Stack>
      {tooLarge ? (
        <Alert severity="error" role="alert">
          {contactsFileTooLargeMessage(bytesToMegabytes(CONTACTS_CSV.maxBytes))}
        </Alert>
      ) : null}
      {value ? <ContactsPreview result={value.result} /> : null}
    </Stack>
  );
}
