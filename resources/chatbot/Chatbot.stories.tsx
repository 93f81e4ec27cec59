import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemoryRouter } from 'react-router-dom';
import { ChatbotPanel, type ChatbotView } from './ChatbotPanel';
import { CHAT_TEXT } from './chatMessages';

const actions = { restore: fn(), setDraft: fn(), addFiles: fn(), removeFile: fn(), dismissAlert: fn(), send: fn() };
const at = '2026-11-27T09:30:00.000Z';
const view: ChatbotView = {
  messages: [
    { id: 1, from: 'bot', text: CHAT_TEXT.greeting, timestamp: at },
    { id: 2, from: 'user', text: 'why was i absent on 12th', timestamp: at },
    {
      id: 3,
      from: 'bot',
      text: 'On 12 Nov 2026 you were marked Absent (A).\n• No swipe was recorded for the day.',
      timestamp: at,
      links: [{ label: 'Open the attendance calendar', path: '/attendance/calendar' }],
    },
    { id: 4, from: 'user', text: 'raise a ticket laptop not booting', timestamp: at, files: ['photo.jpg'] },
    { id: 5, from: 'bot', text: 'Raise a help desk ticket: IT / Laptop — "laptop not booting", with photo.jpg. Shall I go ahead?', timestamp: at, suggestions: ['Yes', 'No'] },
  ],
  draft: '',
  files: [],
  waiting: false,
  alert: null,
  actions,
};

const meta = {
  title: 'Chatbot/Panel',
  component: ChatbotPanel,
  args: { view },
  decorators: [(Story) => <MemoryRouter><div style={{ width: 340, border: '1px solid #ddd' }}><Story /></div></MemoryRouter>],
} satisfies Meta<typeof ChatbotPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation: an answer with its link, a request waiting for confirmation. */
export const Conversation: Story = {};
/** Waiting for a reply: sending is blocked. */
export const Waiting: Story = { args: { view: { ...view, waiting: true, draft: 'and my CL balance?' } } };
/** The 4 s alert (the service could not be reached). */
export const NetworkError: Story = { args: { view: { ...view, alert: CHAT_TEXT.network } } };
/** Files picked for the next message. */
export const WithFiles: Story = { args: { view: { ...view, files: [new File(['x'], 'screenshot.png'), new File(['y'], 'invoice.pdf')] } } };
