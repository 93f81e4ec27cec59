import { useEffect } from 'react';
import { downloadBlob } from '../../../src/app/masters/download';
import { usePageStore } from '../../../src/app/pageStore/usePageStore';
import { showToast } from '../../../src/app/toast/toastStore';
import { monthCloseApi } from './monthCloseApi';
import { createMonthCloseStore, type MonthCloseApi } from './monthCloseStore';

const api: MonthCloseApi = { ...monthCloseApi, save: downloadBlob, notify: showToast };

/** The close card's state and actions (monthCloseStore), read again when the page's month changes. */
export function useMonthClose(monthYear: string, closeApi: MonthCloseApi = api) {
  const view = usePageStore(() => createMonthCloseStore(closeApi), async () => undefined);
  const { load } = view.actions;
  useEffect(() => {
    void load(monthYear);
  }, [load, monthYear]);
  return view;
}
