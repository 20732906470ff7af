import { VALIDATION_KEYS, validationMessages } from '../../lib/validation';
import type { ChatStrings } from './ChatPanel';

/** The texts the chat panel gets (ChatWidget.astro translates them at build time). */
export const CHAT_STRINGS = [
    ...VALIDATION_KEYS,
    'chat.title',
    'chat.intro',
    'chat.description',
    'chat.email',
    'chat.phone',
    'chat.send',
    'chat.sending',
    'chat.thanks',
    'chat.close',
    'requests.captchaRequired',
] as const;

/** The panel's strings from their translations. */
export function chatStrings(texts: Record<(typeof CHAT_STRINGS)[number], string>): ChatStrings {
    return {
        title: texts['chat.title'],
        intro: texts['chat.intro'],
        description: texts['chat.description'],
        email: texts['chat.email'],
        phone: texts['chat.phone'],
        send: texts['chat.send'],
        sending: texts['chat.sending'],
        thanks: texts['chat.thanks'],
        close: texts['chat.close'],
        captchaRequired: texts['requests.captchaRequired'],
        validation: validationMessages(texts),
    };
}
