import type { StoryObj } from '@storybook/react-vite';
import type { FieldStoryProps } from './FieldStory';
import { FieldStory } from './FieldStory';

type Story = StoryObj<typeof FieldStory>;

/** The four states every widget story shows: empty, filled, error (a server message) and disabled. */
export function fieldStates(
  base: Omit<FieldStoryProps, 'value' | 'error' | 'disabled'>,
  filled: unknown,
  error: string,
): { empty: Story; filled: Story; error: Story; disabled: Story } {
  return {
    empty: { args: base },
    filled: { args: { ...base, value: filled } },
    error: { name: 'Error', args: { ...base, error } },
    disabled: { args: { ...base, value: filled, disabled: true } },
  };
}
