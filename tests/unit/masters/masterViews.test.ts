import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ReferenceLabel, type ReferenceLabelProps } from '../../../widgets/ReferenceLabel';
import * as XLSX from 'xlsx';
import { normalizeMasterSchema } from '../../../src/shared/masterSchema';
import { referenceOf } from '../../../src/shared/referenceOf';
import { errorReportCsv } from '../../../src/app/masters/importSheet';
import { sheetKindOf } from '../../../src/shared/sheetRefusal';
import { parseCsv, parseWorkbook, rowsFromMatrix } from '../../../src/server/work/readSheet';
import {
  cellText,
  columnSpecs,
  editableNames,
  formDataOf,
  formSchema,
  formUiSchema,
  toggledStatus,
  updatedRecord,
  uploadNames,
} from '../../../src/app/masters/masterSchemaView';
import { gridColumns } from '../../../src/app/masters/masterColumns';
import { printableHtml } from '../../../src/app/masters/printTable';
import { exportQuery } from '../../../src/app/masters/useExport';
import { saveFailure } from '../../../src/app/masters/useMasterForm';
import { dialogOfPath, rowActionsFor } from '../../../src/app/masters/useMasterList';

const vehicle = normalizeMasterSchema('vehicleType', {
  title: 'Vehicle Type',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Name', 'x-ui': { 'ui:options': { restrict: 'alphanumeric' } } },
    seats: { type: 'integer', title: 'Seats', minimum: 1 },
    since: { type: 'string', format: 'date', title: 'Since' },
  },
});

