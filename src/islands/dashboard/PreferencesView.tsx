import { useState } from 'react';
import { getPreferences, updatePriceOption } from '../../lib/api/dashboard';
import { errorMessage } from '../../lib/api/errors';
import { getMailingContact, getMailings, subscribeNewsletter } from '../../lib/api/newsletter';
import { readUserCookie, userCookie } from '../../lib/user';
import { FormMessage } from '../../components/forms/fields';
import { type ViewProps, useLoad, Loading } from './view';

/**
 * Preferences: the tax display (spec: updatePriceOption), kept on the account and in the user cookie the
 * cart and checkout read; and the newsletter lists of the shop's language the customer is on.
 */
export function PreferencesView({ locale, t, refused, sessionGone }: ViewProps) {
    const load = async () => {
        const [preferences, mailings, contact] = await Promise.all([getPreferences(locale), getMailings(locale), getMailingContact(locale)]);
        if (!preferences) sessionGone();
        return preferences && { ...preferences, mailings, subscribed: (contact?.subscriptions ?? []).map(list => list.id) };
    };
    const { state, setState, reload } = useLoad(load, refused);
    const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string } | null>(null);
    if (state.status !== 'done' || !state.data) return <Loading t={t} state={state} reload={reload} />;
    const preferences = state.data;

    /** Shows the change at once and saves it; a refusal puts the saved state back. */
    async function save(change: Partial<typeof preferences>, saving: () => Promise<Partial<typeof preferences>>, saved: (result: Partial<typeof preferences>) => string) {
        setMessage(null);
        setState({ status: 'done', data: { ...preferences, ...change } });
        try {
            const result = await saving();
            setState({ status: 'done', data: { ...preferences, ...result } });
            setMessage({ type: 'success', text: saved(result) });
        } catch (error) {
            setState({ status: 'done', data: preferences });
            if (!refused(error)) setMessage({ type: 'error', text: errorMessage(error) });
        }
    }
    const choose = (showTaxPrice: boolean) =>
        save(
            { showTaxPrice },
            async () => {
                const saved = await updatePriceOption(locale, showTaxPrice);
                const user = readUserCookie(document.cookie);
                if (user) document.cookie = userCookie({ ...user, showTaxPrice: saved });
                return { showTaxPrice: saved };
            },
            result => t('dashboard.preferences.saved', { choice: t(result.showTaxPrice ? 'dashboard.preferences.included' : 'dashboard.preferences.excluded').toLowerCase() }),
        );
    const subscribe = (listId: string, on: boolean) => {
        // lists of the other languages stay as they are
        const subscribed = on ? [...preferences.subscribed, listId] : preferences.subscribed.filter(id => id !== listId);
        return save(
            { subscribed },
            async () => ({ subscribed: ((await subscribeNewsletter(locale, subscribed))?.subscriptions ?? []).map(list => list.id) }),
            () => t('dashboard.preferences.newsletterSaved'),
        );
    };
    return (
        <section className="checkout-card">
            <fieldset className="dashboard-choice" data-testid="price-option">
                <legend>{t('dashboard.preferences.title')}</legend>
                <p>{t('dashboard.preferences.intro')}</p>
                {[true, false].map(option => (
                    <label key={String(option)} className="checkbox">
                        <input type="radio" name="price-option" checked={preferences.showTaxPrice === option} onChange={() => void choose(option)} />{' '}
                        {t(option ? 'dashboard.preferences.included' : 'dashboard.preferences.excluded')}
                    </label>
                ))}
            </fieldset>
            {preferences.mailings.length > 0 && (
                <fieldset className="dashboard-choice" data-testid="newsletter-lists">
                    <legend>{t('dashboard.preferences.newsletterTitle')}</legend>
                    <p>{t('dashboard.preferences.newsletterIntro')}</p>
                    {preferences.mailings.map(list => (
                        <label key={list.id} className="checkbox">
                            <input type="checkbox" checked={preferences.subscribed.includes(list.id)} onChange={event => void subscribe(list.id, event.target.checked)} /> {list.name}
                        </label>
                    ))}
                </fieldset>
            )}
            {message && <FormMessage type={message.type} testId="preferences-message">{message.text}</FormMessage>}
        </section>
    );
}
