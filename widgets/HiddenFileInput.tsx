import { ariaDescribedByIds } from '@rjsf/utils';

import { visuallyHidden } from './visuallyHidden';

export interface HiddenFileInputProps {
  /** The field's id (RJSF's), also naming its description and error lines. */
  id: string;
  name: string;
  /** The `accept` attribute, e.g. '.png,.jpeg,.jpg'. */
  accept: string;
  disabled?: boolean;
  'aria-label'?: string;
  onFile: (file: File | undefined) => void;
}

/** The file input inside a file widget's button (`<Button component="label">`): one chosen file at a time. */
export function HiddenFileInput({ id, name, accept, disabled, 'aria-label': ariaLabel, onFile }: HiddenFileInputProps) {
  return (
    <input
      id={id}
      name={name}
      type="file"
      accept={accept}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedByIds(id)}
      style={visuallyHidden}
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        // Cleared so choosing the same file again (after fixing it) fires a change.
        event.target.value = '';
      }}
    />
  );
}
