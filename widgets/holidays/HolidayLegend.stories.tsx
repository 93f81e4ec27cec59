import type { Meta, StoryObj } from '@storybook/react-vite';
import { HolidayLegend } from './HolidayLegend';

const meta = { title: 'Holidays/HolidayLegend', component: HolidayLegend } satisfies Meta<typeof HolidayLegend>;
export default meta;

export const Legend: StoryObj<typeof meta> = {};
