import { format, parseISO } from 'date-fns';

/** Spec 001 §9: dates are shown DD/MM/YYYY. */
export const displayDate = (date: string | null | undefined) => (date ? format(parseISO(date), 'dd/MM/yyyy') : '-');
