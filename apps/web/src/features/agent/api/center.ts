import { agentPaths } from '@msp/contracts/api-paths.ts';
import type {
  Application,
  CreatedDownline,
  InvitationLink,
  Invitations,
  TeamOverview,
  agentAnnouncementSchema,
} from '@msp/contracts/agents.ts';
import type { DownlineKind } from '@msp/contracts/enums.ts';
import type { z } from 'zod';
import { agentQueryOptions, agentRequest } from './agent-query.ts';

/**
 * The agent center's own calls (spec §2): the team overview, agent announcements, registration of downlines
 * (created directly or through invitation links) and a member's affiliate application.
 */

export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

const agentKey = ['member', 'agent-center'] as const;

/** GET overview (token, agents only): the team over `from`–`to` (merchant days), with its per-day series. */
export const teamOverviewQueryOptions = (token: string | null, range: { from: string; to: string } | null) =>
  agentQueryOptions<TeamOverview>({
    key: [...agentKey, 'overview', token, range?.from ?? null, range?.to ?? null],
    token,
    path: agentPaths.overview,
    ...(range ? { query: { from: range.from, to: range.to } } : {}),
    schema: (c) => c.teamOverviewSchema,
    keepPrevious: true,
    staleTime: 60_000,
  });

/** GET announcements (token, agents only): the merchant's notices for agents, newest first. */
export const agentAnnouncementsQueryOptions = (token: string | null) =>
  agentQueryOptions<AgentAnnouncement[]>({
    key: [...agentKey, 'announcements', token],
    token,
    path: agentPaths.announcements,
    schema: (c) => c.agentAnnouncementListSchema,
    staleTime: 5 * 60_000,
  });

/** The invitations query's key, for invalidation after a change. */
export const invitationsKey = (token: string | null) => [...agentKey, 'invitations', token] as const;

/** GET invitations (token, agents only): the agent's own code and its invitation links, with their counts. */
export const invitationsQueryOptions = (token: string | null) =>
  agentQueryOptions<Invitations>({
    key: invitationsKey(token),
    token,
    path: agentPaths.invitations,
    schema: (c) => c.invitationsSchema,
    staleTime: 60_000,
  });

/** POST invitations: a new invitation link (the API refuses more than `maxInvitationLinks`). */
export const createInvitation = (body: { label: string; kind: DownlineKind }) =>
  agentRequest<InvitationLink>(agentPaths.invitations, 'POST', (c) => c.invitationLinkSchema, body);

/** DELETE invitation: retires a link (registrations through it stay counted). */
export const retireInvitation = (id: number) =>
  agentRequest<{ id: number }>(agentPaths.invitation.replace(':id', String(id)), 'DELETE');

/** POST downlines: creates a player or sub-agent under the agent; the temporary password is shown once. */
export const createDownline = (body: { username: string; nickname?: string; kind: DownlineKind }) =>
  agentRequest<CreatedDownline>(agentPaths.downlines, 'POST', (c) => c.createdDownlineSchema, body);

/** The application query's key, for invalidation after a submission. */
export const applicationKey = (token: string | null) => [...agentKey, 'application', token] as const;

/** GET application (token, no trial): the member's affiliate application, or null when there is none. */
export const applicationQueryOptions = (token: string | null) =>
  agentQueryOptions<Application | null>({
    key: applicationKey(token),
    token,
    path: agentPaths.application,
    schema: (c) => c.applicationSchema.nullable(),
    staleTime: 60_000,
  });

/** POST application: applies to become an agent. */
export const submitApplication = (body: { plan: string; contact: string }) =>
  agentRequest<Application>(agentPaths.application, 'POST', (c) => c.applicationSchema, body);
