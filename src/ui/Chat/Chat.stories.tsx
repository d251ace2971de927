import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { demoChat } from '@content/steps';
import { writeConversation } from '@/demo/conversation';
import { Icon } from '@/ui/Icon/Icon';

import { ChatMessage } from './ChatMessage';
import { ChatTitleBar } from './ChatTitleBar';

const meta = {
  title: 'UI/Chat',
  component: ChatMessage,
  args: { from: 'user', speaker: demoChat.userLabel, text: demoChat.placeholder, time: '09:30' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: '24rem', background: 'var(--color-chat-bg)', borderRadius: '1rem', overflow: 'hidden' }}>
      <ChatTitleBar name={demoChat.title} status={demoChat.status} avatar={<Icon name="chat" />} />
      <ol style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem', padding: '1rem', listStyle: 'none' }}>
        <ChatMessage {...args} />
        <ChatMessage from="bot" speaker={demoChat.botLabel} text={writeConversation(demoChat.seed).messages[3]?.text ?? ''} time="09:30" />
      </ol>
    </div>
  ),
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title bar and two bubbles; screen readers hear who speaks, since left and right are only visual. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the title bar names the contact', async () => {
      await expect(canvas.getByText(demoChat.title)).toBeVisible();
      await expect(canvas.getByText(demoChat.status)).toBeVisible();
    });
    await step('each bubble says who speaks, what and when', async () => {
      const [user, bot] = canvas.getAllByRole('listitem');
      await expect(user).toHaveTextContent(`${demoChat.userLabel}: gastei 30 no uber09:30`);
      await expect(user).toHaveAttribute('data-from', 'user');
      await expect(bot).toHaveTextContent(`${demoChat.botLabel}: ✅ Gasto registrado: R$ 45,90 em Alimentação`);
      await expect(bot).toHaveAttribute('data-from', 'bot');
    });
  },
};

/** Markup typed by a visitor is shown as text. */
export const TextIsNeverMarkup: Story = {
  args: { text: '<img src=x onerror=alert(1)> gastei 10' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('<img src=x onerror=alert(1)> gastei 10');
    await expect(canvasElement.querySelector('li img')).toBeNull();
  },
};
