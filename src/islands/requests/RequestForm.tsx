import { COMPLAINT_UPLOADS, type Locale, ORDER_NUMBER_MIN_LENGTH } from '@timber-shop/rules';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Captcha, useCaptcha } from '../../components/forms/Captcha';
import { Field, FormMessage } from '../../components/forms/fields';
import { loadUser } from '../../lib/api/account';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { changeOrderRequest, checkOrder, complaintRequest, createContactLead, infoRequest, type RequestContactInput, requestQuote } from '../../lib/api/requests';
import { $cartSize } from '../../lib/cart/cart-size';
import { pendingCampaign } from '../../lib/cart/campaign';
import { useOnHydration } from '../../lib/hydration';
import { asksOrderNumber, clearDraft, EMPTY_REQUEST, loadDraft, photosError, type RequestFormKind, type RequestFormValues, saveDraft } from '../../lib/requests';
import { lazyResolver } from '../../lib/lazy-resolver';
import { validationMessages } from '../../lib/validation';
import type { RequestFormStrings } from './strings';

/**
 * A request form (the contact children and the quote page): react-hook-form with the spec's
 * messages, the captcha, the server's messages at their fields; what was typed stays across a
 * failed send and a reload (session storage) and is cleared once the request is in. A logged-in
 * visitor finds name, e-mail and phone filled in.
 */
interface Props {
    locale: Locale;
    kind: RequestFormKind;
    strings: RequestFormStrings;
}

const schemas = () => import('./schemas');

const SERVER_FIELDS = ['name', 'emailAddress', 'phoneNumber', 'company', 'orderNumber', 'message'] as const;

