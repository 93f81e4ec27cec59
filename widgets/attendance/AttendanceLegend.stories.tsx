import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEGEND_CODES } from '../../src/shared/legendCodes';
import { AttendanceLegend } from './AttendanceLegend';

const meta = {
  title: 'Attendance/AttendanceLegend',
  component: AttendanceLegend,
  args: { codes: LEGEND_CODES },
} satisfies Meta<typeof AttendanceLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click Legend: the spec's sixteen codes and the six day colours. */
export const Default: Story = {};
