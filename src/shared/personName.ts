/** A person's name as every list, card and mail shows it: first and last name, no stray space. */
export const personName = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim();
