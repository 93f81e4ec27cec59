import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { CountTabs } from './CountTabs';
import { PageHeader } from './PageHeader';

type Key = 'Apply' | 'Pending' | 'Completed';

function RequestsPageTop({ pending, completed }: { pending: number; completed: number }) {
  const [tab, setTab] = useState<Key>('Pending');
  return (
    <>
      <PageHeader title="Regularization">
        <Button variant="outlined">Legend</Button>
      </PageHeader>
      <CountTabs<Key>
        label="Regularization"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'Apply', label: 'Apply' },
          { value: 'Pending', label: 'Pending', count: pending },
          { value: 'Completed', label: 'Completed', count: completed },
        ]}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/CountTabs and PageHeader',
  component: RequestsPageTop,
  args: { pending: 3, completed: 41 },
} satisfies Meta<typeof RequestsPageTop>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A request page's top: the title with its action, then Apply, Pending (n) and Completed (n). */
export const Counts: Story = {};

/** Nothing waiting. */
export const NothingPending: Story = { args: { pending: 0, completed: 0 } };
