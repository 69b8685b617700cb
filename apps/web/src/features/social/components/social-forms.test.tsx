import type { SocialPost } from '@athcare/shared/social.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/test/render-with-router';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { SocialProfileSettings } from './social-profile-settings';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const writes: {
  method: string;
  path: string;
  profile: string | null;
  prefer: string | null;
  body: unknown;
}[] = [];
const record = async (request: Request) => {
  writes.push({
    method: request.method,
    path: new URL(request.url).pathname,
    profile: request.headers.get('content-profile'),
    prefer: request.headers.get('prefer'),
    body: await request.json(),
  });
};

const server = mockServer(
  http.get('*/api/achievements', () => HttpResponse.json([{ id: 4, title: 'First 5 km' }])),
  http.get('*/api/challenges', () => HttpResponse.json([{ id: 9, title: 'Run 50 km' }])),
  http.get('*/api/social_profiles', () =>
    HttpResponse.json([{ bio: 'Hello', default_visibility: 'followers' }]),
  ),
  http.post('*/api/rpc/my_blocked_members', () => HttpResponse.json([])),
  http.post('*/api/posts', async ({ request }) => {
    await record(request);
    return HttpResponse.json([{ id: 5 }], { status: 201 });
  }),
  http.post('*/api/social/posts/5/images', async ({ request }) => {
    // The multipart body as text (jsdom's File does not pass undici's form parser, and its file
    // name reads "blob" there; the browser sends the real one).
    const text = await request.text();
    writes.push({
      method: 'POST',
      path: new URL(request.url).pathname,
      profile: null,
      prefer: null,
      body: {
        file: /name="file"; filename="([^"]+)"/.exec(text)?.[1],
        type: /Content-Type: (image\/\w+)/i.exec(text)?.[1],
      },
    });
    return HttpResponse.json({ position: 0, sha256: 'a'.repeat(64) }, { status: 201 });
  }),
  http.post('*/api/social_profiles', async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 201 });
  }),
);

