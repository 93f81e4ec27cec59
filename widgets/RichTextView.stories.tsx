import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextView } from './RichTextView';

const meta = {
  title: 'Widgets/RichTextView',
  component: RichTextView,
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored recognition's description (already held to the server's allow-list). */
export const Formatted: Story = { args: { html: '<p>Shipped the <strong>payroll</strong> release</p><ul><li>on time</li><li>no defects</li></ul>' } };
