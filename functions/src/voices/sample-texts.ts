// The sentence each clone speaks for its sample, in the clone's language, so the user hears themselves
// in the language they chose.
import type { CloneLanguageCode } from '@parley/domain';

export const CLONE_SAMPLE_TEXTS: Readonly<Record<CloneLanguageCode, string>> = {
  en: 'Hi, this is my new voice. Thanks for calling, how can I help you today?',
  es: 'Hola, esta es mi nueva voz. Gracias por llamar, ¿en qué puedo ayudarle hoy?',
  fr: "Bonjour, voici ma nouvelle voix. Merci de votre appel, comment puis-je vous aider aujourd'hui ?",
  de: 'Hallo, das ist meine neue Stimme. Danke für Ihren Anruf, wie kann ich Ihnen heute helfen?',
  it: 'Ciao, questa è la mia nuova voce. Grazie per la chiamata, come posso aiutarti oggi?',
  pt: 'Olá, esta é a minha nova voz. Obrigado pela ligação, como posso ajudar hoje?',
  ru: 'Здравствуйте, это мой новый голос. Спасибо за звонок, чем я могу помочь?',
  hi: 'नमस्ते, यह मेरी नई आवाज़ है। कॉल करने के लिए धन्यवाद, मैं आज आपकी क्या मदद कर सकता हूँ?',
  nl: 'Hallo, dit is mijn nieuwe stem. Bedankt voor het bellen, waarmee kan ik u vandaag helpen?',
  sv: 'Hej, det här är min nya röst. Tack för att du ringer, hur kan jag hjälpa dig i dag?',
  da: 'Hej, dette er min nye stemme. Tak fordi du ringer, hvordan kan jeg hjælpe dig i dag?',
};
