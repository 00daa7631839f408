// GET and PUT /api/me/mail-preferences: which e-mails the signed-in member gets. POST /api/unsubscribe: a mail's
// unsubscribe link turns a topic off without a sign-in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailPreferences, MailPreferencesUpdate, MailTopic, UnsubscribeResult } from '@schemas/mail.ts';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export type { MailPreferences } from '@schemas/mail.ts';

/** What each topic is called on the preference screen and on the unsubscribe page. */
export const MAIL_TOPIC_LABELS: Record<MailTopic, string> = {
  review_outcomes: 'When my idea is approved or rejected',
  comments_on_my_ideas: 'When someone comments on my idea',
  replies_to_me: 'When someone replies to my comment',
  followed_ideas: 'News of ideas I follow: changes, new comments, roadmap moves',
  weekly_digest: 'A weekly digest of the best new ideas and what I follow',
};

export const mailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['mail-preferences'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<MailPreferences>('/me/mail-preferences', undefined, signal)).data,
  });

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}

async function updateMailPreferences(input: MailPreferencesUpdate): Promise<MailPreferences> {
  return (await api.put<MailPreferences>('/me/mail-preferences', input)).data;
}

export function useUpdateMailPreferences() {
  return useRefreshingMutation(updateMailPreferences, (queryClient, _input, saved) =>
    queryClient.setQueryData(mailPreferencesQueryOptions().queryKey, saved),
  );
}

export async function unsubscribe(token: string, topic?: MailTopic): Promise<MailTopic[]> {
  return (await api.post<UnsubscribeResult>('/unsubscribe', { token, topic })).data.topics;
}
