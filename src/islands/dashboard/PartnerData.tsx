import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { BRAND, checkVatNumberFormat, type Locale } from '@timber-shop/rules';
import { addAddress, deleteAddress, getAddresses, type AddressType, type SavedAddress, selectAddress, updateAddress } from '../../lib/api/addresses';
import { createUpdatePartner, getPartner, type Partner, submitVatNumber, updatePartnerProfile } from '../../lib/api/dashboard';
import { requestUpdateCustomerEmailAddress } from '../../lib/api/account';
import { userCookieOf } from '../../lib/session';
import { readUserCookie, userCookie } from '../../lib/user';
import { errorMessage } from '../../lib/api/errors';
import { useOnHydration } from '../../lib/hydration';
import { isValidAddress, stripSpaces } from './dashboard';
import { postalCodeError, postalCodeForBackend, validationMessages } from '../../lib/validation';
import { email, optionalText, phone, required } from '../../lib/schemas/fields';
import { Field, FormMessage } from '../../components/forms/fields';
import type { DashboardStrings } from './strings';

type T = (key: keyof DashboardStrings, values?: Record<string, string | number>) => string;
interface Props {
    locale: Locale;
    t: T;
    strings: DashboardStrings;
    /** a load's failure: true when it was the session (the guard then goes to login) */
    refused: (error: unknown) => boolean;
}

/**
 * The data page: the customer's details with the invoice address (updatePartnerProfile; spaces
 * stripped from the postal code, the country id sent as a number), the login e-mail address and its
 * change (Vendure's: a link to the new address confirms it), the company (createUpdatePartner, the
 * industry id as a number; the VAT number read-only, changed by e-mailing the shop), then the address book.
 */
export function PartnerData(props: Props) {
    const { locale, t, refused } = props;
    const [state, setState] = useState<{ status: 'busy' | 'failed' | 'done'; partner?: Partner; message?: string }>({ status: 'busy' });
    function load() {
        getPartner(locale)
            .then(partner => setState({ status: 'done', partner: partner ?? undefined }))
            .catch(error => {
                if (!refused(error)) setState({ status: 'failed', message: errorMessage(error) });
            });
    }
    useOnHydration(load);
    if (state.status === 'busy') return <p aria-busy="true">{t('dashboard.loading')}</p>;
    if (!state.partner) {
        return (
            <div>
                <FormMessage type="error" testId="dashboard-error">{t('dashboard.loadFailed', { message: state.message ?? '' })}</FormMessage>
                <button type="button" className="button" onClick={load}>{t('dashboard.retry')}</button>
            </div>
        );
    }
    return (
        <>
            <PartnerForm {...props} partner={state.partner} onSaved={load} />
            <EmailChangeForm {...props} current={state.partner.customer.emailAddress} />
            <CompanyForm {...props} partner={state.partner} onSaved={load} />
            <AddressBook {...props} countries={state.partner.countries} />
        </>
    );
}

