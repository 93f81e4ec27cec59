import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { useFileSelection } from './hooks/useFileSelection';
import { truncateName } from './rules/fileRules';
import { HiddenFileInput } from './HiddenFileInput';
import { stringOption } from './widgetOptions';

/**
 * File picker storing a named data-url. ui:options: accept (extensions; default JPG, JPEG, PNG,
 * PDF, DOC), message (hint under the field). Names show truncated to 30 characters.
 */
export function FileWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, required, disabled, readonly, options } = props;
  const { name, error, accept, select, clear } = useFileSelection(props);
  const locked = disabled || readonly;
  const hint = stringOption(options, 'message');
  return (
    <Box>
      {labelValue(
        <FormLabel required={required} htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {/* The file input inside is the control (keyboard, screen readers); the label only looks like a button, so no control sits inside another. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={locked}
          sx={{ flexShrink: 0, '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          Choose file
          <HiddenFileInput id={id} name={htmlName || id} accept={accept} disabled={locked} onFile={(file) => void select(file)} />
        </Button>
        <Typography variant="body2" noWrap title={name ?? undefined} color={name ? 'text.primary' : 'text.secondary'}>
          {name ? truncateName(name) : 'No file chosen'}
        </Typography>
        {name && !locked && (
          <IconButton size="small" aria-label="remove file" onClick={clear}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}
