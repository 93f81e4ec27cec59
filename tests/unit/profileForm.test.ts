import { describe, expect, it } from 'vitest';
import { changedFields, fileProblem, sectionFormSchema } from '../../resources/profile/profileForm';
import { canPreview, displayFileName, editableFields, PROFILE_SCHEMAS, showsDownload } from '../../src/shared/profileSections';

describe('profile section forms', () => {
  it('shows every field of the schema, the ones the caller may not change read-only', () => {
    const schema = PROFILE_SCHEMAS.workingInformation;
    const own = sectionFormSchema(schema, editableFields(schema, 'self'));
    expect(own.properties?.designation?.readOnly).toBe(true);
    expect(own.properties?.primarySkill?.readOnly).toBeUndefined();
    const hr = sectionFormSchema(schema, editableFields(schema, 'hr'));
    expect(hr.properties?.designation?.readOnly).toBeUndefined();
  });

  it("offers a look-up field's choices as a select, keeping the value held even when the list lost it", () => {
    const schema = PROFILE_SCHEMAS.hrInformation;
    const options = { grade: [{ value: 'G2', label: 'G2' }], reportingManager: [{ value: 'MGR001', label: 'MGR001 - Arjun Rao' }] };
    const form = sectionFormSchema(schema, editableFields(schema, 'hr'), options, { grade: 'OLD', reportingManager: 'MGR001' });
    expect(form.properties?.grade?.oneOf).toEqual([
      { const: 'G2', title: 'G2' },
      { const: 'OLD', title: 'OLD' },
    ]);
    expect(form.properties?.reportingManager?.oneOf).toEqual([{ const: 'MGR001', title: 'MGR001 - Arjun Rao' }]);
    // Read-only for the employee: no list, the label as it is.
    expect(sectionFormSchema(schema, editableFields(schema, 'self'), options).properties?.grade?.oneOf).toBeUndefined();
  });

  it('sends only the editable fields the user changed, an emptied text as empty', () => {
    const before = { city: 'Chennai', state: 'TN', officialEmail: 'a@acme.example' };
    expect(changedFields(before, { city: 'Pune', officialEmail: 'b@acme.example' }, ['city', 'state'])).toEqual({ city: 'Pune', state: '' });
    expect(changedFields(before, before, ['city', 'state'])).toEqual({});
  });

  it('applies spec 002 §2 and §5 file rules', () => {
    expect(fileProblem('scan.pdf.exe')).toBe('Double extension files are not allowed.');
    expect(fileProblem('scan.exe')).toBe('Please upload a valid file type: pdf, jpg, jpeg, png, doc, docx');
    expect(fileProblem('scan.PDF')).toBeNull();
    expect(displayFileName('A very long passport scan file name of 2026.pdf')).toHaveLength(30);
    expect(displayFileName('A very long passport scan file name of 2026.pdf').endsWith('....pdf')).toBe(true);
    expect(['a.pdf', 'a.bmp', 'a.gif', 'a.docx'].map(canPreview)).toEqual([true, true, true, false]);
    expect(showsDownload('HRSS', 'visa.png')).toBe(true);
    expect(showsDownload('HRSS', 'visa.pdf')).toBe(false);
    expect(showsDownload('HR Ops Admin', 'visa.png')).toBe(false);
  });
});