function PartnerForm({ locale, t, strings, partner, onSaved }: Props & { partner: Partner; onSaved: () => void }) {
    const messages = validationMessages(strings);
    const { customer, countries } = partner;
    const billing = customer.addresses?.find(a => a.defaultBillingAddress);
    const schema = z
        .object({
            firstName: required(messages, 100),
            lastName: required(messages, 100),
            phoneNumber: phone(messages),
            mobile: optionalText(30),
            street: required(messages, 100),
            zip: z.string(),
            city: required(messages, 100),
            countryId: required(messages, 20),
        })
        .check(z.superRefine((v, ctx) => {
            const code = countries.find(c => c.id === v.countryId)?.code ?? '';
            const zipError = postalCodeError(messages, code, v.zip);
            if (zipError) ctx.addIssue({ code: 'custom', path: ['zip'], message: zipError });
        }));
    type Values = z.infer<typeof schema>;
    const form = useForm<Values>({
        resolver: zodResolver(schema),
        defaultValues: {
            firstName: customer.firstName,
            lastName: customer.lastName,
            phoneNumber: customer.phoneNumber ?? '',
            mobile: customer.mobile ?? '',
            street: billing?.streetLine1 ?? '',
            zip: billing?.postalCode ?? '',
            city: billing?.city ?? '',
            countryId: billing?.country.id ?? countries.find(c => c.code === (locale === 'de' ? 'DE' : 'NL'))?.id ?? '',
        },
    });
    const { errors, isSubmitting } = form.formState;
    const [saved, setSaved] = useState(false);

    async function submit(v: Values) {
        setSaved(false);
        try {
            await updatePartnerProfile(locale, {
                firstName: v.firstName,
                lastName: v.lastName,
                phoneNumber: v.phoneNumber,
                mobile: v.mobile,
                // spec section 5: spaces stripped from the postal code, the country id as a number
                billingAddress: { streetLine1: v.street, city: v.city, postalCode: stripSpaces(v.zip), countryId: Number(v.countryId) },
            });
            setSaved(true);
            onSaved();
        } catch (error) {
            form.setError('root', { message: errorMessage(error) });
        }
    }

    const input = (name: keyof Values, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
        <input id={`partner-${name}`} aria-invalid={errors[name] ? true : undefined} {...props} {...form.register(name)} />
    );
    return (
        <form className="checkout-card dashboard-form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="partner-form">
            <h2>{t('dashboard.data.personTitle')}</h2>
            <p>
                {customer.emailAddress} · {t('dashboard.data.customerNumber', { id: customer.id })}
            </p>
            <div className="address-form__row">
                <Field id="partner-firstName" label={t('dashboard.data.firstName')} error={errors.firstName}>{input('firstName', { autoComplete: 'given-name' })}</Field>
                <Field id="partner-lastName" label={t('dashboard.data.lastName')} error={errors.lastName}>{input('lastName', { autoComplete: 'family-name' })}</Field>
            </div>
            <div className="address-form__row">
                <Field id="partner-phoneNumber" label={t('dashboard.data.phone')} error={errors.phoneNumber}>{input('phoneNumber', { type: 'tel', autoComplete: 'tel' })}</Field>
                <Field id="partner-mobile" label={t('dashboard.data.mobile')} error={errors.mobile}>{input('mobile', { type: 'tel' })}</Field>
            </div>
            <h2>{t('dashboard.data.billingTitle')}</h2>
            <Field id="partner-street" label={t('dashboard.data.street')} error={errors.street}>{input('street', { autoComplete: 'billing street-address' })}</Field>
            <div className="address-form__row">
                <Field id="partner-zip" label={t('dashboard.data.zip')} error={errors.zip}>{input('zip', { autoComplete: 'billing postal-code', maxLength: 10 })}</Field>
                <Field id="partner-city" label={t('dashboard.data.city')} error={errors.city}>{input('city', { autoComplete: 'billing address-level2' })}</Field>
            </div>
            <Field id="partner-countryId" label={t('dashboard.data.country')} error={errors.countryId}>
                <select id="partner-countryId" {...form.register('countryId')}>
                    {countries.map(c => (
                        <option key={c.id} value={c.id}>{c.name}</option>
                    ))}
                </select>
            </Field>
            {errors.root && <FormMessage type="error" testId="partner-error">{errors.root.message}</FormMessage>}
            {saved && <FormMessage type="success" testId="partner-saved">{t('dashboard.data.saved')}</FormMessage>}
            <button type="submit" className="button" disabled={isSubmitting} data-testid="partner-submit">{t('dashboard.data.save')}</button>
        </form>
    );
}

/**
 * The company (spec: createUpdatePartner): made when the account has none, else changed; its name is
 * required. The VAT number beside it is read-only: entered once (submitVatNumber), then changed by e-mailing the shop.
 */