describe('a master schema read for the browser', () => {
  it('edits the writable fields but not status or the system fields', () => {
    expect(editableNames(vehicle)).toEqual(['name', 'seats', 'since']);
    const schema = formSchema(vehicle);
    expect(Object.keys(schema.properties ?? {})).toEqual(['name', 'seats', 'since']);
    expect(schema.required).toEqual(['name']);
    expect(schema.title).toBeUndefined();
    expect(formUiSchema(schema)).toEqual({ name: { 'ui:options': { restrict: 'alphanumeric' } }, 'ui:order': ['name', 'seats', 'since', '*'] });
  });

  it('lets plain text take any character unless the schema restricts it', () => {
    const bloodGroup = normalizeMasterSchema('bloodGroup', {
      title: 'Blood Group',
      properties: { name: { type: 'string', title: 'Name' }, code: { type: 'string', 'x-ui': { 'ui:options': { maxLength: 3 } } } },
    });
    expect(formUiSchema(formSchema(bloodGroup))).toMatchObject({
      name: { 'ui:options': { restrict: 'all' } },
      code: { 'ui:options': { restrict: 'all', maxLength: 3 } },
    });
  });

  it('sends back the record with the form over its editable fields; an emptied field is left out', () => {
    const record = { id: 4, version: 3, status: 'Active', name: 'Van', seats: 8, createdBy: 'ADMIN' };
    expect(formDataOf(vehicle, record)).toEqual({ name: 'Van', seats: 8 });
    expect(updatedRecord(vehicle, record, { name: 'Minivan' })).toEqual({ id: 4, version: 3, status: 'Active', name: 'Minivan', createdBy: 'ADMIN' });
    expect(toggledStatus(record).status).toBe('Inactive');
    expect(toggledStatus({ ...record, status: 'Inactive' }).status).toBe('Active');
  });

  it('lays the grid out from x-grid and writes cells as the product does', () => {
    expect(columnSpecs(vehicle)).toEqual([
      { field: 'name', headerName: 'Name', kind: 'text' },
      { field: 'seats', headerName: 'Seats', kind: 'number' },
      { field: 'since', headerName: 'Since', kind: 'date' },
      { field: 'status', headerName: 'Status', kind: 'status' },
    ]);
    expect(cellText('date', '2024-03-09')).toBe('09/03/2024');
    expect(cellText('boolean', true)).toBe('Yes');
    expect(cellText('json', { a: 1 })).toBe('{"a":1}');
    expect(cellText('text', null)).toBe('');
  });

  it('shows a reference property by the referenced record’s label, for every schema that picks the reference widget', () => {
    const submenu = normalizeMasterSchema('submenu', {
      title: 'Submenu',
      'x-grid': { columns: ['text', 'menuId', 'ownerId', 'sortOrder', 'status'] },
      properties: {
        menuId: { type: 'integer', title: 'Menu', 'x-ui': { 'ui:widget': 'reference', 'ui:options': { resource: 'menu', optionText: 'text' } } },
        // optionText defaults to the widget's own default, name.
        ownerId: { type: 'integer', title: 'Owner', 'x-ui': { 'ui:widget': 'reference', 'ui:options': { resource: 'employee' } } },
        text: { type: 'string', title: 'Submenu Name' },
        sortOrder: { type: 'integer', title: 'Order', 'x-ui': { 'ui:widget': 'text' } },
      },
    });
    expect(columnSpecs(submenu)).toEqual([
      { field: 'text', headerName: 'Submenu Name', kind: 'text' },
      { field: 'menuId', headerName: 'Menu', kind: 'reference', reference: { resource: 'menu', optionText: 'text' } },
      { field: 'ownerId', headerName: 'Owner', kind: 'reference', reference: { resource: 'employee', optionText: 'name' } },
      { field: 'sortOrder', headerName: 'Order', kind: 'number' },
      { field: 'status', headerName: 'Status', kind: 'status' },
    ]);
    // A reference widget without a resource has nothing to look the label up in: the id stays.
    expect(referenceOf({ type: 'integer', 'x-ui': { 'ui:widget': 'reference' } })).toBeUndefined();
    expect(referenceOf({ type: 'integer', 'x-ui': { 'ui:widget': 'select', 'ui:options': { resource: 'menu' } } })).toBeUndefined();
    expect(referenceOf({ type: 'integer' })).toBeUndefined();

    // The grid draws the label with ReferenceLabel (a component, not a formatted value).
    const [text, menu, , order] = gridColumns(columnSpecs(submenu));
    expect(menu.renderCell).toBeTypeOf('function');
    expect(menu.valueFormatter).toBeUndefined();
    const cell = menu.renderCell!({ value: 3 } as never) as ReactElement<ReferenceLabelProps>;
    expect(cell.type).toBe(ReferenceLabel);
    expect(cell.props).toEqual({ resource: 'menu', optionText: 'text', value: 3 });
    expect(text.renderCell).toBeUndefined();
    expect(order.type).toBe('number');
  });

  it('shows a read-only upload property (an organisation’s logo) in the edit form only, and never sends it back', () => {
    const organization = normalizeMasterSchema('organization', {
      title: 'Organization',
      required: ['name'],
      properties: {
        name: { type: 'string', title: 'Name' },
        logoFile: {
          type: 'string',
          title: 'Logo',
          readOnly: true,
          'x-ui': { 'ui:widget': 'upload', 'ui:options': { endpoint: '/organization/{id}/logo', accept: ['.png'], preview: '/organization/file/{value}' } },
        },
        note: { type: 'string', title: 'Note' },
        stamp: { type: 'string', title: 'Stamp', readOnly: true },
      },
    });
    expect(uploadNames(organization)).toEqual(['logoFile']);
    expect(Object.keys(formSchema(organization).properties ?? {})).toEqual(['name', 'note']);
    const editSchema = formSchema(organization, true);
    expect(Object.keys(editSchema.properties ?? {})).toEqual(['name', 'logoFile', 'note']);
    expect(editSchema.required).toEqual(['name']);
    // Its x-ui as written: no free-text default on a read-only field.
    expect(formUiSchema(editSchema).logoFile).toEqual({
      'ui:widget': 'upload',
      'ui:options': { endpoint: '/organization/{id}/logo', accept: ['.png'], preview: '/organization/file/{value}' },
    });
    const record = { id: 1, version: 4, name: 'Acme', logoFile: 'org-1-5.png', stamp: 's' };
    expect(formDataOf(organization, record)).toEqual({ name: 'Acme', logoFile: 'org-1-5.png' });
    // PUT carries the record's own read-only values, whatever the form holds.
    expect(updatedRecord(organization, record, { name: 'Acme Co', logoFile: 'forged.png' })).toEqual({ ...record, name: 'Acme Co' });
  });

  it('opens dialogs from the address only for a role that may use them, and a view for one that may not edit', () => {
    const all = { add: true, edit: true };
    expect(dialogOfPath('create', all)).toEqual({ mode: 'create' });
    expect(dialogOfPath('12', all)).toEqual({ mode: 'edit', id: 12 });
    expect(dialogOfPath('', all)).toBeNull();
    expect(dialogOfPath('create', { add: false, edit: true })).toBeNull();
    expect(dialogOfPath('12', { add: true, edit: false })).toEqual({ mode: 'view', id: 12 });
    expect(rowActionsFor({ edit: true, delete: false }, true)).toEqual({ view: false, edit: true, status: true, delete: false });
    expect(rowActionsFor({ edit: false, delete: true }, true)).toEqual({ view: true, edit: false, status: false, delete: true });
    expect(rowActionsFor({ edit: true, delete: true }, false).status).toBe(false);
  });

  it('puts a 400 under the fields and any other failure above the form', () => {
    const fields = [{ field: 'name', message: 'Name is required' }];
    expect(saveFailure({ status: 400, body: { message: 'Name is required', fields } })).toEqual({ fieldErrors: fields, formError: null });
    expect(saveFailure({ status: 409, message: 'x', body: { message: 'A Vehicle Type with this Name already exists' } })).toEqual({
      fieldErrors: [],
      formError: 'A Vehicle Type with this Name already exists',
    });
  });

  it('exports with the current filter and sort', () => {
    expect(exportQuery('csv', { q: 'van' }, { field: 'name', order: 'ASC' })).toEqual({ format: 'csv', filter: '{"q":"van"}', sort: '["name","ASC"]' });
  });

  it('prints an escaped table', () => {
    const html = printableHtml('Vehicle <Types>', columnSpecs(vehicle), [{ id: 1, name: 'A & B', seats: 2, status: 'Active' }]);
    expect(html).toContain('<title>Vehicle &lt;Types&gt;</title>');
    expect(html).toContain('<td>A &amp; B</td><td>2</td><td></td><td>Active</td>');
    expect(printableHtml('X', columnSpecs(vehicle), [])).toContain('No data available');
  });
});

