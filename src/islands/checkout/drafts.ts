/**
 * Checkout form drafts in sessionStorage: a reload (or a trip back to the cart) keeps what the
 * visitor typed; the cart itself is on the server. Cleared when the order is placed.
 */
import type { PaymentType } from '../../lib/api/checkout';

const PREFIX = 'checkout.';

export function readDraft<T>(name: string): Partial<T> | null {
    try {
        const raw = sessionStorage.getItem(PREFIX + name);
        return raw ? (JSON.parse(raw) as Partial<T>) : null;
    } catch {
        return null;
    }
}

export function writeDraft<T>(name: string, value: T): void {
    try {
        sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
    } catch {
        // storage full or refused: the form still works, only without a draft
    }
}

export function clearDrafts(): void {
    try {
        for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    } catch {
        // nothing stored
    }
}

/** The payment step's choice, which the confirm step uses. */
export interface PaymentDraft {
    methodCode: string;
    methodName: string;
    kind: PaymentType;
    termsAccepted: boolean;
    productInfoAccepted: boolean;
}

export function paymentDraft(): PaymentDraft | null {
    const draft = readDraft<PaymentDraft>('payment');
    return draft?.methodCode && draft.kind && draft.termsAccepted && draft.productInfoAccepted ? (draft as PaymentDraft) : null;
}
