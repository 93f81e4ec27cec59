import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilePreviewDialog } from './FilePreviewDialog';

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const meta = {
  title: 'Holidays/FilePreviewDialog',
  component: FilePreviewDialog,
  args: { open: true, title: 'Madras Day', url: PNG, contentType: 'image/png', onClose: () => undefined },
} satisfies Meta<typeof FilePreviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Loading: Story = { args: { url: null, contentType: null } };
export const Failed: Story = { args: { url: null, contentType: null, failed: true } };
