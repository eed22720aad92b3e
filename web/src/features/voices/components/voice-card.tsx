import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { voiceTags, type Voice } from '@parley/domain';
import {
  CustomizeButton,
  FavouriteButton,
  PlayButton,
  SelectButton,
  type VoiceItemActions,
} from './voice-controls';
import { VoiceAvatar } from './voice-avatar';
import { VISIBLE_TAGS, VoiceTagList } from './voice-tag-list';

interface VoiceCardProps {
  voice: Voice;
  actions: VoiceItemActions;
}

/** A featured voice: picture, heart, play, name, two tags and '+N', Select and customize. */
export function VoiceCard({ voice, actions }: VoiceCardProps) {
  return (
    <Card variant="outlined" component="article" aria-label={voice.name} sx={{ height: '100%' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', p: 1.5, pb: 0 }}
      >
        <VoiceAvatar ttsId={voice.ttsId} size={72} variant="rounded" />
        <Stack direction="row">
          <FavouriteButton voice={voice} actions={actions} />
          <PlayButton voice={voice} actions={actions} />
        </Stack>
      </Stack>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h3" noWrap title={voice.name}>
          {voice.name}
        </Typography>
        <VoiceTagList tags={voiceTags(voice)} max={VISIBLE_TAGS} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 1.5, pt: 0 }}>
        <SelectButton voice={voice} actions={actions} />
        <CustomizeButton voice={voice} actions={actions} />
      </CardActions>
    </Card>
  );
}
