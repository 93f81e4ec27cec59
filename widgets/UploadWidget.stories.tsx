import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';
import { UPLOAD_CONTEXT_KEY, type UploadFormContext } from './uploadContext';

const meta = {
  title: 'Widgets/UploadWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A square logo in the stored file's colour, so an upload visibly changes the preview. */
const logo = (colour: string) =>
  new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${colour}"/><rect y="26" width="64" height="12" fill="#fff"/></svg>`], {
    type: 'image/svg+xml',
  });

/** No server here: the upload 'stores' a file named after the chosen one, and refuses names with 'big' in them as the server would. */
const context: UploadFormContext = {
  record: { id: 7, organizationCode: 'ACME' },
  transport: {
    async upload(_path, body) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const file = body.get('file') as File;
      if (file.name.includes('big')) throw new Error('Logo must be at most 1 MB');
      return { data: { logoFile: `uploaded-${file.name}` }, message: 'Logo updated successfully' };
    },
    async fetchFile(path) {
      return logo(path.includes('uploaded-') ? '#7b61ff' : '#1b7345');
    },
    notify: (message) => console.info('toast', message),
  },
};

const states = fieldStates(
  {
    field: 'logoFile',
    schema: { type: 'string', title: 'Logo', readOnly: true },
    uiSchema: {
      'ui:widget': 'upload',
      'ui:options': { endpoint: '/organization/{id}/logo', accept: ['.png', '.jpeg', '.jpg'], preview: '/organization/file/{value}' },
    },
    formContext: { [UPLOAD_CONTEXT_KEY]: context },
  },
  'acme-logo.png',
  'Please upload a valid file type: png, jpeg, jpg',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** Adding a record: nothing to upload for yet. */
export const WithoutRecord: Story = {
  args: {
    field: 'logoFile',
    schema: { type: 'string', title: 'Logo', readOnly: true },
    uiSchema: { 'ui:widget': 'upload', 'ui:options': { endpoint: '/organization/{id}/logo', accept: ['.png'] } },
    formContext: { [UPLOAD_CONTEXT_KEY]: { ...context, record: undefined } },
  },
};
