import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function RichTextEditorStory(props: Omit<RichTextEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RichTextEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Widgets/RichTextEditor',
  component: RichTextEditorStory,
} satisfies Meta<typeof RichTextEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A recognition's description with formatting. */
export const Filled: Story = { args: { label: 'Description', required: true, value: '<p>Shipped the <strong>payroll</strong> release</p><ul><li>on time</li></ul>' } };

/** Empty, with the spec's message under it. */
export const Required: Story = { args: { label: 'Description', required: true, value: '', error: 'Description is required' } };
