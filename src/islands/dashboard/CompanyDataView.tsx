import { useLoad, Loading } from './view';

type PartnerDataProps = Parameters<typeof import('./PartnerData').PartnerData>[0];

/**
 * The company data and address book, with their forms' validation (react-hook-form, zod): loaded on
 * that page only, not with every dashboard page's script (the orders' page is the one most opened).
 * A failed load says so; trying again reloads the page, since the browser keeps a script import's
 * failure for the page's lifetime (nothing is typed yet: the forms were not there).
 */
export function CompanyDataView(props: PartnerDataProps) {
    const { state } = useLoad(() => import('./PartnerData').then(module => module.PartnerData), props.refused);
    const PartnerData = state.status === 'done' ? state.data : undefined;
    if (!PartnerData) return <Loading t={props.t} state={state} reload={() => window.location.reload()} />;
    return <PartnerData {...props} />;
}
