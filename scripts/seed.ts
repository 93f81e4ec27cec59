/**
 * Fills a database at scale for benchmarks: `npm run seed -- --employees 10000 [--master gender --rows 10000]`.
 * Uses DATA_DIR / DATABASE_URL like the server; seeds demo data first when the database is empty.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { prepareFirstStart } from '../src/server/seed/firstStart.js';
import { loadMasterSchemas } from '../src/server/masters/loadMasterSchemas.js';
import { syncMasterTables } from '../src/server/masters/syncMasterTables.js';
import { dynamic } from '../src/server/masters/dynamicDb.js';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '0' },
    master: { type: 'string' },
    rows: { type: 'string', default: '10000' },
  },
});

const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareFirstStart(database.db, config);
  const { db } = database;
  const acme = await db.selectFrom('organization').select('id').orderBy('id').executeTakeFirstOrThrow();
  const employees = Number(values.employees);
  if (employees > 0) {
    const { password_hash: passwordHash } = await db.selectFrom('employee').select('password_hash').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const role = await db.selectFrom('role').select('id').where('organization_id', '=', acme.id).where('role_type', '=', 'Employee').executeTakeFirstOrThrow();
    const started = Date.now();
    for (let n = 0; n < employees; n += 1000) {
      const batch = Array.from({ length: Math.min(1000, employees - n) }, (_, i) => {
        const number = n + i + 1;
        return {
          emp_id: `BULK${String(number).padStart(6, '0')}`,
          organization_id: acme.id,
          first_name: `Bulk${number}`,
          last_name: 'Employee',
          designation: 'Software Engineer',
          department: 'Engineering',
          official_email: `bulk${number}@acme.example.com`,
          password_hash: passwordHash,
        };
      });
      const ids = await db.insertInto('employee').values(batch).onConflict((oc) => oc.column('emp_id').doNothing()).returning('id').execute();
      if (ids.length === 0) continue;
      await db.insertInto('employee_organization').values(ids.map(({ id }) => ({ employee_id: id, organization_id: acme.id }))).execute();
      await db.insertInto('employee_role').values(ids.map(({ id }) => ({ employee_id: id, organization_id: acme.id, role_id: role.id, is_default: true }))).execute();
    }
    console.log(`seed: ${employees} employees in ${Date.now() - started} ms`);
  }
  if (values.master) {
    const definition = loadMasterSchemas(config.schemasDir).find((d) => d.name === values.master);
    if (!definition) throw new Error(`No master named ${values.master}`);
    await syncMasterTables(db, [definition]);
    const rows = Number(values.rows);
    for (let n = 0; n < rows; n += 1000) {
      const batch = Array.from({ length: Math.min(1000, rows - n) }, (_, i) => ({ name: `Bulk ${definition.schema.title} ${n + i + 1}`, organization_id: acme.id, created_by: 'seed', updated_by: 'seed' }));
      await dynamic(db).insertInto(definition.table).values(batch).onConflict((oc) => oc.doNothing()).execute();
    }
    console.log(`seed: ${rows} rows in ${definition.table}`);
  }
} finally {
  await database.close();
}
