import { Alert, Link, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { apiRequest } from '../../src/app/http/httpClient';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { DataTable, type DataColumn } from '../../widgets/DataTable';
import { createExpiringDocumentsStore, EXPIRING_WITHIN_DAYS, type ExpiringDocument, type ExpiringDocumentsApi } from './expiringDocumentsStore';

const api: ExpiringDocumentsApi = { expiring: (days) => apiRequest<ExpiringDocument[]>('/employee/documents/expiring', { query: { days } }) };
const useExpiringDocuments = () => usePageStore(() => createExpiringDocumentsStore(api), (store) => store.load());

const columns: DataColumn<ExpiringDocument>[] = [
  { label: 'Employee', value: (row) => `${row.employeeName} (${row.empId})` },
  { label: 'Document', value: (row) => row.documentType },
  { label: 'Expiry Date', value: (row) => format(parseISO(row.expiryDate), 'dd/MM/yyyy') },
  {
    label: 'Documents',
    value: (row) => (
      <Link component={RouterLink} to={`/otherDocuments?empId=${encodeURIComponent(row.empId)}`} aria-label={`Documents of ${row.employeeName} (${row.empId})`}>
        Open
      </Link>
    ),
  },
];

/** On HR's employee list (docs/people.md): the organisation's documents that expire in the next 30 days, each with a link to the employee's Other Documents. */
export function ExpiringDocuments() {
  const view = useExpiringDocuments();
  const title = `Documents expiring in the next ${EXPIRING_WITHIN_DAYS} days`;
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {view.rows === null ? (
        <Skeleton variant="rounded" height={80} />
      ) : view.failed ? (
        <Alert severity="error">The expiring documents could not be read.</Alert>
      ) : (
        <DataTable label="Expiring documents" columns={columns} rows={view.rows} rowKey={(row) => String(row.id)} emptyText={`No documents expire in the next ${EXPIRING_WITHIN_DAYS} days`} />
      )}
    </Paper>
  );
}
