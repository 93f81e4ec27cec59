import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * A password input's show/hide toggle (spec 000 §5, spec 002 §5): the input's `type`, and the eye
 * button to put at its end. Every password field of the product uses it, sign-in pages included.
 */
export function usePasswordReveal(disabled = false) {
  const [visible, setVisible] = useState(false);
  const endAdornment = (
    <InputAdornment position="end">
      <IconButton
        aria-label="toggle password visibility"
        edge="end"
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        // Keeps focus (and the caret) in the input while toggling.
        onMouseDown={(event) => event.preventDefault()}
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return { type: visible ? 'text' : 'password', endAdornment };
}
