import { agentPaths } from '@msp/contracts/api-paths.ts';
import type {
  Application,
  CreatedDownline,
  DownlineKind,
  InvitationLink,
  Invitations,
  TeamOverview,
  agentAnnouncementSchema,
} from '@msp/contracts/agents.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * The agent center's own calls (spec §2): the team overview, agent announcements, registration of downlines
 * (created directly or through invitation links) and a member's affiliate application. Every call carries the
 * session token (apiRequest adds it); the keys start with `member` so that a logout drops them with the rest of
 * the member's data, and carry the token so that two sessions never share an answer.
 */

export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

const agentKey = ['member', 'agent-center'] as const;

const contracts = () => import('@msp/contracts/agents.ts');

/** GET overview (token, agents only): the team over `from`–`to` (merchant days), with its per-day series. */
export const teamOverviewQueryOptions = (token: string | null, range: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: [...agentKey, 'overview', token, range?.from ?? null, range?.to ?? null],
    queryFn: ({ signal }) =>
      apiRequest<TeamOverview>(agentPaths.overview, {
        ...(range ? { query: { from: range.from, to: range.to } } : {}),
        contract: () => contracts().then((c) => c.teamOverviewSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET announcements (token, agents only): the merchant's notices for agents, newest first. */
export const agentAnnouncementsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...agentKey, 'announcements', token],
    queryFn: ({ signal }) =>
      apiRequest<AgentAnnouncement[]>(agentPaths.announcements, {
        contract: () => contracts().then((c) => c.agentAnnouncementListSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The invitations query's key, for invalidation after a change. */
export const invitationsKey = (token: string | null) => [...agentKey, 'invitations', token] as const;

/** GET invitations (token, agents only): the agent's own code and its invitation links, with their counts. */
export const invitationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: invitationsKey(token),
    queryFn: ({ signal }) =>
      apiRequest<Invitations>(agentPaths.invitations, {
        contract: () => contracts().then((c) => c.invitationsSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** POST invitations: a new invitation link (the API refuses more than `maxInvitationLinks`). */
export function createInvitation(body: { label: string; kind: DownlineKind }) {
  return apiRequest<InvitationLink>(agentPaths.invitations, {
    method: 'POST',
    body,
    contract: () => contracts().then((c) => c.invitationLinkSchema),
  });
}

/** DELETE invitation: retires a link (registrations through it stay counted). */
export function retireInvitation(id: number) {
  return apiRequest<{ id: number }>(agentPaths.invitation.replace(':id', String(id)), { method: 'DELETE' });
}

/** POST downlines: creates a player or sub-agent under the agent; the temporary password is shown once. */
export function createDownline(body: { username: string; nickname?: string; kind: DownlineKind }) {
  return apiRequest<CreatedDownline>(agentPaths.downlines, {
    method: 'POST',
    body,
    contract: () => contracts().then((c) => c.createdDownlineSchema),
  });
}

/** The application query's key, for invalidation after a submission. */
export const applicationKey = (token: string | null) => [...agentKey, 'application', token] as const;

/** GET application (token, no trial): the member's affiliate application, or null when there is none. */
export const applicationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: applicationKey(token),
    queryFn: ({ signal }) =>
      apiRequest<Application | null>(agentPaths.application, {
        contract: () => contracts().then((c) => c.applicationSchema.nullable()),
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** POST application: applies to become an agent. */
export function submitApplication(body: { plan: string; contact: string }) {
  return apiRequest<Application>(agentPaths.application, {
    method: 'POST',
    body,
    contract: () => contracts().then((c) => c.applicationSchema),
  });
}
