import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('organization')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_code', 'text', (c) => c.notNull().unique())
    .addColumn('organization_detail', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('parent_organization_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('logo_file', 'text')
    .addColumn('collaboration_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('employee')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('emp_id', 'text', (c) => c.notNull().unique())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('official_email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('reporting_manager_id', 'integer', (c) => c.references('employee.id'))
    .addColumn('reviewer_id', 'integer', (c) => c.references('employee.id'))
    .addColumn('is_reporting_manager', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_reviewer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('spoc_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('spoc_reporting_manager_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('onboarding_status', 'text', (c) => c.notNull().defaultTo('Completed'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('date_of_joining', 'date')
    .addColumn('blood_group', 'text')
    .addColumn('contact_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('employee_org_idx').on('employee').column('organization_id').execute();
  await db.schema.createIndex('employee_manager_idx').on('employee').column('reporting_manager_id').execute();
  await db.schema
    .createIndex('employee_email_idx')
    .on('employee')
    .expression(sql`lower(official_email)`)
    .execute();

  await db.schema
    .createTable('employee_organization')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addPrimaryKeyConstraint('employee_organization_pk', ['employee_id', 'organization_id'])
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addColumn('role_type', 'text', (c) => c.notNull())
    .addColumn('role_sequence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('role_org_type_uq', ['organization_id', 'role_type'])
    .execute();

  await db.schema
    .createTable('employee_role')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('employee_role_pk', ['employee_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('menu')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .execute();

  await db.schema
    .createTable('submenu')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .execute();

  await db.schema
    .createTable('role_permission')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('submenu_id', 'integer', (c) => c.references('submenu.id').onDelete('cascade'))
    .addColumn('can_view', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('can_add', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_edit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_delete', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('role_permission_uq')
    .on('role_permission')
    .unique()
    .expression(sql`role_id, menu_id, coalesce(submenu_id, 0)`)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('via_microsoft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('session_employee_idx').on('session').column('employee_id').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('session.id').onDelete('cascade'))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('outbox_mail')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('swipe')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organization.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('log_date_time', 'timestamptz', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('swipe_employee_time_idx')
    .on('swipe')
    .columns(['employee_id', 'log_date_time'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('actor_employee_id', 'integer', (c) => c.references('employee.id').onDelete('set null'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'at']).execute();
}
