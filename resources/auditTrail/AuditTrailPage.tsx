import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import { ListBase } from 'react-admin';
import { ServerDataGrid } from '../../widgets/grid/ServerDataGrid';
import { DEFAULT_PER_PAGE } from '../../widgets/grid/useDataGridController';
import { AuditChangesDialog } from './AuditChangesDialog';
import { auditColumns } from './auditColumns';
import { AuditFilterBar } from './AuditFilterBar';
import type { AuditEntry } from './types';
import { AUDIT_SORT, useAuditTrail } from './useAuditTrail';
import { PageHeader } from '../../widgets/PageHeader';

function AuditTrailView() {
  const view = useAuditTrail();
  const columns = useMemo(() => auditColumns(view.showChanges), [view.showChanges]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Audit Trail" />
      <AuditFilterBar view={view} />
      <ServerDataGrid<AuditEntry> grid={view.grid} columns={columns} aria-label="Audit trail" />
      <AuditChangesDialog entry={view.open} onClose={view.closeChanges} />
    </Paper>
  );
}

/**
 * /auditTrail: every administrative change of the active organisation, newest first, server-paged
 * (GET /api/auditLog). The page sits behind the /auditTrail permission guard; react-admin's own
 * access check would look for a /auditLog menu, so it is off.
 */
export function AuditTrailPage() {
  return (
    <ListBase<AuditEntry> resource="auditLog" perPage={DEFAULT_PER_PAGE} sort={AUDIT_SORT} disableAuthentication>
      <AuditTrailView />
    </ListBase>
  );
}

export default AuditTrailPage;
