/** The users endpoints of /app/admin/usuarios: the list query, invite, edit and password link. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteResultSchema,
  passwordLinkSchema,
  userPageSchema,
  userRowSchema,
  type InviteUserInput,
  type UpdateUserInput,
  type UserListQuery,
} from '@ecopeso/shared/users';
import type { Language } from '@ecopeso/shared/languages';
import { apiFetch } from '@/lib/api-client';

export const usersQueryKey = ['users'] as const;

function queryString(query: UserListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => apiFetch(`/api/v1/users?${queryString(query)}`, userPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) =>
      apiFetch('/api/v1/users', inviteResultSchema, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateUserInput & { id: string }) =>
      apiFetch(`/api/v1/users/${encodeURIComponent(id)}`, userRowSchema, { method: 'PATCH', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useIssuePasswordLink() {
  return useMutation({
    mutationFn: ({ id, language }: { id: string; language: Language }) =>
      apiFetch(`/api/v1/users/${encodeURIComponent(id)}/password-link`, passwordLinkSchema, {
        method: 'POST',
        body: { language },
      }),
  });
}