export default function RequestForm({ locale, kind, strings: s }: Props) {
    const messages = { ...validationMessages(s), orderNumber: s['requests.orderNumberInvalid'] };
    const form = useForm<RequestFormValues>({ resolver: lazyResolver(schemas, s => s.requestResolver(kind, messages)), defaultValues: EMPTY_REQUEST });
    const { register, handleSubmit, formState, setError, reset, watch, getValues } = form;
    const captcha = useCaptcha(s['requests.captchaRequired']);
    const [photos, setPhotos] = useState<File[]>([]);
    const [photosMessage, setPhotosMessage] = useState('');
    const [formError, setFormError] = useState('');
    const [sent, setSent] = useState(false);
    const [hasCart, setHasCart] = useState(false);
    const [ready, setReady] = useState(false);
    const photoInput = useRef<HTMLInputElement>(null);
    const id = (field: string) => `request-${kind}-${field}`;

    useOnHydration(() => {
        setHasCart(kind === 'quotePage' && $cartSize.get() > 0);
        setReady(true);
        const draft = loadDraft(kind);
        // what was typed before the island was there (react-hook-form takes it from the fields) wins over an older
        // draft, and is kept as the draft: the draft's watch below sees only what is typed from now on
        const typed = Object.fromEntries(Object.entries(getValues()).filter(([, value]) => value !== '' && value !== false));
        const values = { ...EMPTY_REQUEST, ...draft, ...typed };
        reset(values);
        if (Object.keys(typed).length > 0) saveDraft(kind, values);
        loadUser(locale)
            .then(user => {
                if (!user) return;
                const current = getValues();
                const name = `${user.firstName} ${user.lastName}`.trim();
                reset({
                    ...current,
                    name: current.name || name,
                    emailAddress: current.emailAddress || user.emailAddress,
                    phoneNumber: current.phoneNumber || (user.phoneNumber ?? ''),
                });
            })
            .catch(() => undefined);
    });

    useEffect(() => {
        const subscription = watch(values => saveDraft(kind, { ...EMPTY_REQUEST, ...values } as RequestFormValues));
        return () => subscription.unsubscribe();
    }, [watch, kind]);

    const onPhotos = (files: File[]) => {
        setPhotos(files);
        setPhotosMessage(photosError(files, { uploadLimit: s['requests.uploadLimit'], fileType: s['requests.fileType'] }) ?? '');
    };

    // 'You must fill all fields.' when a required field is empty; any other refusal is said at its field
    const onInvalid = (invalid: typeof formState.errors) => setFormError(Object.values(invalid).some(error => error?.message === messages.required) ? s['requests.allFields'] : '');

    /** The order number is one of the shop's orders (the visitor's own when logged in): checkOrder, as the server checks it again. */
    const orderNumberKnown = async (orderNumber: string) => {
        if (await checkOrder(locale, orderNumber)) return true;
        setError('orderNumber', { type: 'server', message: messages.orderNumber }, { shouldFocus: true });
        return false;
    };

    const onValid = async (values: RequestFormValues) => {
        setFormError('');
        try {
            if (asksOrderNumber(kind) && !(await orderNumberKnown(values.orderNumber))) return;
        } catch (error) {
            return setFormError(errorMessage(error));
        }
        if (!captcha.require()) return;
        if (photosMessage) return;
        const input: RequestContactInput = {
            name: values.name,
            emailAddress: values.emailAddress,
            phoneNumber: values.phoneNumber,
            company: values.company,
            message: values.message,
            campaign: pendingCampaign(),
        };
        try {
            if (kind === 'quote' || kind === 'quotePage') await requestQuote(locale, input, values.includeCart, captcha.answer);
            else if (kind === 'callback') await createContactLead(locale, input, captcha.answer);
            else if (kind === 'order') await changeOrderRequest(locale, input, values.orderNumber, captcha.answer);
            else if (kind === 'complain') await complaintRequest(locale, input, values.orderNumber, photos, captcha.answer);
            else await infoRequest(locale, input, captcha.answer);
            clearDraft(kind);
            reset(EMPTY_REQUEST);
            onPhotos([]);
            if (photoInput.current) photoInput.current.value = '';
            setSent(true);
        } catch (error) {
            const fields = error instanceof ApiError ? error.fields : {};
            let shown = false;
            for (const field of SERVER_FIELDS) {
                if (fields[field]) {
                    setError(field, { type: 'server', message: fields[field] });
                    shown = true;
                }
            }
            if (fields.attachments) setPhotosMessage(fields.attachments);
            if (fields.captcha) captcha.setError(fields.captcha);
            if (!shown && !fields.attachments && !fields.captcha) setFormError(errorMessage(error));
        } finally {
            captcha.used();
        }
    };

    if (sent) {
        return (
            <div className="request-sent" data-testid="request-sent">
                <FormMessage type="success">
                    {s['requests.thanks']} {s['requests.confirmation']}
                </FormMessage>
                <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
                    {s['requests.again']}
                </button>
            </div>
        );
    }

    const errors = formState.errors;
    return (
        <form className="request-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)} data-testid="request-form" data-ready={ready}>
            <Field id={id('name')} label={s['requests.fields.name']} error={errors.name}>
                <input id={id('name')} autoComplete="name" maxLength={255} {...register('name')} aria-invalid={!!errors.name} />
            </Field>
            <Field id={id('email')} label={s['requests.fields.email']} error={errors.emailAddress}>
                <input id={id('email')} type="email" autoComplete="email" maxLength={255} {...register('emailAddress')} aria-invalid={!!errors.emailAddress} />
            </Field>
            <Field id={id('phone')} label={s['requests.fields.phone']} error={errors.phoneNumber}>
                <input id={id('phone')} type="tel" autoComplete="tel" maxLength={20} {...register('phoneNumber')} aria-invalid={!!errors.phoneNumber} />
            </Field>
            <Field id={id('company')} label={s['requests.fields.company']} error={errors.company}>
                <input id={id('company')} autoComplete="organization" maxLength={255} {...register('company')} />
            </Field>
            {asksOrderNumber(kind) && (
                <Field id={id('orderNumber')} label={s['requests.fields.orderNumber']} error={errors.orderNumber}>
                    <input
                        id={id('orderNumber')}
                        maxLength={50}
                        {...register('orderNumber', {
                            setValueAs: (value: string) => value.toUpperCase(),
                            // told at once when leaving the field, not only on sending
                            onBlur: event => {
                                const value = String(event.target.value).trim();
                                if (value.length >= ORDER_NUMBER_MIN_LENGTH) orderNumberKnown(value).catch(() => undefined);
                            },
                        })}
                        aria-invalid={!!errors.orderNumber}
                    />
                </Field>
            )}
            {hasCart && (
                <label className="checkbox">
                    <input type="checkbox" {...register('includeCart')} data-testid="include-cart" /> {s['requests.fields.includeCart']}
                </label>
            )}
            <Field id={id('message')} label={s['requests.fields.message']} error={errors.message}>
                <textarea id={id('message')} rows={6} maxLength={4000} {...register('message')} aria-invalid={!!errors.message} />
            </Field>
            {kind === 'complain' && (
                <Field id={id('photos')} label={s['requests.fields.photos']} error={photosMessage} hint={s['requests.photosHint']}>
                    <input
                        id={id('photos')}
                        ref={photoInput}
                        type="file"
                        multiple
                        accept={COMPLAINT_UPLOADS.mimeTypes.join(',')}
                        onChange={event => onPhotos(Array.from(event.target.files ?? []))}
                    />
                </Field>
            )}
            <Captcha locale={locale} {...captcha.widget} />
            {formError && <FormMessage type="error" testId="request-error">{formError}</FormMessage>}
            <button type="submit" className="button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? s['requests.sending'] : s['requests.send']}
            </button>
        </form>
    );
}
