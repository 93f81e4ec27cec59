import { useEffect, useMemo, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { IChangeEvent } from '@rjsf/core';
import { HttpError } from 'react-admin';
import { fetchLookup } from '../../src/app/masters/fetchLookup';
import { SchemaForm } from '../../widgets/SchemaForm';
import { LOOKUP_CONTEXT_KEY, type LookupFormContext } from '../../widgets/lookupContext';
import { helpDeskApi, type HelpDeskMenu } from './helpDeskApi';
import { INITIAL_TICKET_FORM, lookupOptionsOf, ticketFormSchema, ticketFormUiSchema, ticketPayload, type TicketFormData } from './ticketForm';

export interface RaiseTicketDialogProps {
  open: boolean;
  onClose(): void;
  /** The Help Desk pages the user may open (the rail lists none): shown under the form. */
  pages?: readonly { text: string; path: string }[];
  /** A closed ticket of the user this one follows (it can no longer be reopened). */
  linkedTicketId?: number;
}

/** Spec 000 §2.4: the ticket form of the Help Desk button; 'Ticket Raised successfully', then the lists refresh. */
export function RaiseTicketDialog({ open, onClose, pages = [], linkedTicketId }: RaiseTicketDialogProps) {
  const [menus, setMenus] = useState<HelpDeskMenu[]>([]);
  const [data, setData] = useState<TicketFormData>(INITIAL_TICKET_FORM);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ field: string; message: string }[]>([]);

  useEffect(() => {
    if (!open) return;
    setData(INITIAL_TICKET_FORM);
    setFieldErrors([]);
    let active = true;
    helpDeskApi.menus().then(
      (list) => active && setMenus(list ?? []),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [open]);

  const formContext = useMemo(
    () => ({
      [LOOKUP_CONTEXT_KEY]: { fetch: (path: string) => fetchLookup(path).then((records) => lookupOptionsOf(path, records)), formData: data as Record<string, unknown> } satisfies LookupFormContext,
    }),
    [data],
  );

  const change = (event: IChangeEvent<TicketFormData>) => {
    const next = event.formData ?? {};
    // A new category drops the old one's sub-menu; My Self drops the employee.
    setData({
      ...next,
      subMenu: next.menu === data.menu ? next.subMenu : undefined,
      employeeList: next.ticketRaisedFor === 'Others' ? next.employeeList : undefined,
    });
  };

  const submit = async (formData: TicketFormData) => {
    setSaving(true);
    try {
      helpDeskApi.notify(await helpDeskApi.raise(ticketPayload(formData, linkedTicketId)));
      onClose();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { fields?: { field: string; message: string }[] } | null)?.fields : undefined;
      setFieldErrors((fields ?? []).map((f) => ({ ...f, field: FIELD_OF[f.field] ?? f.field })));
      throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="raise-ticket-title" fullWidth maxWidth="sm">
      <DialogTitle id="raise-ticket-title">Raise a ticket</DialogTitle>
      <DialogContent dividers>
        {linkedTicketId ? <Typography sx={{ mb: 2 }}>{`This ticket follows closed ticket #${linkedTicketId}.`}</Typography> : null}
        <SchemaForm<TicketFormData>
          schema={ticketFormSchema(menus, data)}
          uiSchema={ticketFormUiSchema}
          formData={data}
          formContext={formContext}
          onChange={change}
          submitting={saving}
          extraErrors={fieldErrors}
          onSubmit={(formData) => submit(formData)}
        >
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </SchemaForm>
        {pages.length > 0 ? (
          <Stack component="nav" aria-label="Help Desk pages" direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ mt: 2 }}>
            {pages.map((page) => (
              <Link key={page.path} component={RouterLink} to={page.path} onClick={onClose}>
                {page.text}
              </Link>
            ))}
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The server's field names (spec 000 §3) as the form's. */
const FIELD_OF: Record<string, string> = { ticketDetails: 'reason', forEmpId: 'employeeList', commonId: 'menu', selfRequest: 'ticketRaisedFor' };
