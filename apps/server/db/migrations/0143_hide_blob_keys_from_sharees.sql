-- Issue 12: a member a file is shared with read the file's row, blob_key (the storage key)
-- included. Sharees no longer read pgmedlock.files at all: they read pgmedlock.shared_files, the
-- same columns without the storage key, and download through the endpoints (open_file finds the
-- file for them by a definer helper that checks the share). Share-link visitors never read files
-- rows (the link functions return no blob key to them either; the server streams the bytes).

-- The files shared with the caller (directly, through a group or a shared folder), live shares
-- only, every column but blob_key and deleted_at. Definer: it reads past the owner-only policy,
-- for the caller's shares alone (share_permission answers for auth.uid()).
create function pgmedlock_private.shared_files()
returns table (id uuid, owner_id uuid, folder_id uuid, name text, path text, status text,
               version integer, size bigint, mime_type text, sha256 text, tags text[],
               description text, last_accessed_at timestamptz, trashed_at timestamptz,
               created_at timestamptz, updated_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select f.id, f.owner_id, f.folder_id, f.name, f.path, f.status, f.version, f.size, f.mime_type,
         f.sha256, f.tags, f.description, f.last_accessed_at, f.trashed_at, f.created_at,
         f.updated_at
    from pgmedlock.files f
   where auth.uid() is not null
     and f.owner_id <> auth.uid()
     and f.status = 'active'
     and f.owner_id in (select a.owner_id from pgmedlock.asset_access a
                         where a.revoked_at is null
                           and (a.grantee_user_id = auth.uid() or a.grantee_group_id is not null))
     and pgmedlock_private.share_permission(f.owner_id, f.id, null, f.path) is not null
$$;
revoke execute on function pgmedlock_private.shared_files() from public;
grant execute on function pgmedlock_private.shared_files() to authenticated;

create view pgmedlock.shared_files with (security_invoker = true) as
  select * from pgmedlock_private.shared_files();
comment on view pgmedlock.shared_files is
  'Files other members share with the caller, without their storage keys.';
grant select on pgmedlock.shared_files to authenticated;

-- Files: only their owner reads the rows now.
drop policy "files: owner reads, grantee reads shared active files" on pgmedlock.files;
create policy "files: owner reads" on pgmedlock.files
  for select to authenticated using (owner_id = auth.uid());

-- For open_file: a file shared with the caller, whole (the server needs its storage key to stream
-- it; the key never leaves the server). Null when no live share covers it.
create function pgmedlock_private.shared_file_row(file_id uuid) returns pgmedlock.files
language sql stable security definer
set search_path = ''
as $$
  select f.*
    from pgmedlock.files f
   where f.id = shared_file_row.file_id and auth.uid() is not null
     and f.owner_id <> auth.uid() and f.status = 'active'
     and pgmedlock_private.share_permission(f.owner_id, f.id, null, f.path) is not null
$$;
revoke execute on function pgmedlock_private.shared_file_row(uuid) from public;
grant execute on function pgmedlock_private.shared_file_row(uuid) to authenticated;

-- Unchanged but for how a sharee's file is found.
create or replace function pgmedlock_private.open_file(file_id uuid, action text) returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  v_file pgmedlock.files;
  v_allowed boolean;
begin
  select * into v_file from pgmedlock.files f where f.id = open_file.file_id;
  if not found then
    v_file := pgmedlock_private.shared_file_row(open_file.file_id);
    if v_file.id is null then
      return null;
    end if;
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
