import { useState } from 'react';
import { Alert, Button, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { useDeviceKeys } from './useDeviceKeys';

const when = (value: string | null) => (value ? format(parseISO(value), 'dd-MM-yyyy HH:mm') : '—');

/** Attendance Admin › Swipe Ingestion: the keys device sync tools post swipes with (docs/swipes.md). */
export default function DeviceKeysPage() {
  const keys = useDeviceKeys();
  const [name, setName] = useState('');
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Swipe Ingestion
      </Typography>
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
        <Table size="small" aria-label="Device keys">
          <TableHead>
            <TableRow>
              {['Name', 'Key', 'Created by', 'Created', 'Last used', 'Status', ''].map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary' }}>
                  No Records Available
                </TableCell>
              </TableRow>
            ) : (
              keys.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.keyPrefix}…</TableCell>
                  <TableCell>{row.createdBy ?? '—'}</TableCell>
                  <TableCell>{when(row.createdAt)}</TableCell>
                  <TableCell>{when(row.lastUsedAt)}</TableCell>
                  <TableCell>{row.revokedAt ? <Chip size="small" label="Revoked" /> : <Chip size="small" color="success" label="Active" />}</TableCell>
                  <TableCell>
                    {row.revokedAt ? null : (
                      <Button size="small" color="error" disabled={keys.busy} onClick={() => void keys.revoke(row.id)}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
