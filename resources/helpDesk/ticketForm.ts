import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { HelpDeskMenu } from './helpDeskApi';

/** Spec 000 §2.4 ticket form's data. */
export interface TicketFormData {
  ticketRaisedFor?: 'My Self' | 'Others';
  employeeList?: string;
  menu?: number;
  subMenu?: number;
  reason?: string;
  file?: string;
}

/** Spec 000 §5's messages (the sub-menu's is not given there). */
export const TICKET_FORM_MESSAGES = {
  reason: 'Please Enter the reason!',
  ticketRaisedFor: 'Please Select the Raised For!',
  menu: 'Please Enter the Category!',
  employeeList: 'Please enter the employee list!',
  subMenu: 'Please Select the Sub Category!',
} as const;

/** Spec 000 §9: My Self unless changed. */
export const INITIAL_TICKET_FORM: TicketFormData = { ticketRaisedFor: 'My Self' };

/**
 * The form as a JSON Schema: the employee list only for Others, the sub-menu only when the chosen
 * category has sub-menus (read by the lookup widget from /spoc/help-desk-menus?filterMenuId={menu}).
 */
export function ticketFormSchema(menus: readonly HelpDeskMenu[], data: TicketFormData): RJSFSchema {
  const chosen = menus.find((menu) => menu.menuId === data.menu);
  const others = data.ticketRaisedFor === 'Others';
  return {
    type: 'object',
    required: ['ticketRaisedFor', ...(others ? ['employeeList'] : []), 'menu', ...(chosen?.hasSubMenus ? ['subMenu'] : []), 'reason'],
    properties: {
      ticketRaisedFor: { type: 'string', title: 'Raised For', enum: ['My Self', 'Others'] },
      ...(others ? { employeeList: { type: 'string', title: 'Employee' } } : {}),
      menu: { type: 'integer', title: 'Category', ...(menus.length ? { oneOf: menus.map((menu) => ({ const: menu.menuId, title: menu.menuName })) } : {}) },
      ...(chosen?.hasSubMenus ? { subMenu: { type: 'integer', title: 'Sub Category' } } : {}),
      reason: { type: 'string', title: 'Reason', maxLength: 2000 },
      file: { type: 'string', title: 'Attachment', format: 'data-url' },
    },
  } as RJSFSchema;
}

export const ticketFormUiSchema: UiSchema<TicketFormData> = {
  'ui:order': ['ticketRaisedFor', 'employeeList', 'menu', 'subMenu', 'reason', 'file'],
  ticketRaisedFor: { 'ui:widget': 'radio', 'ui:options': { inline: true, validationMessage: TICKET_FORM_MESSAGES.ticketRaisedFor } },
  employeeList: { 'ui:widget': 'lookup', 'ui:options': { source: '/employee/getActiveEmployees', validationMessage: TICKET_FORM_MESSAGES.employeeList } },
  menu: { 'ui:options': { validationMessage: TICKET_FORM_MESSAGES.menu } },
  subMenu: { 'ui:widget': 'lookup', 'ui:options': { source: '/spoc/help-desk-menus?filterMenuId={menu}', validationMessage: TICKET_FORM_MESSAGES.subMenu } },
  reason: { 'ui:widget': 'textarea', 'ui:options': { restrict: 'all', fullWidth: true, validationMessage: TICKET_FORM_MESSAGES.reason } },
  file: { 'ui:widget': 'file', 'ui:options': { accept: ['pdf', 'png', 'jpeg', 'jpg'], message: 'PDF or image, at most 2 MB (optional)' } },
};

/** The sub-menu look-up's records as the lookup widget's options. */
export function lookupOptionsOf(path: string, records: unknown[]): unknown[] {
  if (!path.startsWith('/spoc/help-desk-menus')) return records;
  return records.map((record) => {
    const { commonId, subMenuName } = record as { commonId: number; subMenuName: string };
    return { value: commonId, label: subMenuName };
  });
}

/** Spec 000 §3's form data for POST /help-desk: selfRequest, forEmpId, commonId, ticketDetails, file; and the closed ticket it follows. */
export function ticketPayload(data: TicketFormData, linkedTicketId?: number): FormData {
  const form = new FormData();
  const others = data.ticketRaisedFor === 'Others';
  form.append('selfRequest', others ? 'No' : 'Yes');
  if (others && data.employeeList) form.append('forEmpId', data.employeeList);
  form.append('commonId', String(data.subMenu ?? data.menu ?? ''));
  form.append('ticketDetails', data.reason ?? '');
  const file = data.file ? fileOf(data.file) : null;
  if (file) form.append('file', file.blob, file.name);
  if (linkedTicketId) form.append('linkedTicketId', String(linkedTicketId));
  return form;
}

/** A file widget's named data URL (`data:type;name=…;base64,…`) as a Blob and its name. */
function fileOf(dataUrl: string): { blob: Blob; name: string } | null {
  const match = /^data:([^;,]*)(?:;name=([^;]*))?;base64,(.*)$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Uint8Array.from(atob(match[3]), (c) => c.charCodeAt(0));
  let name = 'attachment';
  try {
    name = match[2] ? decodeURIComponent(match[2]) : name;
  } catch {
    name = match[2] ?? name;
  }
  return { blob: new Blob([bytes], { type: match[1] || 'application/octet-stream' }), name };
}