function CompanyForm({ locale, t, strings, partner, onSaved }: Props & { partner: Partner; onSaved: () => void }) {
    const messages = validationMessages(strings);
    const { customer, industries } = partner;
    const schema = z.object({
        companyName: required(messages, 100),
        companyPhone: optionalText(30),
        kvk: optionalText(20),
        industryId: z.string(),
        billingContact: optionalText(100),
    });
    type Values = z.infer<typeof schema>;
    const form = useForm<Values>({
        resolver: zodResolver(schema),
        defaultValues: {
            companyName: customer.company.name ?? '',
            companyPhone: customer.company.phone ?? '',
            kvk: customer.company.kvk ?? '',
            industryId: customer.company.industry ? String(customer.company.industry.id) : '',
            billingContact: customer.company.billingContact ?? '',
        },
    });
    const { errors, isSubmitting } = form.formState;
    const [saved, setSaved] = useState(false);

    async function submit(v: Values) {
        setSaved(false);
        try {
            // spec section 5: the industry id as a number
            await createUpdatePartner(locale, { name: v.companyName, phone: v.companyPhone, kvk: v.kvk, billingContact: v.billingContact, industryId: v.industryId ? Number(v.industryId) : null });
            setSaved(true);
            onSaved();
        } catch (error) {
            form.setError('root', { message: errorMessage(error) });
        }
    }

    const input = (name: keyof Values, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
        <input id={`partner-${name}`} aria-invalid={errors[name] ? true : undefined} {...props} {...form.register(name)} />
    );
    const mail = `mailto:${BRAND[locale].email}?subject=${encodeURIComponent(`${t('dashboard.data.vat')} – ${t('dashboard.data.customerNumber', { id: customer.id })}`)}`;
    return (
        <form className="checkout-card dashboard-form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="company-form">
            <h2>{t('dashboard.data.companyTitle')}</h2>
            <Field id="partner-companyName" label={t('dashboard.data.companyName')} error={errors.companyName}>{input('companyName', { autoComplete: 'organization' })}</Field>
            <div className="field">
                <span className="field__label">{t('dashboard.data.vat')}</span>
                <p className="dashboard-vat" data-testid="partner-vat">
                    <strong>{customer.company.vat ?? t('dashboard.data.vatNone')}</strong>
                    {customer.company.vat && (
                        <>
                            <br />
                            <span data-testid="vat-status" data-status={customer.company.vatStatus}>
                                {t(`businessPrices.status.${customer.company.vatStatus}`)}
                            </span>
                        </>
                    )}
                    <br />
                    <small>
                        {t('dashboard.data.vatNote')} <a href={mail} data-testid="vat-mailto">{t('dashboard.data.vatMail')}</a>
                    </small>
                </p>
                {(!customer.company.vat || customer.company.vatStatus === 'invalid') && <VatNumberEntry locale={locale} t={t} onChecked={onSaved} />}
            </div>
            <div className="address-form__row">
                <Field id="partner-kvk" label={t('dashboard.data.kvk')} error={errors.kvk}>{input('kvk')}</Field>
                <Field id="partner-companyPhone" label={t('dashboard.data.companyPhone')} error={errors.companyPhone}>{input('companyPhone', { type: 'tel' })}</Field>
            </div>
            <div className="address-form__row">
                <Field id="partner-industryId" label={t('dashboard.data.industry')} error={errors.industryId}>
                    <select id="partner-industryId" {...form.register('industryId')}>
                        <option value="">{t('dashboard.data.industryNone')}</option>
                        {industries.map(i => (
                            <option key={i.id} value={i.id}>{i.fullName}</option>
                        ))}
                    </select>
                </Field>
                <Field id="partner-billingContact" label={t('dashboard.data.billingContact')} error={errors.billingContact}>{input('billingContact')}</Field>
            </div>
            {errors.root && <FormMessage type="error" testId="company-error">{errors.root.message}</FormMessage>}
            {saved && <FormMessage type="success" testId="company-saved">{t('dashboard.data.companySaved')}</FormMessage>}
            <button type="submit" className="button" disabled={isSubmitting} data-testid="company-submit">{t('dashboard.data.companySave')}</button>
        </form>
    );
}

