import type { Meta, StoryObj } from '@storybook/react-vite';
import { MasterFormDialog } from './MasterFormDialog';
import { marketFacingTitle, marketFacingTitleRows, StoryAdmin, vehicleType, vehicleTypeRows } from './storybook/storyAdmin';

const meta = {
  title: 'Masters/MasterFormDialog',
  component: MasterFormDialog,
  args: { definition: marketFacingTitle, onClose: () => console.info('closed') },
  render: (args) => (
    <StoryAdmin definition={args.definition} rows={args.definition.name === 'vehicleType' ? vehicleTypeRows : marketFacingTitleRows}>
      <MasterFormDialog {...args} />
    </StoryAdmin>
  ),
} satisfies Meta<typeof MasterFormDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** '+ Add Market Facing Title': one name field. Submit 'Consultant' to see the duplicate's 409. */
export const Add: Story = {};

/** Edit: the form mounts once the record has loaded. */
export const Edit: Story = { args: { id: 1 } };

/** The schema's own fields: a required name and a minimum on seats. Submit empty for the messages. */
export const AddVehicleType: Story = { args: { definition: vehicleType } };

export const EditVehicleType: Story = { args: { definition: vehicleType, id: 3 } };

/** A record that is not there. */
export const Missing: Story = { args: { id: 999 } };
