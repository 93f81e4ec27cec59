import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import { RECOGNITION_MESSAGES } from '../../src/shared/recognitionRules';
import { DataTable } from '../../widgets/DataTable';
import { PageHeader } from '../../widgets/PageHeader';
import { RichTextView } from '../../widgets/RichTextView';
import { RecognitionDialog } from './RecognitionDialog';
import { RecognitionRowMenu } from './RecognitionRowMenu';
import type { Recognition } from './types';
import { useRecognition } from './useRecognition';
import { displayDate } from '../../src/shared/displayDate';

/** Spec 002 §2 Recognition (/recognized): the organisation's recognitions, the add/edit dialog and each row's menu. */
export default function RecognitionPage() {
  const recognition = useRecognition();
  const columns = [
    { label: 'Employees', value: (row: Recognition) => row.employees.map((employee) => `${employee.name} (${employee.empId})`).join(', ') },
    { label: 'From', value: (row: Recognition) => displayDate(row.from) },
    { label: 'To', value: (row: Recognition) => displayDate(row.to) },
    { label: 'Description', value: (row: Recognition) => <RichTextView html={row.description} /> },
    { label: 'Recognised By', value: (row: Recognition) => row.author.name },
    { label: 'Actions', value: (row: Recognition) => <RecognitionRowMenu note={row} onEdit={() => recognition.actions.open(row)} onDelete={() => recognition.actions.askDelete(row)} /> },
  ];
  return (
    <Stack spacing={2}>
      <PageHeader title="Recognition">
        <Button variant="contained" onClick={() => recognition.actions.open('new')}>
          Add Recognition
        </Button>
      </PageHeader>
      <DataTable label="Recognitions" columns={columns} rows={recognition.data.content} rowKey={(row) => row.id} emptyText="No data available" />
      {recognition.data.totalPages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Pagination count={recognition.data.totalPages} page={recognition.page + 1} onChange={(_event, page) => void recognition.actions.setPage(page - 1)} />
        </Box>
      ) : null}
      <RecognitionDialog
        open={recognition.editing !== null}
        isNew={recognition.editing === 'new'}
        draft={recognition.draft}
        errors={recognition.errors}
        known={recognition.known}
        busy={recognition.busy}
        onChange={recognition.actions.change}
        onSubmit={() => void recognition.actions.submit()}
        onClose={recognition.actions.close}
      />
      <ConfirmDialog
        open={recognition.deleting !== null}
        title={RECOGNITION_MESSAGES.deleteTitle}
        content={RECOGNITION_MESSAGES.deleteText}
        confirmText="Delete"
        danger
        busy={recognition.busy}
        onConfirm={() => void recognition.actions.confirmDelete()}
        onCancel={() => recognition.actions.askDelete(null)}
      />
    </Stack>
  );
}