/**
 * The login e-mail address and its change (Vendure's e-mail change: with the current password, a link
 * goes to the new address; /verify?change=email confirms it, and from then on it is the login).
 */
function EmailChangeForm({ locale, t, strings, current }: Props & { current: string }) {
    const messages = validationMessages(strings);
    const schema = z.object({
        newEmailAddress: email(messages).check(z.refine(value => value.toLowerCase() !== current.toLowerCase(), t('dashboard.data.emailSame'))),
        password: z.string().check(z.minLength(1, messages.required), z.maxLength(200)),
    });
    type Values = z.infer<typeof schema>;
    const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newEmailAddress: '', password: '' } });
    const { errors, isSubmitting } = form.formState;
    const [sentTo, setSentTo] = useState('');

    async function submit(v: Values) {
        setSentTo('');
        try {
            await requestUpdateCustomerEmailAddress(locale, v.password, v.newEmailAddress);
            setSentTo(v.newEmailAddress);
            form.reset();
        } catch (error) {
            form.setError('root', { message: errorMessage(error, { INVALID_CREDENTIALS_ERROR: t('dashboard.data.wrongPassword'), EMAIL_ADDRESS_CONFLICT_ERROR: t('dashboard.data.emailTaken') }) });
        }
    }
    return (
        <form className="checkout-card dashboard-form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="email-change-form">
            <h2>{t('dashboard.data.emailTitle')}</h2>
            <p data-testid="login-email">{t('dashboard.data.emailIntro', { email: current })}</p>
            <div className="address-form__row">
                <Field id="email-new" label={t('dashboard.data.newEmail')} error={errors.newEmailAddress}>
                    <input id="email-new" type="email" autoComplete="email" aria-invalid={errors.newEmailAddress ? true : undefined} {...form.register('newEmailAddress')} />
                </Field>
                <Field id="email-password" label={t('dashboard.data.currentPassword')} error={errors.password}>
                    <input id="email-password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
                </Field>
            </div>
            {errors.root && <FormMessage type="error" testId="email-change-error">{errors.root.message}</FormMessage>}
            {sentTo && <FormMessage type="success" testId="email-change-sent">{t('dashboard.data.emailChangeSent', { email: sentTo })}</FormMessage>}
            <button type="submit" className="button button--secondary" disabled={isSubmitting} data-testid="email-change-submit">{t('dashboard.data.emailChange')}</button>
        </form>
    );
}

type Country = Partner['countries'][number];

