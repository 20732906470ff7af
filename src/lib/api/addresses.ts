import { DeleteAddressDocument, UpdateAddressDocument, type UpdateAddressInput } from './gql/addresses/graphql';
import { request } from './client';
import type { Locale } from '@timber-shop/rules';
import type { AddressType } from './checkout';

/**
 * The address book (spec section 7: getAddresses(addressType), addAddress, updateAddress,
 * deleteAddress(id), selectAddress(id, type)): Vendure's customer addresses. getAddresses and
 * addAddress are the checkout's (src/lib/api/checkout.ts), which offers the saved addresses.
 */
export { addAddress, getAddresses, type AddressType, type SavedAddress } from './checkout';

export async function updateAddress(locale: Locale, input: UpdateAddressInput): Promise<void> {
    await request(locale, UpdateAddressDocument, { input });
}

export async function deleteAddress(locale: Locale, id: string): Promise<void> {
    await request(locale, DeleteAddressDocument, { id });
}

/** Makes an address the default delivery (Shipping) or invoice (Billing) address; Other changes nothing. */
export async function selectAddress(locale: Locale, id: string, type: AddressType): Promise<void> {
    if (type === 'Other') return;
    await updateAddress(locale, type === 'Shipping' ? { id, defaultShippingAddress: true } : { id, defaultBillingAddress: true });
}
