import { UserInputError } from '@vendure/core';

/**
 * A request's input refused for one field: Vendure translates the message in the request's
 * language, and `extensions.field` names the field, so the form shows the message at it.
 */
export class FieldInputError extends UserInputError {
    constructor(field: string, message: string, variables: Record<string, string | number> = {}) {
        super(message, variables);
        Object.assign(this.extensions, { field });
    }
}
