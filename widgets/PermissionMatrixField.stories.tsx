import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { PermissionMatrixField } from './PermissionMatrixField';
import { grantedCount, type PermissionRow } from './rules/permissionMatrix';
import { SchemaForm } from './SchemaForm';

interface MatrixForm {
  rows: PermissionRow[];
}

const none = { view: false, add: false, edit: false, delete: false };
const all = { view: true, add: true, edit: true, delete: true };

let nextId = 100;
const rowsOf = (menuId: number, menuText: string, items: Array<[string, string, Partial<PermissionRow>?]>, menuStatus = 'Active'): PermissionRow[] =>
  items.map(([text, path, extra]) => ({
    menuId,
    submenuId: items.length === 1 && text === menuText ? null : nextId++,
    menuText,
    text,
    path,
    status: 'Active',
    menuStatus,
    access: none,
    ...extra,
  }));

/** A slice of the product's menu tree as GET /api/rolesAndPermission/:roleId answers it. */
const sampleRows: PermissionRow[] = [
  ...rowsOf(1, 'Dashboard', [['Dashboard', '/dashboard', { access: { ...none, view: true } }]]),
  ...rowsOf(2, 'Attendance', [
    ['Calendar', '/attendance/calendar', { access: { ...none, view: true } }],
    ['Regularization', '/attendance/regularization', { access: { view: true, add: true, edit: false, delete: false } }],
    ['Approvals', '/attendance/approvals'],
    ['Attendance Muster', '/attendance/muster'],
  ]),
  ...rowsOf(3, 'Master Data', [
    ['Organization', '/organization', { access: all }],
    ['Gender', '/gender', { access: { view: true, add: false, edit: true, delete: false } }],
    ['Blood Group', '/bloodGroup'],
    ['Document Center Report', '/documentCenterReport', { status: 'Inactive' }],
  ]),
  ...rowsOf(4, 'Travel', [['Travel', '/travel'], ['My Team', '/travel/myTeam'], ['Travel Dashboard', '/travelDashboard']], 'Inactive'),
  ...rowsOf(5, 'Administration', [
    ['Menus', '/menu', { access: all }],
    ['Roles And Permissions', '/rolesAndPermission', { access: all }],
    ['Audit Trail', '/auditTrail', { access: { ...none, view: true } }],
  ]),
];

const schema: RJSFSchema = { type: 'object', properties: { rows: { type: 'array', title: 'Permissions', items: { type: 'object' } } } };
const uiSchema: UiSchema<MatrixForm> = { rows: { 'ui:field': 'permissionMatrix', 'ui:options': { title: 'Permissions of Payroll Clerk', maxHeight: 420 } } };
const fields: RegistryFieldsType = { permissionMatrix: PermissionMatrixField };

interface MatrixStoryProps {
  rows: PermissionRow[];
  /** A role without edit on the screen: boxes shown, not changeable, no Save. */
  readOnly?: boolean;
}

/** The field inside the real SchemaForm, as the Roles And Permissions screen uses it. */
function MatrixStory({ rows: initial, readOnly = false }: MatrixStoryProps) {
  const [rows, setRows] = useState(initial);
  return (
    <div style={{ maxWidth: 960 }}>
      <SchemaForm<MatrixForm>
        schema={schema}
        uiSchema={uiSchema}
        fields={fields}
        formData={{ rows }}
        disabled={readOnly}
        hideSubmit={readOnly}
        submitText="Save"
        onChange={(event) => setRows(event.formData?.rows ?? [])}
        onSubmit={(data) => console.info('PUT /api/rolesAndPermission/:roleId', data.rows.filter((row) => row.access.view))}
      >
        <span style={{ alignSelf: 'center', color: '#666' }}>{grantedCount(rows)} screens granted</span>
      </SchemaForm>
    </div>
  );
}

const meta = {
  title: 'Widgets/PermissionMatrixField',
  component: MatrixStory,
  args: { rows: sampleRows },
} satisfies Meta<typeof MatrixStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Select-all per row (All), per column (header) and per menu (its heading row); Add, Edit or Delete ticks View. */
export const Editable: Story = {};

/** Nothing granted yet: a new role. */
export const Empty: Story = { args: { rows: sampleRows.map((row) => ({ ...row, access: none })) } };

export const ReadOnly: Story = { args: { readOnly: true } };
