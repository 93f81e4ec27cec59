import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getLoginDetails } from '../../src/app/auth/loginStorage';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { isHrss } from '../../src/shared/addEmployee';
import { addEmployeeApi } from './addEmployeeApi';
import { createAddEmployeeStore } from './addEmployeeStore';
import { AddEmployeeScreen } from './AddEmployeeScreen';

/** Spec 002 §4: after 'Employee added successfully' the list of employees opens. */
export const AFTER_ADD_PATH = '/employeeList';

/** /addemployee (spec 002 §2): HR adds one employee; the role type decides the HRSS behaviour (§6). */
export default function AddEmployeePage() {
  const hrss = isHrss(getLoginDetails()?.userDetails.roleType);
  const view = usePageStore(() => createAddEmployeeStore(addEmployeeApi, { hrss }), (store) => store.load());
  const navigate = useNavigate();
  useEffect(() => {
    if (view.added) navigate(AFTER_ADD_PATH);
  }, [view.added, navigate]);
  return (
    <AddEmployeeScreen
      hrss={hrss}
      loading={view.loading}
      lookups={view.lookups}
      form={view.form}
      errors={view.errors}
      problem={view.problem}
      submitting={view.submitting}
      onChange={(field, value) => void view.actions.change(field, value)}
      onSubmit={() => void view.actions.submit()}
      onReset={() => view.actions.reset()}
    />
  );
}
