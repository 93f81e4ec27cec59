import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from './SearchField';

function Controlled({ label, placeholder, initial }: { label: string; placeholder?: string; initial: string }) {
  const [value, setValue] = useState(initial);
  return <SearchField label={label} placeholder={placeholder} value={value} onChange={setValue} sx={{ minWidth: 220 }} />;
}

/** The search box of the master lists, the audit trail and the permission matrix. */
const meta = {
  title: 'Widgets/SearchField',
  component: Controlled,
  args: { label: 'Search Departments', initial: '' },
} satisfies Meta<typeof Controlled>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = { args: { initial: 'Finance' } };

export const FilterPlaceholder: Story = { args: { label: 'Filter menus', placeholder: 'Filter menus', initial: 'Leave' } };
