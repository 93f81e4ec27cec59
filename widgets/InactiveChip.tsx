import Chip from '@mui/material/Chip';

/** The 'Inactive' mark beside a menu or submenu that is switched off. */
export function InactiveChip() {
  return <Chip label="Inactive" size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: 11, color: 'text.secondary' }} />;
}
