/**
 * The profile sections of spec 002 §2 (docs/profiles.md), each a JSON Schema in schemas/profile/
 * shared by the server (validation, the employee/HR split) and the browser (the section's form).
 *
 * A property's `x-editableBy: "hr"` makes it HR's only: the employee sees it, read-only, and a save of
 * their own profile that changes it is refused. Without it the employee may change it about themselves
 * (HR may too, through the section's /hr/{id} call). `x-column` keeps the value on the employee row
 * (names, department, designation...), which the rest of the product reads; everything else is held in
 * the section's own jsonb column of employee_profile (`joining_details.<key>`: a key of the row's
 * joining_details). `x-source` names the Add Employee field whose look-up the value comes from: the
 * form offers its options and the server refuses others with Add Employee's message; on an `…_id`
 * column the row keeps the option's id. `x-call` is the section's call of spec 002 §7.
 */
import basicDetails from '../../schemas/profile/basicDetails.json';
import contact from '../../schemas/profile/contact.json';
import workingInformation from '../../schemas/profile/workingInformation.json';
import hrInformation from '../../schemas/profile/hrInformation.json';
import accountInformation from '../../schemas/profile/accountInformation.json';
import education from '../../schemas/profile/education.json';
import experience from '../../schemas/profile/experience.json';
import family from '../../schemas/profile/family.json';
import otherDocuments from '../../schemas/profile/otherDocuments.json';
import followUp from '../../schemas/profile/followUp.json';
import probationInformation from '../../schemas/profile/probationInformation.json';
import idCard from '../../schemas/profile/idCard.json';

export interface ProfileProperty {
  type?: string | string[];
  title?: string;
  readOnly?: boolean;
  'x-editableBy'?: 'hr';
  'x-column'?: string;
  /** The Add Employee field whose look-up offers (and limits) the value (docs/profiles.md). */
  'x-source'?: string;
  [keyword: string]: unknown;
}

export interface ProfileSchema {
  title: string;
  type: 'object';
  'x-call': string;
  properties: Record<string, ProfileProperty>;
  [keyword: string]: unknown;
}

/** The sections in the order of the Profile menu (spec 002 §2), then the ID card details. */
export const PROFILE_SCHEMAS = {
  basicDetails,
  contact,
  workingInformation,
  hrInformation,
  accountInformation,
  education,
  experience,
  family,
  otherDocuments,
  followUp,
  probationInformation,
  idCard,
} as unknown as Record<ProfileSectionName | 'idCard', ProfileSchema>;

export const PROFILE_SECTIONS = [
  'basicDetails',
  'contact',
  'workingInformation',
  'hrInformation',
  'accountInformation',
  'education',
  'experience',
  'family',
  'otherDocuments',
  'followUp',
  'probationInformation',
] as const;
export type ProfileSectionName = (typeof PROFILE_SECTIONS)[number];

/** Who is saving: the employee about themselves, or HR of their organisation (the /hr/{id} calls). */
export type ProfileEditor = 'self' | 'hr';

/** May this editor change this property? readOnly: nobody; x-editableBy "hr": HR only; otherwise both. */
export function mayEdit(property: ProfileProperty | undefined, editor: ProfileEditor): boolean {
  if (!property || property.readOnly === true) return false;
  return property['x-editableBy'] !== 'hr' || editor === 'hr';
}

/** The names of a section's fields this editor may change (the form disables the others). */
export function editableFields(schema: ProfileSchema, editor: ProfileEditor): string[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => mayEdit(property, editor))
    .map(([name]) => name);
}

/** The section's name as its jsonb column of employee_profile: basicDetails → basic_details. */
export const sectionColumn = (section: string) => section.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Spec 002 §5 'File upload' and §2 'Other Documents preview'. */
export const DOCUMENT_NAME_DISPLAY = 30;
export const PREVIEW_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
/** What Other Documents accepts (spec 002 §5 generic form: JPG, JPEG, PNG, PDF or Word). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
export const DOUBLE_EXTENSION_MESSAGE = 'Double extension files are not allowed.';
export const documentTypesMessage = (extensions: readonly string[]) => `Please upload a valid file type: ${extensions.join(', ')}`;

/** A file name cut to the spec's 30 characters for display, keeping its extension. */
export function displayFileName(name: string, limit = DOCUMENT_NAME_DISPLAY): string {
  if (name.length <= limit) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, limit - extension.length - 3)}...${extension}`;
}

/** Spec 002 §2: a preview shows PDF or an image; only role type HRSS, in Other Documents, downloads a non-PDF file. */
export const canPreview = (fileName: string) => (PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
export const showsDownload = (roleType: string | undefined, fileName: string, inOtherDocuments = true) =>
  inOtherDocuments && roleType === 'HRSS' && extensionOf(fileName) !== 'pdf';
export const extensionOf = (fileName: string) => (fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '');
