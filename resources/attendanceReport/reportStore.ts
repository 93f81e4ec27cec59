import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { ALL_EMPLOYEES, reportFormErrors, type FieldErrors } from '../../src/shared/attendanceReportRules';
import type { EmployeeOption, ReportApi } from './reportApi';

/** Which report a panel reads: its list and export paths and its file name (spec 001 §9). */
export interface ReportSource {
  path: string;
  exportPath: string;
  fileName: string;
}

export interface ReportForm {
  empId: string;
  fromDate: string;
  toDate: string;
}

export interface ReportState<Row> {
  employees: EmployeeOption[];
  form: ReportForm;
  errors: FieldErrors<keyof ReportForm>;
  /** The form as last submitted: the table and the export read it. */
  submitted: ReportForm | null;
  page: number;
  size: number;
  answer: { rows: Row[]; total: number } | null;
  loading: boolean;
}

export interface ReportActions {
  load(): Promise<void>;
  change(field: keyof ReportForm, value: string): void;
  submit(): Promise<boolean>;
  reset(): void;
  setPage(page: number): Promise<void>;
  setSize(size: number): Promise<void>;
  exportReport(): Promise<void>;
}

export type ReportStore<Row> = PageStore<ReportState<Row>, ReportActions>;

const EMPTY_FORM: ReportForm = { empId: '', fromDate: '', toDate: '' };

/**
 * A report form and its paged table (spec 001 §2 Reports, §5): the employee (or all in the caller's
 * scope) and both dates required, the from date at most today − 2, the to date at most yesterday
 * and not before the from date; the table and the Excel follow the submitted form.
 */
export function createReportStore<Row>(api: ReportApi, source: ReportSource, today: () => string = () => format(new Date(), 'yyyy-MM-dd')): ReportStore<Row> {
  const initial: ReportState<Row> = {
    employees: [],
    form: EMPTY_FORM,
    errors: {},
    submitted: null,
    page: 0,
    size: 10,
    answer: null,
    loading: false,
  };
  return createPageStore(initial, (set, get) => {
    const query = (form: ReportForm) => ({
      empId: form.empId,
      fromDate: form.fromDate,
      toDate: form.toDate,
    });
    async function read(page: number, size: number) {
      const submitted = get().submitted;
      if (!submitted) return;
      set({ page, size, loading: true });
      try {
        const answer = await api.page<Row>(source.path, {
          ...query(submitted),
          page,
          size,
        });
        set({
          answer: { rows: answer.content, total: answer.totalElements },
          loading: false,
        });
      } catch {
        set({ answer: { rows: [], total: 0 }, loading: false });
      }
    }
    return {
      async load() {
        try {
          set({
            employees: [{ value: ALL_EMPLOYEES, label: 'All employees' }, ...(await api.employees())],
          });
        } catch {
          set({ employees: [] });
        }
      },
      change(field, value) {
        const form = { ...get().form, [field]: value };
        // Once shown, a message follows the typing; before the first submit nothing is said.
        set({
          form,
          errors: Object.keys(get().errors).length ? reportFormErrors(form, today()) : {},
        });
      },
      async submit() {
        const form = get().form;
        const errors = reportFormErrors(form, today());
        set({ errors });
        if (Object.keys(errors).length > 0) return false;
        set({ submitted: form });
        await read(0, get().size);
        return true;
      },
      reset() {
        set({
          form: EMPTY_FORM,
          errors: {},
          submitted: null,
          answer: null,
          page: 0,
        });
      },
      setPage: (page) => read(page, get().size),
      setSize: (size) => read(0, size),
      async exportReport() {
        const submitted = get().submitted;
        if (!submitted) return;
        try {
          await api.download(source.exportPath, query(submitted), source.fileName);
        } catch {
          // httpClient has shown the failure.
        }
      },
    };
  });
}