/** The address book: every saved address with its defaults; add, edit, delete, and choose the default delivery and invoice address. */
function AddressBook({ locale, t, strings, refused, countries }: Props & { countries: Country[] }) {
    const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
    const [editing, setEditing] = useState<string | 'new' | null>(null);
    const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string } | null>(null);

    function load() {
        getAddresses(locale, 'Shipping').then(setAddresses, error => {
            if (!refused(error)) setMessage({ type: 'error', text: errorMessage(error) });
        });
    }
    useOnHydration(load);

    async function act(action: () => Promise<void>, done: string) {
        setMessage(null);
        try {
            await action();
            setMessage({ type: 'success', text: done });
            setEditing(null);
            load();
        } catch (error) {
            setMessage({ type: 'error', text: errorMessage(error) });
        }
    }
    const select = (id: string, type: AddressType) => void act(() => selectAddress(locale, id, type), t('dashboard.addresses.selected'));

    return (
        <section className="checkout-card" data-testid="address-book">
            <h2>{t('dashboard.addresses.title')}</h2>
            {addresses?.length === 0 && <p>{t('dashboard.addresses.none')}</p>}
            <ul className="dashboard-addresses">
                {addresses?.map(address => (
                    <li key={address.id} data-testid="saved-address" data-street={address.streetLine1}>
                        {editing === address.id ? (
                            <AddressForm locale={locale} t={t} strings={strings} countries={countries} address={address} onCancel={() => setEditing(null)} onSave={input => act(() => updateAddress(locale, { id: address.id, ...input }), t('dashboard.addresses.saved'))} />
                        ) : (
                            <>
                                <address>
                                    {[address.company, address.fullName, address.streetLine1, `${address.postalCode ?? ''} ${address.city ?? ''}`.trim(), address.country.name].filter(Boolean).join(', ')}
                                </address>
                                <p className="dashboard-addresses__badges">
                                    {address.defaultShippingAddress && <span className="badge" data-testid="default-shipping">{t('dashboard.addresses.defaultShipping')}</span>}
                                    {address.defaultBillingAddress && <span className="badge" data-testid="default-billing">{t('dashboard.addresses.defaultBilling')}</span>}
                                    {!isValidAddress({ id: address.id, street: address.streetLine1, city: address.city, zip: address.postalCode, countryId: address.country.id }) && (
                                        <span className="badge badge--warning">{t('dashboard.addresses.incomplete')}</span>
                                    )}
                                </p>
                                <div className="dashboard-order__buttons">
                                    <button type="button" className="button button--secondary" onClick={() => setEditing(address.id)}>{t('dashboard.addresses.edit')}</button>
                                    {!address.defaultShippingAddress && (
                                        <button type="button" className="button button--secondary" onClick={() => select(address.id, 'Shipping')}>{t('dashboard.addresses.selectShipping')}</button>
                                    )}
                                    {!address.defaultBillingAddress && (
                                        <button type="button" className="button button--secondary" onClick={() => select(address.id, 'Billing')}>{t('dashboard.addresses.selectBilling')}</button>
                                    )}
                                    <button type="button" className="button button--secondary" onClick={() => void act(() => deleteAddress(locale, address.id), t('dashboard.addresses.deleted'))}>
                                        {t('dashboard.addresses.delete')}
                                    </button>
                                </div>
                            </>
                        )}
                    </li>
                ))}
            </ul>
            {message && <FormMessage type={message.type} testId="address-book-message">{message.text}</FormMessage>}
            {editing === 'new' ? (
                <AddressForm
                    locale={locale}
                    t={t}
                    strings={strings}
                    countries={countries}
                    onCancel={() => setEditing(null)}
                    onSave={input => act(async () => void (await addAddress(locale, input)), t('dashboard.addresses.saved'))}
                />
            ) : (
                <button type="button" className="button" data-testid="add-address" onClick={() => setEditing('new')}>{t('dashboard.addresses.add')}</button>
            )}
        </section>
    );
}

interface AddressInput {
    fullName: string;
    company: string;
    streetLine1: string;
    postalCode: string;
    city: string;
    countryCode: string;
    phoneNumber: string;
}

