// Add or edit one FAQ, and import many from a CSV file (previewed row by row before anything is written).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  faqRowSchema,
  LABEL_CANCEL,
  parseFaqCsv,
  type FaqCsvParseResult,
  type FaqRow,
} from '@parley/domain';
import { useId, useRef, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { readFileText } from '../../../lib/read-file-text';
import { LABEL_SAVE } from '../../../lib/strings';
import {
  IMPORT_FAQS_HINT,
  IMPORT_FAQS_TITLE,
  importFaqsLabel,
  importSkipped,
  LABEL_ANSWER,
  LABEL_CHOOSE_CSV,
  LABEL_LINE,
  LABEL_PROBLEM,
  LABEL_QUESTION,
  LABEL_SAVING,
} from '../strings';

/** One FAQ: a new one (empty) or an existing one to edit. */
export function FaqDialog({
  open,
  title,
  faq,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  faq: FaqRow;
  onClose: () => void;
  onSubmit: (faq: FaqRow) => Promise<void>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={LABEL_SAVE}
      submittingLabel={LABEL_SAVING}
      schema={faqRowSchema}
      initialValues={faq}
      onSubmit={onSubmit}
      maxWidth="sm"
    >
      {(formik) => (
        <>
          <TextField label={LABEL_QUESTION} required {...fieldProps(formik, 'question')} />
          <TextField label={LABEL_ANSWER} required multiline minRows={3} {...fieldProps(formik, 'answer')} />
        </>
      )}
    </FormDialog>
  );
}

/** Imports FAQs from a CSV file: the rows with problems are listed by line and skipped. */
export function FaqImportDialog({
  open,
  onClose,
  onImport,
}: {
  open: boolean;
  onClose: () => void;
  onImport: (faqs: readonly FaqRow[]) => Promise<void>;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [parsed, setParsed] = useState<FaqCsvParseResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setParsed(null);
    setFailure(null);
    onClose();
  };
  const good = parsed?.rows.flatMap((row) => (row.ok ? [row.faq] : [])) ?? [];
  const bad = parsed?.rows.filter((row) => !row.ok) ?? [];
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onImport(good);
      close();
    } catch (error) {
      setFailure(causeMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{IMPORT_FAQS_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{IMPORT_FAQS_HINT}</Typography>
          <div>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {LABEL_CHOOSE_CSV}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,text/csv"
              aria-label={LABEL_CHOOSE_CSV}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                readFileText(file).then(
                  (text) => {
                    setParsed(parseFaqCsv(text));
                  },
                  (error: unknown) => {
                    setFailure(causeMessage(error));
                  },
                );
              }}
            />
          </div>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {parsed?.fileError ? (
            <Alert severity="error" role="alert">
              {parsed.fileError}
            </Alert>
          ) : null}
          {parsed && !parsed.fileError ? (
            <TableContainer sx={{ maxHeight: 320 }}>
              <Table size="small" stickyHeader aria-label={IMPORT_FAQS_TITLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>{LABEL_LINE}</TableCell>
                    <TableCell>{LABEL_QUESTION}</TableCell>
                    <TableCell>{LABEL_PROBLEM}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {parsed.rows.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.faq.question}</TableCell>
                      <TableCell sx={{ color: row.ok ? undefined : 'error.main' }}>
                        {row.ok ? '' : row.error}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
          {bad.length > 0 ? <Alert severity="warning">{importSkipped(bad.length)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{LABEL_CANCEL}</Button>
        <Button variant="contained" disabled={busy || good.length === 0} onClick={() => void submit()}>
          {importFaqsLabel(good.length)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
