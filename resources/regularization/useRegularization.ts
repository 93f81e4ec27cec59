import { format } from 'date-fns';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { createRegularizationController } from './regularizationController';
import { regularizationApi } from './regularizationApi';
import type { RegularizationApi } from './types';

/** The regularization screen's state and actions (regularizationController) for the signed-in employee. */
export function useRegularization(api: RegularizationApi = regularizationApi) {
  const empId = useLoginDetails()?.userDetails.empId ?? '';
  const [controller] = useState(() => createRegularizationController(api, empId, format(new Date(), 'yyyy-MM-dd')));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    void controller.load();
  }, [controller]);
  return { ...state, actions: controller };
}

export type RegularizationView = ReturnType<typeof useRegularization>;