beforeEach(() => {
  writes.length = 0;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function renderPlain(ui: React.ReactNode) {
  renderWithQueryClient(ui);
  return userEvent.setup();
}

describe('the post form', () => {
  it('asks for text, then posts it to pgsocial with its visibility and linked achievement', async () => {
    const user = renderPlain(<PostComposer defaultVisibility="followers" />);
    const form = screen.getByRole('form', { name: 'New post' });
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByText('Write something to post')).toBeInTheDocument();
    expect(within(form).getByLabelText('What would you like to share?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes).toEqual([]);

    await user.type(within(form).getByLabelText('What would you like to share?'), '  Ran 5 km!  ');
    expect(within(form).getByLabelText('Who can see it')).toHaveValue('followers');
    await within(form).findByRole('option', { name: 'First 5 km' });
    await user.selectOptions(
      within(form).getByLabelText('Link from trackers (optional)'),
      'First 5 km',
    );
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/posts',
      profile: 'pgsocial',
      body: { body: 'Ran 5 km!', visibility: 'followers', achievement_id: 4, challenge_id: null },
    });
    expect(toast.success).toHaveBeenCalledWith('Your post is shared.');
    // Ready for the next post, keeping the chosen visibility.
    await waitFor(() =>
      expect(within(form).getByLabelText('What would you like to share?')).toHaveValue(''),
    );
    expect(within(form).getByLabelText('Who can see it')).toHaveValue('followers');
  });

  it('uploads the chosen images after the post, and refuses a fifth or a non-image', async () => {
    const user = renderPlain(<PostComposer />);
    const form = screen.getByRole('form', { name: 'New post' });
    const picker = within(form).getByLabelText('Images (up to 4, optional)');
    const photo = (name: string) => new File(['png'], name, { type: 'image/png' });
    await user.upload(
      picker,
      [1, 2, 3, 4, 5].map((i) => photo(`p${i}.png`)),
    );
    expect(within(form).getByText('A post holds at most 4 images.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('What would you like to share?'), 'Photos');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(writes).toEqual([]);
    await user.upload(picker, [photo('run.png')]);
    expect(within(form).queryByText('A post holds at most 4 images.')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      path: '/api/social/posts/5/images',
      body: { type: 'image/png' },
    });
  });

  it('keeps the post when the server refuses an image, and says so', async () => {
    server.use(
      http.post('*/api/social/posts/5/images', () =>
        HttpResponse.json(
          { code: 'unsupported_type', message: 'Choose a JPEG, PNG or WebP image.' },
          { status: 415 },
        ),
      ),
    );
    const user = renderPlain(<PostComposer />);
    const form = screen.getByRole('form', { name: 'New post' });
    await user.type(within(form).getByLabelText('What would you like to share?'), 'Disguised');
    await user.upload(within(form).getByLabelText('Images (up to 4, optional)'), [
      new File(['not really'], 'fake.png', { type: 'image/png' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(vi.mocked(toast.error).mock.calls[0]![0]).toMatch(
      /^Your post is shared, but an image could not be added:/,
    );
    await waitFor(() =>
      expect(within(form).getByLabelText('What would you like to share?')).toHaveValue(''),
    );
  });

  it('shows the server’s refusal (the posting rate limit) in the form', async () => {
    server.use(
      http.post('*/api/posts', () =>
        HttpResponse.json(
          {
            code: 'PT429',
            message: 'You are posting too often. Wait a few minutes and try again.',
          },
          { status: 429 },
        ),
      ),
    );
    const user = renderPlain(<PostComposer />);
    const form = screen.getByRole('form', { name: 'New post' });
    await user.type(within(form).getByLabelText('What would you like to share?'), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/posting too often/);
  });
});

describe('the social profile form', () => {
  it('loads the bio and saves it as an upsert of the member’s own row', async () => {
    const user = renderPlain(<SocialProfileSettings userId="u-1" />);
    const bio = await screen.findByLabelText('Bio');
    await waitFor(() => expect(bio).toHaveValue('Hello'));
    expect(screen.getByText('You have not blocked anyone.')).toBeInTheDocument();
    await user.clear(bio);
    await user.type(bio, 'x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save social profile' }));
    expect(await screen.findByText('Your bio must be at most 300 characters')).toBeInTheDocument();
    await user.clear(bio);
    await user.type(bio, 'Runner');
    await user.selectOptions(
      screen.getByLabelText('Who can see my new posts by default'),
      'only_me',
    );
    await user.click(screen.getByRole('button', { name: 'Save social profile' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: '/api/social_profiles',
      profile: 'pgsocial',
      body: { user_id: 'u-1', bio: 'Runner', default_visibility: 'only_me' },
    });
    expect(writes[0]!.prefer).toContain('resolution=merge-duplicates');
  });
});

describe('a post', () => {
  it('shows its text as text, never as HTML', async () => {
    const body = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 1">';
    const post: SocialPost = {
      id: 1,
      authorId: 'a',
      authorUsername: 'asha',
      authorFirstName: 'Asha',
      authorLastName: 'Rao',
      authorAvatarUrl: null,
      body,
      visibility: 'public',
      achievementId: null,
      challengeId: 9,
      linkTitle: 'Run 50 km',
      hiddenAt: null,
      createdAt: '2026-11-24T07:00:00Z',
      updatedAt: '2026-11-24T07:00:00Z',
      likeCount: 2,
      commentCount: 1,
      likedByMe: false,
      images: [],
    };
    const { container } = await renderWithRouter(() => <PostCard post={post} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText(body)).toBeInTheDocument();
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
    expect(within(article).getByText('Run 50 km')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Like (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expectLinkTo(within(article).getByRole('link', { name: '1 comment' }), '/social/1');
    expect(within(article).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });
});
