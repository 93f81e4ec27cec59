import { describe, expect, it } from 'vitest';
import { validateFileName } from '../../../widgets/rules/fileRules';
import { fillTemplate, uploadButtonText, uploadedValue, uploadSuccessMessage } from '../../../widgets/rules/uploadRules';
import { uploadContextOf, type UploadFormContext } from '../../../widgets/uploadContext';

describe('the upload widget’s rules', () => {
  it('fills the endpoint and preview from the record and the stored value, encoded', () => {
    expect(fillTemplate('/organization/{id}/logo', { id: 7, organizationCode: 'ACME' })).toBe('/organization/7/logo');
    expect(fillTemplate('/organization/file/{value}', { id: 7, value: 'org 7/../x.png' })).toBe('/organization/file/org%207%2F..%2Fx.png');
    expect(fillTemplate('/static/path', {})).toBe('/static/path');
    // Nothing to call while a placeholder has no value (adding: no id yet).
    expect(fillTemplate('/organization/{id}/logo', {})).toBeNull();
    expect(fillTemplate('/organization/{id}/logo', { id: '' })).toBeNull();
    expect(fillTemplate('/x/{meta}', { meta: { a: 1 } })).toBeNull();
  });

  it('reads the stored value from the answer, under the property’s name', () => {
    expect(uploadedValue({ logoFile: 'org-1-17.png' }, 'logoFile')).toBe('org-1-17.png');
    expect(uploadedValue('org-1-17.png', 'logoFile')).toBe('org-1-17.png');
    expect(uploadedValue({ other: 'x' }, 'logoFile')).toBeNull();
    expect(uploadedValue(null, 'logoFile')).toBeNull();
  });

  it('words the button and the success toast', () => {
    expect(uploadButtonText(undefined, 'Logo')).toBe('Upload Logo');
    expect(uploadButtonText('Replace logo', 'Logo')).toBe('Replace logo');
    expect(uploadSuccessMessage('Logo updated successfully', 'Logo')).toBe('Logo updated successfully');
    expect(uploadSuccessMessage(undefined, 'Photo')).toBe('Photo updated successfully');
  });

  it('checks the file by name with the shared file rules before anything is sent', () => {
    const accept = ['.png', '.jpeg', '.jpg'];
    expect(validateFileName('logo.png', accept)).toBeNull();
    expect(validateFileName('logo.gif', accept)).toBe('Please upload a valid file type: .png, .jpeg, .jpg');
    expect(validateFileName('logo.png.exe', accept)).toBe('Double extension files are not allowed.');
  });

  it('finds its context in the form’s formContext', () => {
    const context: UploadFormContext = { transport: { upload: async () => ({ data: null }), fetchFile: async () => new Blob(), notify: () => undefined } };
    expect(uploadContextOf({ upload: context })).toBe(context);
    expect(uploadContextOf({})).toBeUndefined();
    expect(uploadContextOf(undefined)).toBeUndefined();
    expect(uploadContextOf({ upload: { record: {} } })).toBeUndefined();
  });
});
