import { memo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import type { CheckState } from './rules/permissionMatrix';

export interface MatrixCheckboxProps {
  /** A cell's flag, or the state of what a select-all box covers. */
  state: CheckState | boolean;
  label: string;
  disabled?: boolean;
  /** Greyed, for a switched-off menu: its grants are kept but do nothing until it is on again. */
  muted?: boolean;
  /** Called with true to tick (also from a partly ticked select-all), false to clear. */
  onToggle: (on: boolean) => void;
}

/** A checkbox of the permission matrix: tri-state for select-all boxes, no ripple (there are hundreds). */
export const MatrixCheckbox = memo(function MatrixCheckbox({ state, label, disabled, muted = false, onToggle }: MatrixCheckboxProps) {
  const checked = state === true || state === 'all';
  const indeterminate = state === 'some';
  return (
    <Checkbox
      size="small"
      disableRipple
      checked={checked}
      indeterminate={indeterminate}
      disabled={disabled}
      onChange={() => onToggle(!checked)}
      slotProps={{ input: { 'aria-label': label } }}
      sx={muted ? { p: 0.5, color: 'text.disabled', '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: 'text.disabled' } } : { p: 0.5 }}
    />
  );
});
