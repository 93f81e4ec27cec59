import { useState } from 'react';
import { Alert, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { DataTable } from '../../../widgets/DataTable';
import { useDeviceKeys } from './useDeviceKeys';
import { PageHeader } from '../../../widgets/PageHeader';

const when = (value: string | null) => (value ? format(parseISO(value), 'dd-MM-yyyy HH:mm') : '—');

/** Attendance Admin › Swipe Ingestion: the keys device sync tools post swipes with (docs/swipes.md). */
export default function DeviceKeysPage() {
  const keys = useDeviceKeys();
  const [name, setName] = useState('');
  return (
    <Stack spacing={3}>
      <PageHeader title="Swipe Ingestion" />
      <Typography color="text.secondary">
        A device sync tool posts swipes to POST /api/attendance/swipes with its key in the X-Device-Key header.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="Key name" size="small" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button variant="contained" disabled={keys.busy || !name.trim()} onClick={() => void keys.create(name.trim()).then(() => setName(''))}>
          Create key
        </Button>
      </Stack>
      {keys.madeKey ? (
        <Alert severity="warning" role="status">
          Key for {keys.madeKey.name}: <code data-testid="device-key">{keys.madeKey.key}</code> — copy it now: it will not be shown again.
        </Alert>
      ) : null}
      {keys.rows === null ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <DataTable
          label="Device keys"
          rows={keys.rows}
          rowKey={(row) => row.id}
          columns={[
            { label: 'Name', value: (row) => row.name },
            { label: 'Key', value: (row) => `${row.keyPrefix}…` },
            { label: 'Created by', value: (row) => row.createdBy ?? '—' },
            { label: 'Created', value: (row) => when(row.createdAt) },
            { label: 'Last used', value: (row) => when(row.lastUsedAt) },
            { label: 'Status', value: (row) => (row.revokedAt ? <Chip size="small" label="Revoked" /> : <Chip size="small" color="success" label="Active" />) },
            {
              label: 'Actions',
              value: (row) =>
                row.revokedAt ? null : (
                  <Button size="small" color="error" disabled={keys.busy} onClick={() => void keys.revoke(row.id)}>
                    Revoke
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
