/** The days of a balance that full and final settlement pays: the positive balance up to the type's encashable cap. */
export const encashableDays = (balance: number, cap: number) => Math.min(Math.max(balance, 0), Math.max(cap, 0));
