import fp from 'fastify-plugin';
import type { MessageSender } from '../modules/verification/senders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where SMS and email codes go: the dev outbox, or the production webhooks. */
    messageSender: MessageSender;
  }
}

export const messageSenderPlugin = fp<{ sender: MessageSender }>(async (app, { sender }) => {
  app.decorate('messageSender', sender);
});
