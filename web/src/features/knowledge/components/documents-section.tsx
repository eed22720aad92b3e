import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LABEL_DELETE, type KnowledgeDocument } from '@parley/domain';
import { useRef, useState, type ChangeEvent } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { sourceElementId } from '../hooks/use-linked-source';
import { useSourceActions, type RemoveOutcome } from '../hooks/use-source-actions';
import type { SourceUpdate } from '../api/knowledge-api';
import {
  activeToggleLabel,
  chunkCountLabel,
  DELETE_DOCUMENT_BODY,
  deleteDocumentTitle,
  documentsLoadFailed,
  DOCUMENTS_EMPTY,
  DOCUMENTS_HEADING,
  DOCUMENTS_LOADING,
  LABEL_DOWNLOAD,
  LABEL_EDIT_MARKDOWN,
  LABEL_RENAME,
  LABEL_UPLOAD_FILE,
  LABEL_WRITE_DOCUMENT,
  MSG_DOCUMENT_ADDED,
  MSG_DOCUMENT_DELETED,
  MSG_DOCUMENT_SAVED,
  UPLOAD_HINT,
  uploadingLabel,
} from '../strings';
import { checkKnowledgeFile, KNOWLEDGE_FILE_ACCEPT } from '../utils/knowledge-file';
import { TitledSection } from '../../../components/titled-section';
import { MarkdownDialog, RenameDialog, WriteDocumentDialog } from './document-dialogs';
import { ListState } from './section-states';
import { SourceMenu } from './source-menu';
import { StatusChip } from './status-chip';

export interface DocumentsSectionProps {
  documents: AsyncState<readonly KnowledgeDocument[]>;
  /** Why the user may not change the knowledge base (a VIEWER), or null. */
  readOnlyReason: string | null;
  /** The row a passage's link opened the tab on, highlighted. */
  linkedId?: string | null;
  /** Uploads a checked file and adds its document; reports the fraction sent. */
  onUpload: (file: File, contentType: string, onProgress: (fraction: number) => void) => Promise<void>;
  onWrite: (document: { name: string; contentMD: string }) => Promise<void>;
  onUpdate: (update: SourceUpdate) => Promise<void>;
  onDelete: (document: KnowledgeDocument) => Promise<RemoveOutcome>;
  /** A short-lived download URL of the document's file. */
  onDownloadUrl: (document: KnowledgeDocument) => Promise<string>;
}

interface Upload {
  key: number;
  fileName: string;
  fraction: number;
}

type Dialog = { kind: 'write' } | { kind: 'rename' | 'markdown'; document: KnowledgeDocument } | null;

