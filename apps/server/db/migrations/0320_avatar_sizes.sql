-- Avatar sizes (issue #17): the server decodes the uploaded photo and keeps it at two fixed sizes,
-- 256 px (the profile, the settings) and 64 px (menus, lists), both WebP, aspect kept, metadata
-- (EXIF: place, camera) stripped. The original is never kept. The 256 px image is the avatar's
-- blob (blob_key, sha256: its address stays /api/avatars/{user id}/{sha256}); the 64 px one is
-- served at that address with ?size=64. Avatars stored before this have no small image: their
-- one image serves both sizes.
alter table pgusers.avatars
  add column small_blob_key text unique check (char_length(small_blob_key) <= 200),
  add column small_size bigint check (small_size > 0),
  add column small_sha256 text check (small_sha256 ~ '^[0-9a-f]{64}$'),
  add constraint avatars_small_all_or_none check (
    (small_blob_key is null) = (small_size is null) and (small_size is null) = (small_sha256 is null));

-- The caller's new photo at both sizes: claims the two uploads the server recorded for them (both
-- images, the small one distinct), keeps them, points avatar_url at the large one and answers the
-- address and the replaced blobs (the endpoint deletes them). SECURITY DEFINER: uploads and blob
-- keys are not the member's to read or write; it acts only for auth.uid().
drop function pgusers_private.set_avatar(text);
create function pgusers_private.set_avatar(blob_key text, small_blob_key text)
returns table (avatar_url text, old_blob_keys text[])
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  u pgmedlock_private.uploads;
  s pgmedlock_private.uploads;
  old pgusers.avatars;
  url text;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to change your photo.';
  end if;
  if set_avatar.blob_key = set_avatar.small_blob_key then
    raise sqlstate 'PT400' using message = 'Unknown upload: send the photo through the upload endpoint';
  end if;
  delete from pgmedlock_private.uploads x
   where x.blob_key = set_avatar.blob_key and x.owner_id = uid
  returning * into u;
  delete from pgmedlock_private.uploads x
   where x.blob_key = set_avatar.small_blob_key and x.owner_id = uid
  returning * into s;
  if u.blob_key is null or s.blob_key is null then
    raise sqlstate 'PT400' using message = 'Unknown upload: send the photo through the upload endpoint';
  end if;
  if u.mime_type not in ('image/jpeg', 'image/png', 'image/webp')
     or s.mime_type not in ('image/jpeg', 'image/png', 'image/webp') then
    raise sqlstate 'PT415' using message = 'Choose a JPEG, PNG or WebP image.';
  end if;
  select * into old from pgusers.avatars a where a.user_id = uid for update;
  insert into pgusers.avatars as a
    (user_id, blob_key, mime_type, size, sha256, small_blob_key, small_size, small_sha256, updated_at)
  values (uid, u.blob_key, u.mime_type, u.size, u.sha256, s.blob_key, s.size, s.sha256, now())
  on conflict (user_id) do update
    set blob_key = excluded.blob_key, mime_type = excluded.mime_type, size = excluded.size,
        sha256 = excluded.sha256, small_blob_key = excluded.small_blob_key,
        small_size = excluded.small_size, small_sha256 = excluded.small_sha256,
        updated_at = excluded.updated_at;
  url := '/api/avatars/' || uid::text || '/' || u.sha256;
  update pgusers.profile p set avatar_url = url where p.id = uid;
  return query select url,
    array_remove(array_remove(array[old.blob_key, old.small_blob_key], null), u.blob_key);
end
$$;
revoke execute on function pgusers_private.set_avatar(text, text) from public;
grant execute on function pgusers_private.set_avatar(text, text) to authenticated;

-- Removes the caller's photo; answers the blobs to delete (none when there was no photo).
drop function pgusers_private.remove_avatar();
create function pgusers_private.remove_avatar()
returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  old pgusers.avatars;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to change your photo.';
  end if;
  delete from pgusers.avatars a where a.user_id = uid returning * into old;
  update pgusers.profile p set avatar_url = null where p.id = uid and p.avatar_url is not null;
  return array_remove(array[old.blob_key, old.small_blob_key], null);
end
$$;
revoke execute on function pgusers_private.remove_avatar() from public;
grant execute on function pgusers_private.remove_avatar() to authenticated;

-- The photo at an address and size (64 or 256 px): the member's current one with that SHA-256,
-- of an active account; a photo without a small image answers its one image.
-- SECURITY DEFINER: anyone holding the address (an <img>, no token) reads it; nothing else.
drop function pgusers_private.avatar_blob(uuid, text);
create function pgusers_private.avatar_blob(user_id uuid, sha256 text, px integer)
returns table (blob_key text, mime_type text, size bigint, sha256 text)
language sql stable security definer
set search_path = ''
as $$
  select case when avatar_blob.px = 64 and a.small_blob_key is not null
              then a.small_blob_key else a.blob_key end,
         case when avatar_blob.px = 64 and a.small_blob_key is not null
              then 'image/webp' else a.mime_type end,
         case when avatar_blob.px = 64 and a.small_blob_key is not null
              then a.small_size else a.size end,
         case when avatar_blob.px = 64 and a.small_blob_key is not null
              then a.small_sha256 else a.sha256 end
    from pgusers.avatars a
    join pgusers.profile p on p.id = a.user_id and p.is_active
   where a.user_id = avatar_blob.user_id and a.sha256 = avatar_blob.sha256
$$;
revoke execute on function pgusers_private.avatar_blob(uuid, text, integer) from public;
grant execute on function pgusers_private.avatar_blob(uuid, text, integer) to anon, authenticated;
