import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { PageHeader } from './PageHeader';

/** A page's title with its actions beside it (they wrap under it on a phone), and a line under it when a page has one. */
const meta = {
  title: 'Widgets/PageHeader',
  component: PageHeader,
  args: { title: 'Weekend Policy' },
} satisfies Meta<typeof PageHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithActions: Story = {
  args: {
    title: 'Department',
    children: (
      <>
        <Button variant="outlined">Export</Button>
        <Button variant="outlined">Import</Button>
        <Button variant="contained">+ Add</Button>
      </>
    ),
  },
};

export const WithSubtitle: Story = {
  args: {
    title: 'Good morning, Hema',
    subtitle: (
      <Stack direction="row" spacing={1}>
        <Chip size="small" label="ACME" />
        <Chip size="small" label="HR Ops Admin" />
        <Typography variant="body2">HR Business Partner</Typography>
      </Stack>
    ),
  },
};