/** The agent's documents: upload or write one, and per document its status, Active, and its actions. */
export function DocumentsSection(props: DocumentsSectionProps) {
  const { documents, readOnlyReason, linkedId = null } = props;
  const { notify, run, removeAfterConfirm } = useSourceActions();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const readOnly = readOnlyReason !== null;

  const upload = async (file: File) => {
    const check = checkKnowledgeFile(file);
    if (!check.ok) {
      setRefusal(`${file.name}: ${check.message}`);
      return;
    }
    setRefusal(null);
    const key = Date.now() + Math.random();
    const progress = (fraction: number) => {
      setUploads((all) => all.map((item) => (item.key === key ? { ...item, fraction } : item)));
    };
    setUploads((all) => [...all, { key, fileName: file.name, fraction: 0 }]);
    await run(() => props.onUpload(file, check.contentType, progress), MSG_DOCUMENT_ADDED);
    setUploads((all) => all.filter((item) => item.key !== key));
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) void upload(file);
  };

  const remove = (document: KnowledgeDocument) =>
    removeAfterConfirm(
      { title: deleteDocumentTitle(document.name), message: DELETE_DOCUMENT_BODY },
      () => props.onDelete(document),
      MSG_DOCUMENT_DELETED,
    );

  const download = async (document: KnowledgeDocument) => {
    await run(async () => {
      window.open(await props.onDownloadUrl(document), '_blank', 'noopener');
    });
  };

  const save = (id: string, change: Omit<SourceUpdate, 'id' | 'type'>) =>
    props.onUpdate({ id, type: 'document', ...change });

  return (
    <TitledSection
      title={DOCUMENTS_HEADING}
      intro={UPLOAD_HINT}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={readOnly}
            onClick={() => input.current?.click()}
          >
            {LABEL_UPLOAD_FILE}
          </Button>
          <Button
            variant="outlined"
            startIcon={<EditNoteIcon />}
            disabled={readOnly}
            onClick={() => {
              setDialog({ kind: 'write' });
            }}
          >
            {LABEL_WRITE_DOCUMENT}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={KNOWLEDGE_FILE_ACCEPT}
            aria-label={LABEL_UPLOAD_FILE}
            onChange={onFiles}
          />
        </>
      }
    >
      {refusal ? (
        <Alert
          severity="error"
          role="alert"
          onClose={() => {
            setRefusal(null);
          }}
        >
          {refusal}
        </Alert>
      ) : null}
      {uploads.map((item) => (
        <Stack key={item.key} spacing={0.5}>
          <Typography variant="body2">{uploadingLabel(item.fileName)}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(item.fraction * 100)}
            aria-label={uploadingLabel(item.fileName)}
          />
        </Stack>
      ))}
      <ListState
        state={documents}
        texts={{ loading: DOCUMENTS_LOADING, empty: DOCUMENTS_EMPTY, failed: documentsLoadFailed }}
      >
        {(items) => (
          <List aria-label={DOCUMENTS_HEADING} disablePadding>
            {items.map((document) => (
              <ListItem
                key={document.id}
                id={sourceElementId(document.id)}
                aria-current={linkedId === document.id ? 'true' : undefined}
                divider
                disableGutters
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  bgcolor: linkedId === document.id ? 'action.selected' : undefined,
                }}
              >
                <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{document.name}</Typography>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <StatusChip status={document.status} />
                    {document.status === 'ready' ? (
                      <Typography variant="caption" color="text.secondary">
                        {chunkCountLabel(document.chunkCount)}
                      </Typography>
                    ) : null}
                    {document.status === 'failed' && document.statusReason ? (
                      <Typography variant="caption" color="error">
                        {document.statusReason}
                      </Typography>
                    ) : null}
                  </Stack>
                </Stack>
                <Switch
                  checked={document.active}
                  disabled={readOnly}
                  slotProps={{ input: { 'aria-label': activeToggleLabel(document.name) } }}
                  onChange={(_, active) => void run(() => save(document.id, { active }))}
                />
                <SourceMenu
                  name={document.name}
                  items={[
                    {
                      label: LABEL_RENAME,
                      disabled: readOnly,
                      onSelect: () => {
                        setDialog({ kind: 'rename', document });
                      },
                    },
                    {
                      label: LABEL_EDIT_MARKDOWN,
                      disabled: readOnly || document.status === 'processing',
                      onSelect: () => {
                        setDialog({ kind: 'markdown', document });
                      },
                    },
                    {
                      label: LABEL_DOWNLOAD,
                      disabled: document.fileName === '',
                      onSelect: () => void download(document),
                    },
                    { label: LABEL_DELETE, disabled: readOnly, onSelect: () => void remove(document) },
                  ]}
                />
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
      <WriteDocumentDialog
        open={dialog?.kind === 'write'}
        onClose={() => {
          setDialog(null);
        }}
        onSubmit={async (document) => {
          await props.onWrite(document);
          notify(MSG_DOCUMENT_ADDED, { severity: 'success' });
        }}
      />
      {dialog?.kind === 'rename' ? (
        <RenameDialog
          open
          name={dialog.document.name}
          onClose={() => {
            setDialog(null);
          }}
          onSubmit={async (name) => {
            await save(dialog.document.id, { name });
            notify(MSG_DOCUMENT_SAVED, { severity: 'success' });
          }}
        />
      ) : null}
      {dialog?.kind === 'markdown' ? (
        <MarkdownDialog
          open
          title={dialog.document.name}
          contentMD={dialog.document.contentMD}
          onClose={() => {
            setDialog(null);
          }}
          onSubmit={async (contentMD) => {
            await save(dialog.document.id, { contentMD });
            notify(MSG_DOCUMENT_SAVED, { severity: 'success' });
          }}
        />
      ) : null}
    </TitledSection>
  );
}
