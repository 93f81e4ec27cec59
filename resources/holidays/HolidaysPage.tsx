import { Box, Button, Collapse, Paper, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../src/app/masters/ConfirmDialog';
import { PageHeader } from '../../widgets/PageHeader';
import { HolidayCalendar } from '../../widgets/holidays/HolidayCalendar';
import { HolidayDetailsDialog } from '../../widgets/holidays/HolidayDetailsDialog';
import { HolidayFilterPanel } from '../../widgets/holidays/HolidayFilterPanel';
import { HolidayLegend } from '../../widgets/holidays/HolidayLegend';
import { FilePreviewDialog } from '../../widgets/holidays/FilePreviewDialog';
import { HolidayFormDialog } from './HolidayFormDialog';
import type { HolidayMode } from './holidayModes';
import { useAttachmentPreview } from './useAttachmentPreview';
import { useHolidayCalendar } from './useHolidayCalendar';

/** One holiday screen of spec 002 §2 (its mode decides which): calendar, legend, filters, details, and for admins add/edit/delete. */
export function HolidaysPage({ mode }: { mode: HolidayMode }) {
  const calendar = useHolidayCalendar(mode);
  const preview = useAttachmentPreview();
  return (
    <Stack spacing={2}>
      <PageHeader title={mode.title}>
        <HolidayLegend />
        <Button startIcon={<FilterListIcon />} variant="outlined" onClick={calendar.actions.toggleFilters} aria-expanded={calendar.filtersOpen}>
          Filters
        </Button>
        {mode.readOnly ? null : (
          <Button startIcon={<AddIcon />} variant="contained" onClick={calendar.actions.startAdd}>
            Add Holiday
          </Button>
        )}
      </PageHeader>
      <Collapse in={calendar.filtersOpen} unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <HolidayFilterPanel
            filters={calendar.filters}
            states={calendar.states}
            locations={calendar.locations}
            showType={mode.showType}
            showMonth={mode.showMonth}
            onChange={calendar.actions.changeFilters}
            onReset={calendar.actions.reset}
          />
        </Paper>
      </Collapse>
      <Box aria-busy={calendar.loading}>
        <HolidayCalendar
          holidays={calendar.holidays}
          loading={calendar.loading}
          date={calendar.date}
          view={calendar.view}
          onNavigate={calendar.actions.navigate}
          onView={calendar.actions.setView}
          onSelectHoliday={calendar.actions.select}
        />
      </Box>
      <HolidayDetailsDialog
        holiday={calendar.selected}
        readOnly={mode.readOnly}
        onClose={() => calendar.actions.select(null)}
        onEdit={calendar.actions.startEdit}
        onDelete={calendar.actions.askDelete}
        onOpenAttachment={preview.open}
      />
      <FilePreviewDialog open={preview.holiday !== null} title={preview.holiday?.occasion ?? ''} url={preview.url} contentType={preview.type} failed={preview.failed} onClose={preview.close} />
      {mode.readOnly ? null : (
        <>
          <HolidayFormDialog editing={calendar.editing} states={calendar.states} locations={calendar.locations} onClose={calendar.actions.closeForm} onSaved={calendar.actions.saved} />
          <ConfirmDialog
            open={calendar.deleting !== null}
            title="Delete Request"
            content={`Delete the holiday '${calendar.deleting?.occasion ?? ''}'?`}
            confirmText="Delete"
            danger
            busy={calendar.busy}
            onConfirm={() => void calendar.actions.confirmDelete()}
            onCancel={calendar.actions.cancelDelete}
          />
        </>
      )}
    </Stack>
  );
}
