/** Spec 001 §2's Legend: status code → meaning, in the spec's order (the Legend popover shows this table). */
export const LEGEND_CODES: Readonly<Record<string, string>> = {
  P: 'present',
  A: 'absent',
  L: 'leave',
  PRL: 'probationary',
  PL: 'privilege',
  PAL: 'paternity',
  ML: 'maternity/marriage',
  CL: 'casual',
  SL: 'sick',
  BL: 'bereavement',
  CO: 'comp off',
  OD: 'on duty',
  WFH: 'work from home',
  H: 'holiday',
  RH: 'restricted holiday',
  OFF: 'off day',
};

