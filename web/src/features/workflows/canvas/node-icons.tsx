// The icon of each node type, falling back to its kind's (unknown types get the generic one).
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BoltIcon from '@mui/icons-material/Bolt';
import CallEndIcon from '@mui/icons-material/CallEnd';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import CodeIcon from '@mui/icons-material/Code';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ExtensionIcon from '@mui/icons-material/Extension';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import HttpIcon from '@mui/icons-material/Http';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import ReplayIcon from '@mui/icons-material/Replay';
import SignpostIcon from '@mui/icons-material/Signpost';
import SmsIcon from '@mui/icons-material/Sms';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SxProps, Theme } from '@mui/material';

const BY_TYPE: Readonly<Record<string, SvgIconComponent>> = {
  RECEIVE_CALL: PhoneCallbackIcon,
  OUTBOUND_CALL: CallMadeIcon,
  PROMPT: ChatIcon,
  QUESTION: QuestionAnswerIcon,
  SAY_EXACTLY: RecordVoiceOverIcon,
  END_CALL: CallEndIcon,
  TRANSFER_CALL: PhoneForwardedIcon,
  SEND_SMS: SmsIcon,
  SEND_EMAIL: EmailIcon,
  GMAIL: EmailIcon,
  API_REQUEST: HttpIcon,
  CUSTOM_API: HttpIcon,
  WEBHOOK: WebhookIcon,
  ZAPIER: WebhookIcon,
  MAKE: WebhookIcon,
  SEND_CALL_DATA: WebhookIcon,
  FILTER: FilterAltIcon,
  DELAY: AccessTimeIcon,
  KNOWLEDGE_BASE: MenuBookIcon,
  CODE: CodeIcon,
  NOTIFICATION: NotificationsIcon,
  CAMPAIGN: CampaignIcon,
  REDIAL: ReplayIcon,
  AVAILABILITY: EventAvailableIcon,
  GOOGLE_CALENDAR: EventAvailableIcon,
  GOOGLE_CALENDAR_V2: EventAvailableIcon,
  TRANSFER_WORKFLOW: AccountTreeIcon,
  END_FLOW: StopCircleIcon,
  SIGNPOST: SignpostIcon,
  CUSTOM_LIVE_CALL: SupportAgentIcon,
};

const BY_KIND: Readonly<Record<string, SvgIconComponent>> = {
  TRIGGER: BoltIcon,
  FORM: ChatIcon,
  ACTION: BoltIcon,
};

export function NodeTypeIcon({ type, kind, sx }: { type: string; kind: string; sx?: SxProps<Theme> }) {
  const Icon = BY_TYPE[type] ?? BY_KIND[kind] ?? ExtensionIcon;
  return <Icon fontSize="small" aria-hidden {...(sx ? { sx } : {})} />;
}
