import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryCharts, MovementChart } from './HelpDeskCharts';

const meta: Meta = { title: 'Widgets/HelpDeskCharts' };
export default meta;

export const Categories: StoryObj = {
  render: () => (
    <CategoryCharts
      figures={[
        { category: 'IT Support', Pending: 4, Completed: 12, reopened: 2, averageHoursToResolve: 6.5 },
        { category: 'Payroll', Pending: 1, Completed: 5, reopened: 0, averageHoursToResolve: 20 },
        { category: 'HR Policies', Pending: 2, Completed: 0, reopened: 0, averageHoursToResolve: null },
      ]}
    />
  ),
};

export const Movement: StoryObj = {
  render: () => (
    <MovementChart
      points={[
        { period: '2026-11-23', raised: 5, completed: 3, reopened: 0 },
        { period: '2026-11-24', raised: 8, completed: 6, reopened: 1 },
        { period: '2026-11-25', raised: 2, completed: 2, reopened: 0 },
      ]}
    />
  ),
};
