-- Avatars (issue #17): a member's photo, uploaded through the locker's upload path (the server
-- streams the bytes through its upload guard into the blob store, sniffing the type from the
-- bytes, then records the blob in pgmedlock_private.uploads for the caller), then claimed here.
-- A photo row can only point at a blob the server stored for that same member, so nobody can set
-- another's photo nor borrow another's blob (a locker file) as theirs.
--
-- The photo is served at /api/avatars/{user id}/{sha256}: an <img> carries no token, so the
-- address itself (the profile's avatar_url, seen by whoever may see the member's name) is what
-- gives it out, as public_profiles gives out the name.
create schema if not exists pgusers_private;
grant usage on schema pgusers_private to anon, authenticated;

create table pgusers.avatars (
  user_id uuid primary key references auth.users (id) on delete cascade,
  blob_key text not null unique check (char_length(blob_key) <= 200),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp')),
  size bigint not null check (size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);
alter table pgusers.avatars enable row level security;
-- Writes only through set_avatar / remove_avatar (below); the blob key is the server's own.
create policy "avatars: member reads own" on pgusers.avatars
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on pgusers.avatars from public, anon, authenticated;
grant select (user_id, mime_type, size, sha256, updated_at) on pgusers.avatars to authenticated;

-- The caller's new photo: claims the upload the server recorded for them (an image), keeps it,
-- points avatar_url at it and answers the address and the replaced blob (the endpoint deletes
-- it; the orphan sweep would otherwise). SECURITY DEFINER: uploads and the blob key are not the
-- member's to read or write; it acts only for auth.uid().
create function pgusers_private.set_avatar(blob_key text)
returns table (avatar_url text, old_blob_key text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  u pgmedlock_private.uploads;
  old_key text;
  url text;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to change your photo.';
  end if;
  delete from pgmedlock_private.uploads x
   where x.blob_key = set_avatar.blob_key and x.owner_id = uid
  returning * into u;
  if u.blob_key is null then
    raise sqlstate 'PT400' using message = 'Unknown upload: send the photo through the upload endpoint';
  end if;
  if u.mime_type not in ('image/jpeg', 'image/png', 'image/webp') then
    raise sqlstate 'PT415' using message = 'Choose a JPEG, PNG or WebP image.';
  end if;
  select a.blob_key into old_key from pgusers.avatars a where a.user_id = uid for update;
  insert into pgusers.avatars as a (user_id, blob_key, mime_type, size, sha256, updated_at)
  values (uid, u.blob_key, u.mime_type, u.size, u.sha256, now())
  on conflict (user_id) do update
    set blob_key = excluded.blob_key, mime_type = excluded.mime_type, size = excluded.size,
        sha256 = excluded.sha256, updated_at = excluded.updated_at;
  url := '/api/avatars/' || uid::text || '/' || u.sha256;
  update pgusers.profile p set avatar_url = url where p.id = uid;
  return query select url, case when old_key = u.blob_key then null else old_key end;
end
$$;
revoke execute on function pgusers_private.set_avatar(text) from public;
grant execute on function pgusers_private.set_avatar(text) to authenticated;

-- Removes the caller's photo; answers the blob to delete (null when there was none).
create function pgusers_private.remove_avatar()
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  old_key text;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to change your photo.';
  end if;
  delete from pgusers.avatars a where a.user_id = uid returning a.blob_key into old_key;
  update pgusers.profile p set avatar_url = null where p.id = uid and p.avatar_url is not null;
  return old_key;
end
$$;
revoke execute on function pgusers_private.remove_avatar() from public;
grant execute on function pgusers_private.remove_avatar() to authenticated;

-- The photo at an address: the member's current one with that SHA-256, of an active account.
-- SECURITY DEFINER: anyone holding the address (an <img>, no token) reads it; nothing else.
create function pgusers_private.avatar_blob(user_id uuid, sha256 text)
returns table (blob_key text, mime_type text, size bigint, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select a.blob_key, a.mime_type, a.size, a.sha256
    from pgusers.avatars a
    join pgusers.profile p on p.id = a.user_id and p.is_active
   where a.user_id = avatar_blob.user_id and a.sha256 = avatar_blob.sha256
$$;
revoke execute on function pgusers_private.avatar_blob(uuid, text) from public;
grant execute on function pgusers_private.avatar_blob(uuid, text) to anon, authenticated;
