import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { PostPage } from './post-page';
import { mockServer } from '@/test/mock-server';

const post = {
  id: 1,
  author_id: 'a',
  author_username: 'asha',
  author_first_name: 'Asha',
  author_last_name: 'Rao',
  author_avatar_url: null,
  body: 'Ran 10 km today.',
  visibility: 'public',
  achievement_id: null,
  challenge_id: null,
  link_title: null,
  hidden_at: null,
  created_at: '2026-11-24T07:00:00Z',
  updated_at: '2026-11-24T07:00:00Z',
  like_count: 0,
  comment_count: 53,
  liked_by_me: false,
  images: [],
};
/** Comment n (1-based), a minute after the previous one. */
const comment = (n: number) => ({
  id: n,
  post_id: 1,
  author_id: 'b',
  author_username: 'ravi',
  author_first_name: 'Ravi',
  author_last_name: 'Kumar',
  author_avatar_url: null,
  body: `Comment ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 24, 8, n)).toISOString(),
  can_delete: false,
});
// 53 comments: a full first page of 50, then 3 more.
const allComments = Array.from({ length: 53 }, (_, i) => comment(i + 1));
let asked: Record<string, unknown>[] = [];
mockServer(
  http.post('*/api/rpc/social_posts', () => HttpResponse.json([post])),
  http.post('*/api/rpc/post_comment_list', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push(body);
    const after = typeof body.p_after_id === 'number' ? body.p_after_id : 0;
    return HttpResponse.json(
      allComments.filter((c) => c.id > after).slice(0, Number(body.p_limit)),
    );
  }),
);
afterEach(() => {
  asked = [];
});

describe('PostPage comments', () => {
  it('shows 50 comments, then appends the next page on "Show more comments"', async () => {
    await renderWithRouter(() => <PostPage postId={1} />);
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await within(comments).findByText('Comment 50');
    expect(within(comments).getAllByRole('listitem')).toHaveLength(50);
    expect(within(comments).queryByText('Comment 51')).toBeNull();
    expect(asked).toEqual([{ p_post_id: 1, p_limit: 50 }]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more comments' }));
    await within(comments).findByText('Comment 53');
    const items = within(comments).getAllByRole('listitem');
    expect(items).toHaveLength(53);
    // Appended after the first page, in order, the first page still shown.
    expect(items[0]).toHaveTextContent('Comment 1');
    expect(items[50]).toHaveTextContent('Comment 51');
    expect(asked[1]).toEqual({
      p_post_id: 1,
      p_after_created_at: allComments[49]!.created_at,
      p_after_id: 50,
      p_limit: 50,
    });
    // A short page is the last one.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull(),
    );
  });
});
