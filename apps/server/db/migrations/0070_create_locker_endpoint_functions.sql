-- The SQL of the locker's and share links' HTTP endpoints (apps/server/src/locker/*.ts), one
-- function per step, so every access rule sits here next to the tables it guards. None of it is in
-- an exposed schema (pgmedlock_private is never in DB_SCHEMAS), so only the server calls it:
--   * as the caller (security invoker, granted to authenticated): the row-level security of
--     pgmedlock decides, exactly as for the data API;
--   * as the caller, SECURITY DEFINER, granted to anon and authenticated: the public side of share
--     links, where a visitor has no rows of their own; the token's hash is the credential and each
--     function checks the link itself;
--   * as the service (no grant): what only the server may attest — a blob it stored, an entry of
--     the owner's access log, the password attempts on a link.
-- Arguments have plain names; inside the bodies they are qualified with the function's name.

-- The file row as the endpoints answer it: every column but the blob key and the deletion mark.
create function pgmedlock_private.file_json(f pgmedlock.files) returns jsonb
language sql immutable
set search_path = ''
as $$
  select to_jsonb(f) - 'blob_key' - 'deleted_at'
$$;

-- ───────────────────────────── uploads ─────────────────────────────

-- Before a large body is read: the plan and the target folder, so a refusal comes at once.
create function pgmedlock_private.upload_precheck(folder_id uuid)
returns table (subscribed boolean, folder_ok boolean)
language sql stable
set search_path = ''
as $$
  select pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'),
         upload_precheck.folder_id is null
           or exists (select 1 from pgmedlock.folders d
                       where d.id = upload_precheck.folder_id and d.owner_id = auth.uid())
$$;

-- The caller's active file, which a new version may replace.
create function pgmedlock_private.can_add_version(file_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from pgmedlock.files f
                  where f.id = can_add_version.file_id and f.owner_id = auth.uid()
                    and f.status = 'active')
$$;

-- Service: a blob the server stored for an owner, which one file write may then claim.
create function pgmedlock_private.record_upload(
  blob_key text, owner_id uuid, size bigint, sha256 text, mime_type text
) returns text
language sql volatile
set search_path = ''
as $$
  insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
  values (record_upload.blob_key, record_upload.owner_id, record_upload.size,
          record_upload.sha256, record_upload.mime_type)
  returning blob_key
$$;

-- Service: an upload that no file row will claim (the write failed or was refused).
create function pgmedlock_private.forget_upload(blob_key text) returns boolean
language sql volatile
set search_path = ''
as $$
  with gone as (delete from pgmedlock_private.uploads u
                 where u.blob_key = forget_upload.blob_key returning 1)
  select exists (select 1 from gone)
$$;

-- A new file of the caller from a recorded upload (the files trigger claims it, checks the plan and
-- the quota); null when nothing was written.
create function pgmedlock_private.commit_upload(folder_id uuid, name text, blob_key text)
returns jsonb
language sql volatile
set search_path = ''
as $$
  insert into pgmedlock.files as f (owner_id, folder_id, name, blob_key)
  values (auth.uid(), commit_upload.folder_id, commit_upload.name, commit_upload.blob_key)
  returning pgmedlock_private.file_json(f)
$$;

-- A new version of the caller's active file (the old bytes stay as a version); null when the file
-- is not theirs or no longer active.
create function pgmedlock_private.commit_version(file_id uuid, blob_key text) returns jsonb
language sql volatile
set search_path = ''
as $$
  update pgmedlock.files f set blob_key = commit_version.blob_key
   where f.id = commit_version.file_id and f.status = 'active'
  returning pgmedlock_private.file_json(f)
$$;

-- ───────────────────────────── downloads ─────────────────────────────

-- A file the caller may see, with what sending it needs, and whether this use is allowed: the
-- owner always (last_accessed_at moves), a grantee when a live share allows the action (counted).
-- Null when the caller cannot see the file.
create function pgmedlock_private.open_file(file_id uuid, action text) returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  v_file pgmedlock.files;
  v_allowed boolean;
begin
  select * into v_file from pgmedlock.files f where f.id = open_file.file_id;
  if not found then
    return null;
  end if;
  if v_file.owner_id = auth.uid() then
    update pgmedlock.files f set last_accessed_at = now() where f.id = open_file.file_id;
    v_allowed := true;
  else
    v_allowed := pgmedlock_private.use_share(open_file.file_id, open_file.action);
  end if;
  return jsonb_build_object('id', v_file.id, 'owner_id', v_file.owner_id, 'name', v_file.name,
    'size', v_file.size, 'mime_type', v_file.mime_type, 'sha256', v_file.sha256,
    'blob_key', v_file.blob_key, 'allowed', v_allowed);
end
$$;

-- An old version of the caller's file (owners only, by the versions' policy).
create function pgmedlock_private.open_file_version(file_id uuid, version int) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('id', v.file_id, 'owner_id', v.owner_id, 'name', v.name,
           'size', v.size, 'mime_type', v.mime_type, 'sha256', v.sha256, 'blob_key', v.blob_key)
    from pgmedlock.file_versions v
   where v.file_id = open_file_version.file_id and v.version = open_file_version.version
$$;

-- ───────────────────────────── deleting ─────────────────────────────

-- The caller's file to the trash; null when it is not theirs.
create function pgmedlock_private.trash_own_file(file_id uuid) returns jsonb
language sql volatile
set search_path = ''
as $$
  update pgmedlock.files f set status = 'trashed'
   where f.id = trash_own_file.file_id and f.owner_id = auth.uid()
  returning pgmedlock_private.file_json(f)
$$;

-- The caller's trashed file for good: {outcome: 'missing' | 'active' | 'deleted', blob_keys}. The
-- blob keys (the file's and its versions') are for the server to delete after the commit.
create function pgmedlock_private.delete_trashed_file(file_id uuid) returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  v_status text;
  v_keys text[];
begin
  select f.status into v_status from pgmedlock.files f
   where f.id = delete_trashed_file.file_id and f.owner_id = auth.uid();
  if not found then
    return jsonb_build_object('outcome', 'missing', 'blob_keys', '[]'::jsonb);
  end if;
  if v_status <> 'trashed' then
    return jsonb_build_object('outcome', 'active', 'blob_keys', '[]'::jsonb);
  end if;
  select coalesce(array_agg(v.blob_key), '{}') into v_keys
    from pgmedlock.file_versions v where v.file_id = delete_trashed_file.file_id;
  with gone as (delete from pgmedlock.files f where f.id = delete_trashed_file.file_id
                returning f.blob_key)
  select array_agg(g.blob_key) || v_keys into v_keys from gone g;
  return jsonb_build_object('outcome', 'deleted', 'blob_keys', to_jsonb(v_keys));
end
$$;

-- Empties the caller's trash: {deleted: number of files, blob_keys: theirs and their versions'}.
create function pgmedlock_private.empty_trash() returns jsonb
language sql volatile
set search_path = ''
as $$
  with versions as (
    select v.blob_key from pgmedlock.file_versions v join pgmedlock.files f on f.id = v.file_id
     where f.owner_id = auth.uid() and f.status = 'trashed'
  ), gone as (
    delete from pgmedlock.files f where f.owner_id = auth.uid() and f.status = 'trashed'
    returning f.blob_key
  )
  select jsonb_build_object(
    'deleted', (select count(*) from gone),
    'blob_keys', to_jsonb(array(select blob_key from gone union all select blob_key from versions)))
$$;

-- ───────────────────────────── share links (owner side) ─────────────────────────────

-- A link to the caller's active file or their folder (exactly one of file_id, folder_id); null
-- when the target is not theirs. The token's hash and the password's argon2id come from the server.
create function pgmedlock_private.create_share_link(
  file_id uuid, folder_id uuid, token_hash text, label text, expires_in_hours int,
  password_hash text, max_downloads int, allow_downloads boolean, view_only boolean
) returns jsonb
language sql volatile
set search_path = ''
as $$
  insert into pgmedlock.share_links
    (owner_id, file_id, folder_id, token_hash, label, expires_at, password_hash, max_downloads,
     allow_downloads, view_only, created_by)
  select auth.uid(), create_share_link.file_id, create_share_link.folder_id,
         create_share_link.token_hash, create_share_link.label,
         now() + make_interval(hours => create_share_link.expires_in_hours),
         create_share_link.password_hash, create_share_link.max_downloads,
         create_share_link.allow_downloads, create_share_link.view_only, auth.uid()
   where case when create_share_link.file_id is not null
              then exists (select 1 from pgmedlock.files f
                            where f.id = create_share_link.file_id and f.owner_id = auth.uid()
                              and f.status = 'active')
              else exists (select 1 from pgmedlock.folders d
                            where d.id = create_share_link.folder_id and d.owner_id = auth.uid())
         end
  returning jsonb_build_object('id', id, 'file_id', file_id, 'folder_id', folder_id,
    'label', label, 'expires_at', expires_at, 'has_password', password_hash is not null,
    'max_downloads', max_downloads, 'allow_downloads', allow_downloads, 'view_only', view_only,
    'created_at', created_at)
$$;

-- ───────────────────────────── share links (public side) ─────────────────────────────

-- The link of a token hash and what it shares: a file (its columns) or a folder (folder_path).
-- Definer: a visitor has no rows of their own; the hash of the random token is the credential.
create function pgmedlock_private.find_share_link(token_hash text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  -- Both targets cascade on delete, so exactly one of the joins finds its row.
  select jsonb_build_object('id', l.id, 'owner_id', l.owner_id, 'file_id', l.file_id,
           'folder_id', l.folder_id, 'expires_at', l.expires_at,
           'expired', l.expires_at <= now(), 'revoked', l.revoked_at is not null,
           'has_password', l.password_hash is not null, 'max_downloads', l.max_downloads,
           'download_count', l.download_count, 'allow_downloads', l.allow_downloads,
           'view_only', l.view_only, 'name', coalesce(f.name, d.name), 'folder_path', d.path,
           'size', f.size, 'mime_type', f.mime_type, 'sha256', f.sha256, 'blob_key', f.blob_key,
           'target_active', coalesce(f.status = 'active', d.id is not null))
    from pgmedlock.share_links l
    left join pgmedlock.files f on f.id = l.file_id
    left join pgmedlock.folders d on d.id = l.folder_id
   where l.token_hash = find_share_link.token_hash
$$;

-- Counts one use of a live link in one conditional statement, so concurrent downloads cannot pass
-- the cap: a view on a view-only link, else a download (and a view when shown inline). False
-- when the link no longer allows it. Definer: as find_share_link.
create function pgmedlock_private.count_share_use(token_hash text, view_only boolean, inline boolean)
returns boolean
language sql volatile security definer
set search_path = ''
as $$
  with counted as (
    update pgmedlock.share_links l
       set view_count = l.view_count + case when count_share_use.view_only or count_share_use.inline
                                            then 1 else 0 end,
           download_count = l.download_count + case when count_share_use.view_only then 0 else 1 end
     where l.token_hash = count_share_use.token_hash and l.revoked_at is null
       and l.expires_at > now()
       and (count_share_use.view_only
            or (l.allow_downloads and not l.view_only
                and (l.max_downloads is null or l.download_count < l.max_downloads)))
    returning 1
  )
  select exists (select 1 from counted)
$$;

-- The active files anywhere under a folder link's folder, path relative to it, by path; at most
-- max_files. Definer: as find_share_link.
create function pgmedlock_private.list_shared_folder(token_hash text, max_files int)
returns table (id uuid, name text, path text, size bigint, mime_type text, updated_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select f.id, f.name, substr(f.path, length(d.path) + 2), f.size, f.mime_type, f.updated_at
    from pgmedlock.share_links l
    join pgmedlock.folders d on d.id = l.folder_id
    join pgmedlock.files f on f.owner_id = l.owner_id and f.status = 'active'
                          and left(f.path, length(d.path) + 1) = d.path || '/'
   where l.token_hash = list_shared_folder.token_hash
   order by lower(f.path), f.path
   limit list_shared_folder.max_files
$$;

-- One active file under a folder link's folder, with what sending it needs; null when it is not
-- under the folder. Definer: as find_share_link.
create function pgmedlock_private.shared_folder_file(token_hash text, file_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', f.id, 'name', f.name, 'size', f.size, 'mime_type', f.mime_type,
           'sha256', f.sha256, 'blob_key', f.blob_key)
    from pgmedlock.share_links l
    join pgmedlock.folders d on d.id = l.folder_id
    join pgmedlock.files f on f.owner_id = l.owner_id and f.status = 'active'
                          and left(f.path, length(d.path) + 1) = d.path || '/'
   where l.token_hash = shared_folder_file.token_hash and f.id = shared_folder_file.file_id
$$;

-- Service: the link of a token hash, locked until the end of the transaction, so attempts at its
-- password take turns (the server checks the argon2id hash in between, then records the result).
create function pgmedlock_private.lock_share_link(token_hash text)
returns table (id uuid, owner_id uuid, file_id uuid, password_hash text, revoked boolean,
               expired boolean, locked_for int)
language sql volatile
set search_path = ''
as $$
  select l.id, l.owner_id, l.file_id, l.password_hash, l.revoked_at is not null,
         l.expires_at <= now(),
         case when l.locked_until > now()
              then ceil(extract(epoch from l.locked_until - now()))::int end
    from pgmedlock.share_links l
   where l.token_hash = lock_share_link.token_hash
   for update
$$;

-- Service: the result of a password attempt on a locked link. A right password clears the count;
-- a wrong one counts, and the max_attempts-th locks the link for lock_minutes (the count restarts).
create function pgmedlock_private.record_unlock_attempt(
  link_id uuid, succeeded boolean, max_attempts int, lock_minutes int
) returns table (failed_attempts int, locked boolean)
language sql volatile
set search_path = ''
as $$
  update pgmedlock.share_links l
     set failed_attempts = case when record_unlock_attempt.succeeded
                                  or l.failed_attempts + 1 >= record_unlock_attempt.max_attempts
                                then 0 else l.failed_attempts + 1 end,
         locked_until = case when not record_unlock_attempt.succeeded
                                  and l.failed_attempts + 1 >= record_unlock_attempt.max_attempts
                             then now() + make_interval(mins => record_unlock_attempt.lock_minutes)
                        end
   where l.id = record_unlock_attempt.link_id
  returning l.failed_attempts, l.locked_until is not null
$$;

-- ───────────────────────────── the access log ─────────────────────────────

-- Service: one entry of the owner's access log, written in a statement of its own so a refusal is
-- recorded although the request fails. Without owner_id, the file's owner (a foreign file's owner
-- still learns of the attempt); nothing when there is neither.
create function pgmedlock_private.log_access(
  owner_id uuid, file_id uuid, share_link_id uuid, actor_user_id uuid, action text, result text,
  ip text
) returns boolean
language sql volatile
set search_path = ''
as $$
  with logged as (
    insert into pgmedlock.access_log (owner_id, file_id, share_link_id, actor_user_id, action,
                                      result, ip)
    select o.owner_id, log_access.file_id, log_access.share_link_id, log_access.actor_user_id,
           log_access.action, log_access.result, left(log_access.ip, 64)
      from (select coalesce(log_access.owner_id,
                            (select f.owner_id from pgmedlock.files f
                              where f.id = log_access.file_id)) as owner_id) o
     where o.owner_id is not null
    returning 1
  )
  select exists (select 1 from logged)
$$;

grant usage on schema pgmedlock_private to anon;
grant execute on function
  pgmedlock_private.file_json(pgmedlock.files),
  pgmedlock_private.upload_precheck(uuid),
  pgmedlock_private.can_add_version(uuid),
  pgmedlock_private.commit_upload(uuid, text, text),
  pgmedlock_private.commit_version(uuid, text),
  pgmedlock_private.open_file(uuid, text),
  pgmedlock_private.open_file_version(uuid, int),
  pgmedlock_private.trash_own_file(uuid),
  pgmedlock_private.delete_trashed_file(uuid),
  pgmedlock_private.empty_trash(),
  pgmedlock_private.create_share_link(uuid, uuid, text, text, int, text, int, boolean, boolean)
  to authenticated;
grant execute on function
  pgmedlock_private.find_share_link(text),
  pgmedlock_private.count_share_use(text, boolean, boolean),
  pgmedlock_private.list_shared_folder(text, int),
  pgmedlock_private.shared_folder_file(text, uuid)
  to anon, authenticated;
