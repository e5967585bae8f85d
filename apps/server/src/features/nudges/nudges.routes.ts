/**
 * Socket handlers of the "f" nudges (see nudges.service.ts). Payload user ids are ignored:
 * a socket speaks for its own user only.
 */
import type { App } from '../../platform/types.ts';
import type { NudgesService } from './nudges.service.ts';

export async function nudgesRoutes(app: App, { nudges: service }: { nudges: NudgesService }) {
  app.realtime.on('CLIENT:F_VISIT', (socket) => service.visit(socket.data.userId));
  app.realtime.on('CLIENT:F_LIKE', (socket) => service.like(socket.data.userId));
  app.realtime.on('F_SESSIONS_UPDATE', (socket) => service.sessions(socket.data.userId));
  // There are no meetup invitations, so nothing real can answer this nudge: it is only
  // acknowledged.
  app.realtime.on('CLIENT:INVITE_MEETUP', () => undefined);
}
