import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Access } from '../../src/app/auth/types';
import type { MailTemplate, Option, PreviewProblem } from './types';
import { insertVariable, problemRange, useMailTemplatePreview } from './useMailTemplatePreview';
import mailTemplateSchema from '../../schemas/masters/mailTemplate.schema.json';

/** The roles a template may be meant for (spec 002 §2, Mail Template Management). */
/** Spec 002 §2's roles a template is sent to: the schema's own list (its Sent To field). */
export const TEMPLATE_ROLES: readonly string[] = mailTemplateSchema.properties.audience.enum;
export const PREVIEW_FAILED = 'Failed to generate email preview';

const option = (options: Option[], value: string | null) => options.find((candidate) => candidate.value === value) ?? null;

/**
 * Spec 002 §2 Mail Template Management's live preview, below the schema-driven list and form: a
 * template's subject and body rendered against a real employee (and, for a Leave or Attendance
 * template, one of their applications) as they are typed, a palette that inserts a variable at the
 * cursor, and the engine's problem at its line and column. Custom because a schema form cannot preview
 * (docs/mail-templates.md).
 */
export function MailTemplatePreviewSection({ access }: { access: Access }) {
  const preview = useMailTemplatePreview();
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const subjectField = useRef<HTMLInputElement>(null);

  const insert = (name: string) => {
    const field = bodyField.current;
    const start = field?.selectionStart ?? preview.body.length;
    const end = field?.selectionEnd ?? preview.body.length;
    const next = insertVariable(preview.body, name, start, end);
    preview.setBody(next.text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };

  const result = preview.result;
  const problem = result && !result.ok ? result.problem : null;
  const FIELD_NAMES = { subject: 'Subject', body: 'Body' } as const;

  // The problem at its place: the field marked with it, and a link that selects the spot. The caret
  // is not moved by itself: the preview follows typing, and a jump mid-word would fight the writer.
  const showProblem = (at: PreviewProblem) => {
    const field = at.field === 'subject' ? subjectField.current : bodyField.current;
    if (!field || at.line === null || at.col === null) return;
    const range = problemRange(at.field === 'subject' ? preview.subject : preview.body, at.line, at.col);
    field.focus();
    field.setSelectionRange(range.start, range.end);
  };
  const problemOf = (name: PreviewProblem['field']) => {
    if (problem?.field !== name) return {};
    const place = problem.line !== null ? `Line ${problem.line}, column ${problem.col}: ` : '';
    return {
      error: true,
      helperText: (
        <>
          {place}
          {problem.message}
          {problem.line !== null ? (
            <>
              {' '}
              <Link component="button" type="button" variant="caption" onClick={() => showProblem(problem)} sx={{ verticalAlign: 'baseline' }}>
                Show in {FIELD_NAMES[name]}
              </Link>
            </>
          ) : null}
        </>
      ),
    };
  };
  return (
    <Paper component="section" aria-labelledby="mail-template-preview-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}>
      <Typography id="mail-template-preview-title" variant="h6" component="h2">
        Live Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Roles: {TEMPLATE_ROLES.join(', ')}.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Autocomplete<MailTemplate>
          size="small"
          options={preview.templates}
          value={preview.template}
          onChange={(_event, value) => preview.chooseTemplate(value)}
          onOpen={() => void preview.reload()}
          getOptionLabel={(template) => `${template.name} (${template.category})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          sx={{ flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Template" />}
        />
        <Autocomplete<Option>
          size="small"
          options={preview.employees}
          value={option(preview.employees, preview.empId)}
          onChange={(_event, value) => void preview.chooseEmployee(value?.value ?? null)}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          sx={{ flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Employee" />}
        />
        <Autocomplete<Option>
          size="small"
          options={preview.applications}
          value={option(preview.applications, preview.applicationCode)}
          onChange={(_event, value) => preview.setApplicationCode(value?.value ?? null)}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText="No applications"
          disabled={!preview.empId}
          sx={{ flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Application" />}
        />
      </Stack>

      {preview.template ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TextField label="Subject" size="small" fullWidth value={preview.subject} onChange={(event) => preview.setSubject(event.target.value)} inputRef={subjectField} sx={{ mb: 1 }} disabled={!access.edit} {...problemOf('subject')} />
            <TextField label="Body" fullWidth multiline minRows={8} value={preview.body} onChange={(event) => preview.setBody(event.target.value)} inputRef={bodyField} disabled={!access.edit} {...problemOf('body')} />
            <Box role="group" aria-label="Variables" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              {preview.variables.map((name) => (
                <Chip key={name} label={`{{ ${name} }}`} size="small" onClick={access.edit ? () => insert(name) : undefined} aria-label={`Insert ${name}`} />
              ))}
            </Box>
            {access.edit ? (
              <Button variant="contained" sx={{ mt: 1 }} disabled={!preview.dirty || preview.saving} onClick={() => void preview.save()}>
                Save Template
              </Button>
            ) : null}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
            {!preview.empId ? (
              <Typography color="text.secondary">Choose an employee to preview the mail.</Typography>
            ) : result === null ? null : result.ok ? (
              <>
                <Typography variant="subtitle2">Subject</Typography>
                <Typography data-testid="preview-subject" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {result.mail.subject}
                </Typography>
                {/* The server keeps only allow-listed tags; the sandbox (no scripts) keeps it inert even so. */}
                <Box component="iframe" title="Email body preview" sandbox="" srcDoc={result.mail.body} sx={{ width: '100%', minHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />
              </>
            ) : (
              <Alert severity="error">
                {PREVIEW_FAILED}
                {result.problem ? (
                  <>
                    {': '}
                    {FIELD_NAMES[result.problem.field]}
                    {result.problem.line !== null ? `, line ${result.problem.line}, column ${result.problem.col}` : ''} — {result.problem.message}
                  </>
                ) : null}
              </Alert>
            )}
          </Box>
        </Stack>
      ) : (
        <Typography color="text.secondary">Choose a template to edit and preview it.</Typography>
      )}
    </Paper>
  );
}
