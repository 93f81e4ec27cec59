import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { LOOKUP_CONTEXT_KEY, type LookupFormContext } from './lookupContext';
import { SchemaForm } from './SchemaForm';

/** No server here: the spec's /smtp look-ups answered from a small table, a little late as a server would. */
const servers: Record<string, Record<string, number[]>> = {
  'Microsoft 365': { 'smtp.office365.com': [587] },
  'Google Workspace': { 'smtp.gmail.com': [465, 587], 'smtp-relay.gmail.com': [25, 465, 587] },
  'Custom SMTP': {},
};
async function fetchLookup(path: string): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const url = new URL(path, 'http://story');
  const provider = url.searchParams.get('provider') ?? '';
  if (url.pathname === '/smtp') return Object.keys(servers);
  if (url.pathname === '/smtp/server') return Object.keys(servers[provider] ?? {});
  return servers[provider]?.[url.searchParams.get('server') ?? ''] ?? [25, 465, 587, 2525];
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['provider'],
  properties: {
    provider: { type: 'string', title: 'Provider' },
    server: { type: 'string', title: 'Server' },
    port: { type: 'integer', title: 'Port' },
  },
};
const uiSchema: UiSchema = {
  provider: { 'ui:widget': 'lookup', 'ui:options': { source: '/smtp' } },
  server: { 'ui:widget': 'lookup', 'ui:options': { source: '/smtp/server?provider={provider}', freeText: true } },
  port: { 'ui:widget': 'lookup', 'ui:options': { source: '/smtp/port?provider={provider}&server={server}' } },
};

interface MailServerFormProps {
  value?: Record<string, unknown>;
  error?: string;
  disabled?: boolean;
}

/** Three cascading look-ups in the real SchemaForm: changing the provider clears a server it does not offer, and its port. */
function MailServerForm({ value = {}, error, disabled }: MailServerFormProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(value);
  const formContext = useMemo(() => ({ [LOOKUP_CONTEXT_KEY]: { fetch: fetchLookup, formData } satisfies LookupFormContext }), [formData]);
  return (
    <div style={{ maxWidth: 480 }}>
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        onChange={(event) => setFormData((event.formData as Record<string, unknown>) ?? {})}
        extraErrors={error ? [{ field: 'server', message: error }] : undefined}
        disabled={disabled}
        onSubmit={(data) => console.info('submitted', data)}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/LookupWidget',
  component: MailServerForm,
} satisfies Meta<typeof MailServerForm>;

export default meta;

type Story = StoryObj<typeof meta>;

const filled = { provider: 'Google Workspace', server: 'smtp.gmail.com', port: 587 };

/** Server and port wait for a provider. */
export const Empty: Story = { args: {} };
export const Filled: Story = { args: { value: filled } };
export const ErrorState: Story = { name: 'Error', args: { value: filled, error: 'Server is not reachable' } };
export const Disabled: Story = { args: { value: filled, disabled: true } };
/** A provider with no list of servers: the server is typed. */
export const FreeText: Story = { args: { value: { provider: 'Custom SMTP', server: 'mail.example.org' } } };
