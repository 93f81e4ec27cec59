import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { monthEndApi } from './monthEndApi';
import { createMonthEndStore } from './monthEndStore';

/** The Month End Process page's state and actions (monthEndStore). */
export const useMonthEnd = () => usePageStore(() => createMonthEndStore(monthEndApi), (store) => store.load());

export type MonthEndView = ReturnType<typeof useMonthEnd>;
