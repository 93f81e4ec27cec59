import { ariaDescribedByIds } from '@rjsf/utils';

// Visually hidden but still in the layout, so the label's click opens the file dialog everywhere.
const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
      style={hiddenInput}
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        // Cleared so choosing the same file again (after fixing it) fires a change.
        event.target.value = '';
      }}
    />
  );
}
