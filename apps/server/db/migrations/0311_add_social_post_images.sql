-- Post images (issue #17: "up to 4 images"): uploaded after the post is written, one at a time,
-- through the locker's upload path (the server streams the bytes through its upload guard into the
-- blob store, sniffing the type from the bytes, and records the blob for the caller in
-- pgmedlock_private.uploads); attach_post_image then claims that upload for one of the caller's
-- own posts. An image is read by whoever sees its post, with their token (a post's visibility is
-- not a public address); it goes with its post (the orphan sweep then removes the blob).
create table pgsocial.post_images (
  post_id bigint not null references pgsocial.posts (id) on delete cascade,
  position smallint not null check (position between 0 and 3),
  blob_key text not null unique check (char_length(blob_key) <= 200),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp')),
  size bigint not null check (size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (post_id, position)
);
alter table pgsocial.post_images enable row level security;
-- Writes only through attach_post_image; the blob key is the server's own.
create policy "post_images: readers of the post see its images" on pgsocial.post_images
  for select to authenticated
  using (exists (select 1 from pgsocial.posts p where p.id = post_id));
revoke all on pgsocial.post_images from public, anon, authenticated;
grant select (post_id, position, mime_type, size, sha256, created_at) on pgsocial.post_images
  to authenticated;

-- Claims the upload the server recorded for the caller as the next image of their post p_post_id
-- (at most 4). SECURITY DEFINER: uploads and blob keys are not the member's to read or write; it
-- acts only for auth.uid() and only on the caller's own post.
create function pgsocial_private.attach_post_image(p_post_id bigint, blob_key text)
returns table (post_id bigint, "position" smallint, sha256 text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  uid uuid := auth.uid();
  u pgmedlock_private.uploads;
  n smallint;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to add images.';
  end if;
  perform 1 from pgsocial.posts p where p.id = p_post_id and p.author_id = uid for update;
  if not found then
    raise sqlstate 'PT404' using message = 'That post was not found.';
  end if;
  select count(*) into n from pgsocial.post_images i where i.post_id = p_post_id;
  if n >= 4 then
    raise sqlstate 'PT409' using message = 'A post holds at most 4 images.';
  end if;
  delete from pgmedlock_private.uploads x
   where x.blob_key = attach_post_image.blob_key and x.owner_id = uid
  returning * into u;
  if u.blob_key is null then
    raise sqlstate 'PT400' using message = 'Unknown upload: send the image through the upload endpoint';
  end if;
  if u.mime_type not in ('image/jpeg', 'image/png', 'image/webp') then
    raise sqlstate 'PT415' using message = 'Choose a JPEG, PNG or WebP image.';
  end if;
  insert into pgsocial.post_images (post_id, position, blob_key, mime_type, size, sha256)
  values (p_post_id, n, u.blob_key, u.mime_type, u.size, u.sha256);
  return query select p_post_id, n, u.sha256;
end
$$;
revoke execute on function pgsocial_private.attach_post_image(bigint, text) from public;
grant execute on function pgsocial_private.attach_post_image(bigint, text) to authenticated;

-- An image's blob for a caller who sees its post (its author, a reader the post's visibility
-- admits, an admin for a reported post). SECURITY DEFINER: the blob key is the server's; the
-- post's visibility is checked here as the posts' policies do.
create function pgsocial_private.post_image_blob(p_post_id bigint, p_position integer)
returns table (blob_key text, mime_type text, size bigint, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select i.blob_key, i.mime_type, i.size, i.sha256
    from pgsocial.post_images i
    join pgsocial.posts p on p.id = i.post_id
   where i.post_id = p_post_id and i.position = p_position
     and (pgsocial_private.can_see_post(p.author_id, p.visibility, p.hidden_at)
          or pgsocial_private.is_reported(p.id))
$$;
revoke execute on function pgsocial_private.post_image_blob(bigint, integer) from public;
grant execute on function pgsocial_private.post_image_blob(bigint, integer) to authenticated;

-- social_posts as in 0310, with the post's images (position, sha256) embedded.
drop function pgsocial.social_posts(bigint, uuid, timestamptz, bigint, integer);
create function pgsocial.social_posts(p_post_id bigint default null, p_author_id uuid default null,
  p_before_created_at timestamptz default null, p_before_id bigint default null,
  p_limit integer default 20)
returns table (id bigint, author_id uuid, author_username text, author_first_name text,
  author_last_name text, author_avatar_url text, body text, visibility text,
  achievement_id integer, challenge_id integer, link_title text, hidden_at timestamptz,
  created_at timestamptz, updated_at timestamptz, like_count bigint, comment_count bigint,
  liked_by_me boolean, images jsonb)
language sql stable
set search_path = ''
as $$
  select p.id, p.author_id, a.username, a.first_name, a.last_name, a.avatar_url, p.body,
         p.visibility, p.achievement_id, p.challenge_id,
         case when p.achievement_id is not null or p.challenge_id is not null
              then pgsocial_private.post_link_title(p.id) end,
         p.hidden_at, p.created_at, p.updated_at,
         (select count(*) from pgsocial.post_likes l where l.post_id = p.id),
         (select count(*) from pgsocial.post_comments c where c.post_id = p.id),
         exists (select 1 from pgsocial.post_likes l where l.post_id = p.id and l.user_id = auth.uid()),
         coalesce((select jsonb_agg(jsonb_build_object('position', i.position, 'sha256', i.sha256)
                                    order by i.position)
                     from pgsocial.post_images i where i.post_id = p.id), '[]'::jsonb)
    from pgsocial.posts p
    cross join lateral pgsocial_private.author_card(p.author_id) a
   where pgsocial_private.can_see_post(p.author_id, p.visibility, p.hidden_at)
     and (p_post_id is null or p.id = p_post_id)
     and (p_author_id is null or p.author_id = p_author_id)
     and (p_before_created_at is null
          or (p.created_at, p.id) < (p_before_created_at, coalesce(p_before_id, 9223372036854775807)))
   order by p.created_at desc, p.id desc
   limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;
revoke execute on function pgsocial.social_posts(bigint, uuid, timestamptz, bigint, integer) from public;
grant execute on function pgsocial.social_posts(bigint, uuid, timestamptz, bigint, integer) to authenticated;
