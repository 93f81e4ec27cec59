import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { useUpload, UPLOAD_UNAVAILABLE_MESSAGE } from './hooks/useUpload';
import { fileNameOf, truncateName } from './rules/fileRules';
import { uploadButtonText } from './rules/uploadRules';
import { HiddenFileInput } from './HiddenFileInput';
import { stringOption } from './widgetOptions';

/**
 * A read-only property whose file has its own endpoint (an organisation's logo): the stored file
 * (an image through ui:options.preview) and an upload button that sends a chosen file at once.
 * ui:options: endpoint (required; '{id}' and other '{property}' placeholders from the record),
 * accept (extensions, checked by name before anything is sent), preview (path of the stored file,
 * with '{value}'), fieldName (multipart field, default 'file'), buttonText (default 'Upload
 * <title>'). The schema's readOnly keeps the value out of the saved record; it does not lock the
 * button — only a disabled form does. Needs the form's `formContext.upload` (widgets/uploadContext.ts).
 */
export function UploadWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, disabled, options } = props;
  const upload = useUpload(props);
  const buttonText = uploadButtonText(stringOption(options, 'buttonText'), label);
  const locked = disabled || !upload.available || upload.uploading;
  const fileName = upload.stored ? fileNameOf(upload.stored) : null;
  return (
    <Box>
      {labelValue(
        <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 120,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {upload.preview.url ? (
            <Box component="img" src={upload.preview.url} alt={label || 'Uploaded file'} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : upload.preview.loading ? (
            <CircularProgress size={20} aria-label={`Loading ${label || 'file'}`} />
          ) : (
            <Typography variant="caption" color="text.secondary" noWrap title={fileName ?? undefined} sx={{ px: 1 }}>
              {fileName ? truncateName(fileName) : 'None'}
            </Typography>
          )}
        </Box>
        <Button
          component="label"
          variant="outlined"
          startIcon={upload.uploading ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
          disabled={locked}
          sx={{ flexShrink: 0 }}
        >
          {upload.uploading ? 'Uploading...' : buttonText}
          <HiddenFileInput
            id={id}
            name={htmlName || id}
            accept={upload.accept}
            disabled={locked}
            aria-label={buttonText}
            onFile={(file) => void upload.select(file)}
          />
        </Button>
      </Box>
      {upload.error ? (
        <FormHelperText id={`${id}__error`} error>
          {upload.error}
        </FormHelperText>
      ) : null}
      {!upload.available && !disabled ? <FormHelperText>{UPLOAD_UNAVAILABLE_MESSAGE}</FormHelperText> : null}
    </Box>
  );
}
