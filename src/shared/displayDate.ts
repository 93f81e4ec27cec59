/** An ISO date (or timestamp) as the product shows dates: DD/MM/YYYY (spec 002 §9); empty for none. */
export const displayDate = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
