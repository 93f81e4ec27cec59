import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepartmentChart } from './DepartmentChart';

const meta: Meta<typeof DepartmentChart> = {
  title: 'Widgets/DepartmentChart',
  component: DepartmentChart,
};
export default meta;

export const ThreeDepartments: StoryObj<typeof DepartmentChart> = {
  args: {
    title: 'Presence and hours by department',
    figures: [
      { department: 'Engineering', present: 412, hours: 3210.5 },
      { department: 'Finance', present: 120, hours: 940 },
      { department: 'Human Resources', present: 64, hours: 498.2 },
    ],
  },
};

export const NoData: StoryObj<typeof DepartmentChart> = {
  args: { title: 'Presence and hours by department', figures: [] },
};
