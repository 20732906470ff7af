import type { EmailEventHandler } from '@vendure/email-plugin';

/**
 * The EmailPlugin's handler list, filled by the plugins. Vendure's EmailPlugin has no way for
 * another plugin to add a handler, but it reads its `handlers` option only when the app
 * bootstraps (to subscribe to events) and when the dev mailbox lists them, both after every
 * plugin's configuration hook has run. So the config hands EmailPlugin.init this one list, and
 * each plugin adds its mail handlers to it in its configuration hook (`addEmailHandlers`), as it
 * adds payment handlers and strategies to the config.
 *
 * A handler replaces the one of the same type.
 */
const handlers: Array<EmailEventHandler<string, any>> = [];

/**
 * The list for EmailPlugin.init: what the plugins add. None of Vendure's `defaultEmailHandlers` is
 * in it: the shop has its own of each type (order confirmation, e-mail verification, password
 * reset, e-mail address change), in the customer's language and from the brand of that language.
 */
export function emailHandlers() {
    return handlers;
}

/** For a plugin's configuration hook: its mail handlers, each in place of one of the same type (a configuration that runs again changes nothing). */
export function addEmailHandlers(...added: Array<EmailEventHandler<string, any>>) {
    for (const handler of added) {
        const index = handlers.findIndex(h => h.type === handler.type);
        if (index >= 0) handlers[index] = handler;
        else handlers.push(handler);
    }
}
