import { format } from 'date-fns';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { createRegularizationController } from './regularizationController';
import { regularizationApi } from './regularizationApi';
import type { RegularizationApi } from './types';

/** The regularization screen's state and actions (regularizationController) for the signed-in employee. */
export function useRegularization(api: RegularizationApi = regularizationApi) {
  const empId = useLoginDetails()?.userDetails.empId ?? '';
  return usePageStore(() => createRegularizationController(api, empId, format(new Date(), 'yyyy-MM-dd')), (store) => store.load());
}

export type RegularizationView = ReturnType<typeof useRegularization>;