function AddressForm({ t, strings, countries, address, onSave, onCancel }: { locale: Locale; t: T; strings: DashboardStrings; countries: Country[]; address?: SavedAddress; onSave: (input: AddressInput) => Promise<void>; onCancel: () => void }) {
    const messages = validationMessages(strings);
    const schema = z
        .object({ fullName: required(messages, 100), company: optionalText(100), streetLine1: required(messages, 100), postalCode: z.string(), city: required(messages, 100), countryCode: required(messages, 2), phoneNumber: optionalText(30) })
        .check(z.superRefine((v, ctx) => {
            const zipError = postalCodeError(messages, v.countryCode, v.postalCode);
            if (zipError) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: zipError });
        }));
    const form = useForm<AddressInput>({
        resolver: zodResolver(schema),
        defaultValues: {
            fullName: address?.fullName ?? '',
            company: address?.company ?? '',
            streetLine1: address?.streetLine1 ?? '',
            postalCode: address?.postalCode ?? '',
            city: address?.city ?? '',
            countryCode: address?.country.code ?? 'NL',
            phoneNumber: address?.phoneNumber ?? '',
        },
    });
    const { errors, isSubmitting } = form.formState;
    const input = (name: keyof AddressInput, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
        <input id={`book-${name}`} aria-invalid={errors[name] ? true : undefined} {...props} {...form.register(name)} />
    );
    return (
        <form className="dashboard-form" noValidate data-testid="address-book-form" onSubmit={form.handleSubmit(v => onSave({ ...v, postalCode: postalCodeForBackend(v.countryCode, v.postalCode) }))}>
            <div className="address-form__row">
                <Field id="book-fullName" label={t('dashboard.addresses.name')} error={errors.fullName}>{input('fullName', { autoComplete: 'name' })}</Field>
                <Field id="book-company" label={t('dashboard.addresses.company')} error={errors.company}>{input('company', { autoComplete: 'organization' })}</Field>
            </div>
            <Field id="book-streetLine1" label={t('dashboard.data.street')} error={errors.streetLine1}>{input('streetLine1', { autoComplete: 'street-address' })}</Field>
            <div className="address-form__row">
                <Field id="book-postalCode" label={t('dashboard.data.zip')} error={errors.postalCode}>{input('postalCode', { autoComplete: 'postal-code', maxLength: 10 })}</Field>
                <Field id="book-city" label={t('dashboard.data.city')} error={errors.city}>{input('city', { autoComplete: 'address-level2' })}</Field>
            </div>
            <div className="address-form__row">
                <Field id="book-countryCode" label={t('dashboard.data.country')} error={errors.countryCode}>
                    <select id="book-countryCode" {...form.register('countryCode')}>
                        {countries.map(c => (
                            <option key={c.code} value={c.code}>{c.name}</option>
                        ))}
                    </select>
                </Field>
                <Field id="book-phoneNumber" label={t('dashboard.data.phone')} error={errors.phoneNumber}>{input('phoneNumber', { type: 'tel', autoComplete: 'tel' })}</Field>
            </div>
            <div className="dashboard-order__buttons">
                <button type="submit" className="button" disabled={isSubmitting} data-testid="address-book-save">{t('dashboard.data.save')}</button>
                <button type="button" className="button button--secondary" onClick={onCancel}>{t('dashboard.addresses.cancel')}</button>
            </div>
        </form>
    );
}

/**
 * A customer without a (known) VAT number enters theirs (submitVatNumber: format here, VIES in the
 * backend); once VIES knows it, the business prices apply: the user cookie gets the price list.
 * Inside the partner form, so a button of its own rather than a nested form.
 */
function VatNumberEntry({ locale, t, onChecked }: { locale: Locale; t: T; onChecked: () => void }) {
    const [value, setValue] = useState('');
    const [message, setMessage] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    async function check() {
        if (!checkVatNumberFormat(value).valid) return setMessage(t('businessPrices.vatFormat'));
        setBusy(true);
        setMessage(null);
        try {
            const customer = await submitVatNumber(locale, value);
            const current = readUserCookie(document.cookie);
            document.cookie = userCookie(userCookieOf({ ...customer, showTaxPrice: current?.showTaxPrice ?? true }));
            onChecked();
        } catch (error) {
            setMessage(errorMessage(error));
        } finally {
            setBusy(false);
        }
    }
    return (
        <div className="vat-entry">
            <Field id="partner-vat" label={t('dashboard.data.vat')} error={message ?? undefined}>
                <input id="partner-vat" value={value} onChange={event => setValue(event.target.value)} autoCapitalize="characters" maxLength={20} />
            </Field>
            <button type="button" className="button button--secondary" onClick={check} disabled={busy} data-testid="vat-check">
                {t('businessPrices.vatCheck')}
            </button>
        </div>
    );
}
