import type { Meta, StoryObj } from '@storybook/react-vite';
import { MasterListPage } from './MasterListPage';
import { marketFacingTitle, marketFacingTitleRows, StoryAdmin, vehicleType, vehicleTypeRows } from './storybook/storyAdmin';

const meta = {
  title: 'Masters/MasterListPage',
  component: MasterListPage,
  args: { definition: marketFacingTitle },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryAdmin definition={args.definition} rows={args.definition.name === 'vehicleType' ? vehicleTypeRows : marketFacingTitleRows}>
      <div style={{ padding: 24 }}>
        <MasterListPage {...args} />
      </div>
    </StoryAdmin>
  ),
} satisfies Meta<typeof MasterListPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Spec 000 §2.7: name, status chip (Active green, Inactive red), row menu Edit / Status / Delete. */
export const MarketFacingTitle: Story = {};

/** A master from a schema file no code knows: 130 rows, so 'All' goes past the MIT grid's 100. */
export const VehicleType: Story = { args: { definition: vehicleType } };

/** A role with view only: no add, no import, no row menu. */
export const ViewOnly: Story = {
  args: { definition: { ...marketFacingTitle, access: { view: true, add: false, edit: false, delete: false } } },
};

/** A role without delete: the row menu offers Edit and Status. */
export const WithoutDelete: Story = {
  args: { definition: { ...marketFacingTitle, access: { view: true, add: true, edit: true, delete: false } } },
};

export const Empty: Story = {
  render: (args) => (
    <StoryAdmin definition={args.definition} rows={[]}>
      <div style={{ padding: 24 }}>
        <MasterListPage {...args} />
      </div>
    </StoryAdmin>
  ),
};
