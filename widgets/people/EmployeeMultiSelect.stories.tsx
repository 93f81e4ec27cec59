import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeMultiSelect } from './EmployeeMultiSelect';
import type { EmployeeChoice, LoadEmployeeChoices } from './employeeOptionsPage';

/** No server here: 35 employees answered ten a page after the cursor, a little late as a server would. */
const PEOPLE: EmployeeChoice[] = Array.from({ length: 35 }, (_, index) => {
  const empId = `EMP${String(index + 1).padStart(3, '0')}`;
  return { value: empId, label: `${empId} - Colleague ${index + 1}` };
});
const fakeOptions: LoadEmployeeChoices = async ({ q, cursor }) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const matching = PEOPLE.filter((person) => !q || person.label.toLowerCase().includes(q.toLowerCase())).filter((person) => !cursor || person.value > cursor);
  const content = matching.slice(0, 10);
  return { content, nextCursor: matching.length > 10 ? content[content.length - 1].value : null };
};

function Controlled({ initial, error }: { initial: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return <EmployeeMultiSelect label="Employees" required value={value} onChange={setValue} known={[{ value: 'EMP030', label: 'EMP030 - Colleague 30' }]} error={error} load={fakeOptions} />;
}

/** The event and recognition dialogs' employee choice: type to search, scroll to the end for the next ten. */
const meta = {
  title: 'Widgets/EmployeeMultiSelect',
  component: Controlled,
  args: { initial: [] },
} satisfies Meta<typeof Controlled>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Editing a record: a chosen employee beyond the first page keeps the name the record gave. */
export const Chosen: Story = { args: { initial: ['EMP002', 'EMP030'] } };

export const Refused: Story = { args: { error: 'At least one employee must be selected' } };
