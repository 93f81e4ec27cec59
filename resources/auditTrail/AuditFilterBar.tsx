import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../widgets/SearchField';
import { actionLabel } from './auditFormat';
import { FilterDateField } from './FilterDateField';
import { AUDIT_ACTIONS } from './types';
import type { AuditTrailView } from './useAuditTrail';

/** Entity, actor (Emp ID), action, from/to dates and the search box (q). */
export function AuditFilterBar({ view }: { view: AuditTrailView }) {
  const { filters } = view;
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }} role="search" aria-label="Audit trail filters">
      <SearchField label="Search audit trail" value={filters.q} onChange={view.setSearch} sx={{ width: 220 }} />
      <TextField size="small" label="Entity" value={filters.entity} onChange={(event) => view.setEntity(event.target.value)} sx={{ width: 170 }} />
      <TextField size="small" label="Emp ID" value={filters.actor} onChange={(event) => view.setActor(event.target.value)} sx={{ width: 130 }} />
      <TextField select size="small" label="Action" value={filters.action} onChange={(event) => view.setAction(event.target.value)} sx={{ width: 140 }}>
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {actionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <FilterDateField label="From" value={filters.from} onChange={view.setFrom} />
      <FilterDateField label="To" value={filters.to} onChange={view.setTo} />
      {view.filtered ? (
        <Button onClick={view.clearFilters} sx={{ mt: '2px' }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
