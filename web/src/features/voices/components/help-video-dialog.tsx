import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { LABEL_CLOSE, LABEL_LEARN_VOICE_SETTINGS, MSG_HELP_VIDEO_UNAVAILABLE } from '@parley/domain';
import { useId } from 'react';

interface HelpVideoDialogProps {
  open: boolean;
  onClose: () => void;
  /** An embeddable video page; the spec does not give the address, so it comes from configuration. */
  videoUrl: string | undefined;
}

/** 'Learn about voice settings': the help video in a dialog. */
export function HelpVideoDialog({ open, onClose, videoUrl }: HelpVideoDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {LABEL_LEARN_VOICE_SETTINGS}
      </DialogTitle>
      <IconButton aria-label={LABEL_CLOSE} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {videoUrl ? (
          <Box
            component="iframe"
            src={videoUrl}
            title={LABEL_LEARN_VOICE_SETTINGS}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          />
        ) : (
          <Typography color="text.secondary">{MSG_HELP_VIDEO_UNAVAILABLE}</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