describe('reading an import file', () => {
  it('accepts csv, xlsx and xls', () => {
    expect(sheetKindOf('a.CSV')).toBe('csv');
    expect(sheetKindOf('a.xls')).toBe('excel');
    expect(sheetKindOf('a.xlsx')).toBe('excel');
    expect(sheetKindOf('a.pdf')).toBeNull();
  });

  it('skips blank rows but keeps the file row numbers for the report', () => {
    const parsed = rowsFromMatrix([['Name ', 'Seats'], ['Car', 4], ['', ''], [' Bus ', '']]);
    expect(parsed).toEqual({ rows: [{ Name: 'Car', Seats: 4 }, { Name: 'Bus', Seats: '' }], sheetRows: [2, 4], headers: ['Name', 'Seats'] });
  });

  it('parses CSV (with the BOM of our own export)', () => {
    const text = `\uFEFFName,Seats\n${Array.from({ length: 5000 }, (_, i) => `Vehicle ${i},${i}`).join('\n')}\n`;
    const parsed = parseCsv(text);
    expect(parsed.rows).toHaveLength(5000);
    expect(parsed.rows[0]).toEqual({ Name: 'Vehicle 0', Seats: '0' });
    expect(parsed.sheetRows.at(-1)).toBe(5001);
  });

  it('parses the first sheet of a workbook', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Name', 'Seats', 'Since'], ['Van', 8, new Date(2024, 2, 9)], [], ['Car', 4, '']], { cellDates: true }), 'Sheet1');
    const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const parsed = parseWorkbook(new Uint8Array(data));
    expect(parsed.rows).toEqual([
      { Name: 'Van', Seats: 8, Since: '2024-03-09' },
      { Name: 'Car', Seats: 4, Since: '' },
    ]);
    expect(parsed.sheetRows).toEqual([2, 4]);
  });

  it('writes the error report as row, field, message', async () => {
    expect(await errorReportCsv([{ row: 3, field: 'name', message: 'Name is required, really' }])).toBe('row,field,message\r\n3,name,"Name is required, really"');
  });
});
