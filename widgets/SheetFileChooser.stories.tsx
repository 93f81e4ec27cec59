import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { SheetFileChooser } from './SheetFileChooser';

function Chooser({ initial, disabled }: { initial: File | null; disabled?: boolean }) {
  const [file, choose] = useState<File | null>(initial);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <SheetFileChooser formats={['csv', 'xlsx', 'xls']} file={file} choose={choose} disabled={disabled} label="Import file" />
    </Stack>
  );
}

const meta = { title: 'Widgets/SheetFileChooser', component: Chooser } satisfies Meta<typeof Chooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFile: Story = { args: { initial: null } };
export const Chosen: Story = { args: { initial: new File(['Emp ID,Leave Type'], 'Opening balances for the whole of 2026 by employee.xlsx') } };
export const Busy: Story = { args: { initial: null, disabled: true } };
