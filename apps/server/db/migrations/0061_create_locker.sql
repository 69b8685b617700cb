-- The medical-records locker (spec §3 Sharing and locker, §7 pgmedlock; issue #7).
--
-- Who sees what (RLS on every table):
--   * the owner has full access to their folders, files, versions, shares, links and access log;
--   * a user a file or folder is shared with (asset_access, directly or through a group) reads the
--     active files under it and the folders, until the share expires or is revoked;
--   * admins get no read of locker contents; anybody else sees nothing (a foreign id is a 404).
-- Blobs live in the blob store (apps/server/src/storage). The server stores a blob first, records it
-- in pgmedlock_private.uploads, then inserts or updates the file row, whose trigger claims the upload:
-- a file row can only point at a blob the server stored for that same owner.
--
-- pgmedlock_private holds helpers and trigger functions. It is never listed in DB_SCHEMAS, so none
-- of it is callable through /rpc; its SECURITY DEFINER functions check the caller themselves.
create schema if not exists pgmedlock_private;
grant usage on schema pgmedlock_private to authenticated;

-- A folder or file name: 1–255 characters, not '.' or '..', no '/', no control characters, no
-- bidirectional controls (U+202E & co. make 'cod.exe' look like 'exe.doc'), no BOM.
create or replace function pgmedlock_private.is_valid_name(p_name text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_name is not null
     and length(p_name) between 1 and 255
     and p_name not in ('.', '..')
     and p_name !~ '[/\\\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]'
$$;
grant execute on function pgmedlock_private.is_valid_name(text) to authenticated;

create or replace function pgmedlock_private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ───────────────────────────── folders ─────────────────────────────
create table pgmedlock.folders (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  parent_id uuid,
  name text not null constraint folders_name_valid check (pgmedlock_private.is_valid_name(name)),
  -- Materialised: '/Lab Reports/2025'. Set by the trigger from the parent's path and the name.
  path text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint folders_id_owner_key unique (id, owner_id),
  -- A parent belongs to the same owner; deleting a folder deletes its subfolders.
  constraint folders_parent_fkey foreign key (parent_id, owner_id)
    references pgmedlock.folders (id, owner_id) on delete cascade,
  -- Checked at the end of each statement, so a subtree rename never trips over itself.
  constraint folders_owner_path_key unique (owner_id, path) deferrable initially immediate
);
create index folders_owner_parent_idx on pgmedlock.folders (owner_id, parent_id);
create index folders_parent_id_idx on pgmedlock.folders (parent_id);

-- ───────────────────────────── files ─────────────────────────────
create table pgmedlock.files (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  folder_id uuid,
  name text not null constraint files_name_valid check (pgmedlock_private.is_valid_name(name)),
  path text not null,
  status text not null default 'active' check (status in ('active', 'trashed')),
  version integer not null default 1 check (version >= 1),
  size bigint not null default 0 check (size >= 0),
  mime_type text not null default 'application/octet-stream',
  sha256 text not null default '' check (sha256 = '' or sha256 ~ '^[0-9a-f]{64}$'),
  blob_key text not null,
  tags text[] not null default '{}',
  description text check (length(description) <= 2000),
  last_accessed_at timestamptz,
  trashed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- A folder of the same owner; deleting the folder sends its files to the trash (trigger below).
  constraint files_folder_fkey foreign key (folder_id, owner_id)
    references pgmedlock.folders (id, owner_id) on delete set null (folder_id),
  -- One active file per path and owner (a new upload of the same name is a new version).
  constraint files_owner_path_excl exclude using btree (owner_id with =, path with =)
    where (status = 'active') deferrable initially immediate
);
create index files_owner_folder_idx on pgmedlock.files (owner_id, folder_id);
create index files_folder_id_idx on pgmedlock.files (folder_id);
create index files_blob_key_idx on pgmedlock.files (blob_key);

create table pgmedlock.file_versions (
  id uuid primary key default gen_random_uuid(),
  file_id uuid not null references pgmedlock.files (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  version integer not null check (version >= 1),
  name text not null,
  size bigint not null check (size >= 0),
  mime_type text not null,
  sha256 text not null,
  blob_key text not null,
  -- When this version was uploaded, and when a newer one replaced it.
  created_at timestamptz not null,
  replaced_at timestamptz not null default now(),
  unique (file_id, version)
);
create index file_versions_owner_idx on pgmedlock.file_versions (owner_id);
create index file_versions_blob_key_idx on pgmedlock.file_versions (blob_key);

-- Blobs the server has stored and not yet attached to a file row (owner-only; the orphan sweep
-- removes entries and blobs older than its grace period).
create table pgmedlock_private.uploads (
  blob_key text primary key,
  owner_id uuid not null references auth.users (id) on delete cascade,
  size bigint not null check (size >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  mime_type text not null,
  created_at timestamptz not null default now()
);
alter table pgmedlock_private.uploads enable row level security;

-- ───────────────────────────── sharing ─────────────────────────────
create table pgmedlock.groups (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index groups_owner_idx on pgmedlock.groups (owner_id);

create table pgmedlock.group_members (
  group_id uuid not null references pgmedlock.groups (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('admin', 'member')),
  created_at timestamptz not null default now(),
  primary key (group_id, user_id)
);
create index group_members_user_idx on pgmedlock.group_members (user_id);

create table pgmedlock.asset_access (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_id uuid references pgmedlock.files (id) on delete cascade,
  folder_id uuid references pgmedlock.folders (id) on delete cascade,
  grantee_user_id uuid references auth.users (id) on delete cascade,
  grantee_group_id uuid references pgmedlock.groups (id) on delete cascade,
  permissions text not null default 'view' check (permissions in ('view', 'download')),
  expires_at timestamptz,
  allow_downloads boolean not null default true,
  view_count integer not null default 0,
  download_count integer not null default 0,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(file_id, folder_id) = 1),
  check (num_nonnulls(grantee_user_id, grantee_group_id) = 1)
);
create index asset_access_owner_idx on pgmedlock.asset_access (owner_id);
create index asset_access_file_idx on pgmedlock.asset_access (file_id);
create index asset_access_folder_idx on pgmedlock.asset_access (folder_id);
create index asset_access_grantee_user_idx on pgmedlock.asset_access (grantee_user_id);
create index asset_access_grantee_group_idx on pgmedlock.asset_access (grantee_group_id);

-- What a share ties to a record: a case, a booking, a personnel (spec §7 assignment).
create table pgmedlock.assignment (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_id uuid references pgmedlock.files (id) on delete cascade,
  folder_id uuid references pgmedlock.folders (id) on delete cascade,
  target_type text not null check (target_type in ('case', 'booking', 'personnel', 'user')),
  target_id text not null check (length(target_id) between 1 and 100),
  note text check (length(note) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(file_id, folder_id) = 1)
);
create index assignment_owner_idx on pgmedlock.assignment (owner_id);
create index assignment_file_idx on pgmedlock.assignment (file_id);
create index assignment_folder_idx on pgmedlock.assignment (folder_id);

create table pgmedlock.share_links (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_id uuid not null references pgmedlock.files (id) on delete cascade,
  -- SHA-256 (hex) of the random token; the token itself is shown once and never stored.
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  label text check (length(label) <= 100),
  expires_at timestamptz not null,
  -- argon2id of the optional passcode.
  password_hash text,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  max_downloads integer check (max_downloads > 0),
  download_count integer not null default 0,
  view_count integer not null default 0,
  allow_downloads boolean not null default true,
  view_only boolean not null default false,
  revoked_at timestamptz,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (expires_at > created_at)
);
create unique index share_links_token_hash_key on pgmedlock.share_links (token_hash);
create index share_links_owner_idx on pgmedlock.share_links (owner_id);
create index share_links_file_idx on pgmedlock.share_links (file_id);

-- Every view, download and refusal of a locker file, for its owner to read.
create table pgmedlock.access_log (
  id bigint generated always as identity primary key,
  owner_id uuid not null references auth.users (id) on delete cascade,
  file_id uuid,
  share_link_id uuid,
  actor_user_id uuid,
  action text not null check (action in ('open', 'view', 'download', 'unlock', 'denied')),
  result text not null check (length(result) <= 50),
  ip text check (length(ip) <= 64),
  at timestamptz not null default now()
);
create index access_log_owner_at_idx on pgmedlock.access_log (owner_id, at desc);
create index access_log_file_idx on pgmedlock.access_log (file_id);

-- ───────────────────────────── helpers ─────────────────────────────
-- Definer: reads group membership without the group tables' policies (which call it).
create or replace function pgmedlock_private.is_group_member(p_group uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from pgmedlock.group_members m
                  where m.group_id = p_group and m.user_id = auth.uid())
$$;

create or replace function pgmedlock_private.is_group_admin(p_group uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from pgmedlock.groups g where g.id = p_group and g.owner_id = auth.uid())
      or exists (select 1 from pgmedlock.group_members m
                  where m.group_id = p_group and m.user_id = auth.uid() and m.role = 'admin')
$$;

-- The caller's live share on an owner's asset at a path ('download', 'view' or null): a share of
-- the file itself, or of a folder at or above it. Definer: reads asset_access and folders without
-- their policies (the files and folders policies call it); it only ever answers for auth.uid().
create or replace function pgmedlock_private.share_permission(
  p_owner uuid, p_file uuid, p_folder uuid, p_path text
) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
           when bool_or(a.permissions = 'download' and a.allow_downloads) then 'download'
           when count(*) > 0 then 'view'
         end
    from pgmedlock.asset_access a
    left join pgmedlock.folders f on f.id = a.folder_id
   where auth.uid() is not null
     and a.owner_id = p_owner
     and a.revoked_at is null
     and (a.expires_at is null or a.expires_at > now())
     and (a.grantee_user_id = auth.uid()
          or (a.grantee_group_id is not null and exists (
                select 1 from pgmedlock.group_members m
                 where m.group_id = a.grantee_group_id and m.user_id = auth.uid())))
     and ((p_file is not null and a.file_id = p_file)
          or (p_folder is not null and a.folder_id = p_folder)
          or (f.id is not null and f.owner_id = p_owner
              and left(p_path, length(f.path) + 1) = f.path || '/'))
$$;

-- Counts one use of a share by the caller and says whether it is allowed: 'view' needs any live
-- share, 'download' one that allows downloads. Definer: the grantee may not update asset_access.
create or replace function pgmedlock_private.use_share(p_file uuid, p_action text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_file pgmedlock.files;
  v_grant uuid;
begin
  select * into v_file from pgmedlock.files where id = p_file and status = 'active';
  if not found or auth.uid() is null then
    return false;
  end if;
  select a.id into v_grant
    from pgmedlock.asset_access a
    left join pgmedlock.folders f on f.id = a.folder_id
   where a.owner_id = v_file.owner_id
     and a.revoked_at is null
     and (a.expires_at is null or a.expires_at > now())
     and (a.grantee_user_id = auth.uid()
          or (a.grantee_group_id is not null and exists (
                select 1 from pgmedlock.group_members m
                 where m.group_id = a.grantee_group_id and m.user_id = auth.uid())))
     and (a.file_id = p_file
          or (f.id is not null and left(v_file.path, length(f.path) + 1) = f.path || '/'))
     and (p_action = 'view' or (a.permissions = 'download' and a.allow_downloads))
   order by (a.file_id is not null) desc, a.created_at
   limit 1
   for update of a;
  if v_grant is null then
    return false;
  end if;
  update pgmedlock.asset_access
     set view_count = view_count + case when p_action = 'view' then 1 else 0 end,
         download_count = download_count + case when p_action = 'download' then 1 else 0 end
   where id = v_grant;
  return true;
end
$$;

-- Bytes the owner keeps (current files and old versions) and the quota of their plans.
create or replace function pgmedlock_private.usage_of(p_owner uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select sum(size) from pgmedlock.files where owner_id = p_owner), 0)
       + coalesce((select sum(size) from pgmedlock.file_versions where owner_id = p_owner), 0)
$$;

create or replace function pgmedlock_private.quota_of(p_owner uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce(max(s.storage_quota_bytes), 0)
    from pgsubs.user_subscription us
    join pgsubs.subscriptions s on s.id = us.subscription_id
   where us.user_id = p_owner and us.is_active and us.deleted_at is null
     and us.valid_from <= now() and (us.valid_until is null or us.valid_until > now())
$$;

grant execute on function pgmedlock_private.is_group_member(uuid), pgmedlock_private.is_group_admin(uuid),
  pgmedlock_private.share_permission(uuid, uuid, uuid, text), pgmedlock_private.use_share(uuid, text),
  pgmedlock_private.usage_of(uuid), pgmedlock_private.quota_of(uuid)
  to authenticated;

-- ───────────────────────────── triggers ─────────────────────────────
-- Folder path from the parent's path and the name; a move may not go into its own subtree.
-- Definer so that it reads the parent whatever the caller's policies; the parent must belong
-- to the same owner. Propagation (depth > 1) keeps the path it is given.
create or replace function pgmedlock_private.folders_before_write() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_parent_path text;
begin
  if tg_op = 'UPDATE' then
    if new.owner_id is distinct from old.owner_id then
      raise exception 'The owner of a folder cannot change' using errcode = 'PT400';
    end if;
    if pg_trigger_depth() > 1 and new.name = old.name
       and new.parent_id is not distinct from old.parent_id then
      return new;
    end if;
  end if;
  if new.parent_id is null then
    new.path := '/' || new.name;
  else
    select f.path into v_parent_path
      from pgmedlock.folders f where f.id = new.parent_id and f.owner_id = new.owner_id;
    if v_parent_path is null then
      raise exception 'Parent folder not found' using errcode = 'PT404';
    end if;
    if tg_op = 'UPDATE' and (v_parent_path = old.path or left(v_parent_path, length(old.path) + 1) = old.path || '/') then
      raise exception 'A folder cannot be moved into itself' using errcode = 'PT400';
    end if;
    new.path := v_parent_path || '/' || new.name;
  end if;
  return new;
end
$$;

-- After a rename or move, the whole subtree (folders and files) follows, in this statement.
create or replace function pgmedlock_private.folders_after_update() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.path is distinct from old.path then
    update pgmedlock.folders
       set path = new.path || substr(path, length(old.path) + 1)
     where owner_id = new.owner_id and left(path, length(old.path) + 1) = old.path || '/';
    update pgmedlock.files
       set path = new.path || substr(path, length(old.path) + 1)
     where owner_id = new.owner_id and left(path, length(old.path) + 1) = old.path || '/';
  end if;
  return null;
end
$$;

-- Deleting a folder never deletes records: its files go to the trash at the root.
create or replace function pgmedlock_private.folders_before_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update pgmedlock.files
     set status = 'trashed', folder_id = null
   where folder_id = old.id and owner_id = old.owner_id;
  return old;
end
$$;

create trigger folders_before_write before insert or update on pgmedlock.folders
  for each row execute function pgmedlock_private.folders_before_write();
-- Not "update of path": the path changes in the BEFORE trigger, outside the statement's SET list.
create trigger folders_after_update after update on pgmedlock.folders
  for each row execute function pgmedlock_private.folders_after_update();
create trigger folders_before_delete before delete on pgmedlock.folders
  for each row execute function pgmedlock_private.folders_before_delete();
create trigger folders_updated_at before update on pgmedlock.folders
  for each row execute function pgmedlock_private.set_updated_at();

-- Files: the path follows the folder; the blob fields come only from an upload the server
-- recorded for this owner (claimed once); a new blob on update keeps the old one as a version;
-- subscription and quota are checked here so the refusal carries a clear message.
-- Definer: claims from the private uploads table and writes file_versions.
create or replace function pgmedlock_private.files_before_write() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_folder_path text;
  v_upload pgmedlock_private.uploads;
  v_quota bigint;
begin
  if tg_op = 'UPDATE' and new.owner_id is distinct from old.owner_id then
    raise exception 'The owner of a file cannot change' using errcode = 'PT400';
  end if;

  if tg_op = 'INSERT' or new.blob_key is distinct from old.blob_key then
    if not pgsubs_private.has_active_subscription(new.owner_id, 'medilocker') then
      raise exception 'An active Medilocker subscription is required to upload files'
        using errcode = 'PT402';
    end if;
    delete from pgmedlock_private.uploads u
     where u.blob_key = new.blob_key and u.owner_id = new.owner_id
     returning * into v_upload;
    if v_upload.blob_key is null then
      raise exception 'Unknown upload: store the file through the upload endpoint'
        using errcode = 'PT400';
    end if;
    -- One writer per owner at a time, so two uploads cannot both squeeze under the quota.
    perform pg_advisory_xact_lock(hashtextextended('pgmedlock.quota:' || new.owner_id::text, 0));
    v_quota := pgmedlock_private.quota_of(new.owner_id);
    if pgmedlock_private.usage_of(new.owner_id) + v_upload.size > v_quota then
      raise exception 'Your locker is full: this file needs % bytes and the plan allows % bytes in all',
        v_upload.size, v_quota
        using errcode = 'PT413', hint = 'Delete files from the trash or old versions to make room.';
    end if;
    if tg_op = 'UPDATE' then
      insert into pgmedlock.file_versions
        (file_id, owner_id, version, name, size, mime_type, sha256, blob_key, created_at)
      values
        (old.id, old.owner_id, old.version, old.name, old.size, old.mime_type, old.sha256,
         old.blob_key, old.updated_at);
      new.version := old.version + 1;
    else
      new.version := 1;
      new.status := 'active';
      new.created_at := now();
    end if;
    new.size := v_upload.size;
    new.sha256 := v_upload.sha256;
    new.mime_type := v_upload.mime_type;
  else
    new.version := old.version;
    new.size := old.size;
    new.sha256 := old.sha256;
    new.mime_type := old.mime_type;
    new.created_at := old.created_at;
  end if;

  if tg_op = 'INSERT' or new.status is distinct from old.status then
    new.trashed_at := case when new.status = 'trashed' then now() end;
  end if;

  if tg_op = 'UPDATE' and pg_trigger_depth() > 1 and new.name = old.name
     and new.folder_id is not distinct from old.folder_id then
    return new;
  end if;
  if new.folder_id is null then
    new.path := '/' || new.name;
  else
    select f.path into v_folder_path
      from pgmedlock.folders f where f.id = new.folder_id and f.owner_id = new.owner_id;
    if v_folder_path is null then
      raise exception 'Folder not found' using errcode = 'PT404';
    end if;
    new.path := v_folder_path || '/' || new.name;
  end if;
  return new;
end
$$;

create trigger files_before_write before insert or update on pgmedlock.files
  for each row execute function pgmedlock_private.files_before_write();
-- Reading a file (last_accessed_at) is not a change of the file.
create trigger files_updated_at before update on pgmedlock.files
  for each row when (old.last_accessed_at is not distinct from new.last_accessed_at)
  execute function pgmedlock_private.set_updated_at();
create trigger groups_updated_at before update on pgmedlock.groups
  for each row execute function pgmedlock_private.set_updated_at();
create trigger asset_access_updated_at before update on pgmedlock.asset_access
  for each row execute function pgmedlock_private.set_updated_at();
create trigger assignment_updated_at before update on pgmedlock.assignment
  for each row execute function pgmedlock_private.set_updated_at();
create trigger share_links_updated_at before update on pgmedlock.share_links
  for each row execute function pgmedlock_private.set_updated_at();

-- ───────────────────────────── grants ─────────────────────────────
grant select, insert, update, delete on pgmedlock.folders, pgmedlock.files, pgmedlock.groups,
  pgmedlock.group_members, pgmedlock.assignment to authenticated;
grant select, delete on pgmedlock.file_versions to authenticated;
grant select, insert, delete on pgmedlock.asset_access to authenticated;
grant update (permissions, expires_at, allow_downloads, revoked_at) on pgmedlock.asset_access
  to authenticated;
grant select, delete on pgmedlock.share_links to authenticated;
grant insert (id, owner_id, file_id, token_hash, label, expires_at, password_hash, max_downloads,
  allow_downloads, view_only, created_by) on pgmedlock.share_links to authenticated;
grant update (label, expires_at, max_downloads, allow_downloads, view_only, revoked_at)
  on pgmedlock.share_links to authenticated;
grant select on pgmedlock.access_log to authenticated;

-- ───────────────────────────── policies ─────────────────────────────
alter table pgmedlock.folders enable row level security;
alter table pgmedlock.files enable row level security;
alter table pgmedlock.file_versions enable row level security;
alter table pgmedlock.groups enable row level security;
alter table pgmedlock.group_members enable row level security;
alter table pgmedlock.asset_access enable row level security;
alter table pgmedlock.assignment enable row level security;
alter table pgmedlock.share_links enable row level security;
alter table pgmedlock.access_log enable row level security;

create policy "folders: owner reads, grantee reads shared" on pgmedlock.folders
  for select to authenticated
  using (owner_id = auth.uid()
         or pgmedlock_private.share_permission(owner_id, null, id, path) is not null);
create policy "folders: subscriber creates own" on pgmedlock.folders
  for insert to authenticated
  with check (owner_id = auth.uid()
              and pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'));
create policy "folders: owner updates" on pgmedlock.folders
  for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy "folders: owner deletes" on pgmedlock.folders
  for delete to authenticated using (owner_id = auth.uid());

create policy "files: owner reads, grantee reads shared active files" on pgmedlock.files
  for select to authenticated
  using (owner_id = auth.uid()
         or (status = 'active'
             and pgmedlock_private.share_permission(owner_id, id, null, path) is not null));
create policy "files: subscriber creates own" on pgmedlock.files
  for insert to authenticated
  with check (owner_id = auth.uid()
              and pgsubs_private.has_active_subscription(auth.uid(), 'medilocker'));
create policy "files: owner updates" on pgmedlock.files
  for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy "files: owner deletes from the trash" on pgmedlock.files
  for delete to authenticated using (owner_id = auth.uid() and status = 'trashed');

create policy "file_versions: owner reads" on pgmedlock.file_versions
  for select to authenticated using (owner_id = auth.uid());
create policy "file_versions: owner deletes" on pgmedlock.file_versions
  for delete to authenticated using (owner_id = auth.uid());

create policy "groups: owner and members read" on pgmedlock.groups
  for select to authenticated
  using (owner_id = auth.uid() or pgmedlock_private.is_group_member(id));
create policy "groups: owner manages" on pgmedlock.groups
  for all to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());

create policy "group_members: members read" on pgmedlock.group_members
  for select to authenticated
  using (user_id = auth.uid() or pgmedlock_private.is_group_member(group_id)
         or pgmedlock_private.is_group_admin(group_id));
create policy "group_members: group admin manages" on pgmedlock.group_members
  for all to authenticated
  using (pgmedlock_private.is_group_admin(group_id))
  with check (pgmedlock_private.is_group_admin(group_id));

create policy "asset_access: owner and grantee read" on pgmedlock.asset_access
  for select to authenticated
  using (owner_id = auth.uid() or grantee_user_id = auth.uid()
         or (grantee_group_id is not null and pgmedlock_private.is_group_member(grantee_group_id)));
create policy "asset_access: owner shares own assets" on pgmedlock.asset_access
  for insert to authenticated
  with check (owner_id = auth.uid()
              and (file_id is null or exists (select 1 from pgmedlock.files f
                                               where f.id = file_id and f.owner_id = auth.uid()))
              and (folder_id is null or exists (select 1 from pgmedlock.folders f
                                                 where f.id = folder_id and f.owner_id = auth.uid())));
create policy "asset_access: owner updates" on pgmedlock.asset_access
  for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy "asset_access: owner deletes" on pgmedlock.asset_access
  for delete to authenticated using (owner_id = auth.uid());

create policy "assignment: owner manages" on pgmedlock.assignment
  for all to authenticated
  using (owner_id = auth.uid())
  with check (owner_id = auth.uid()
              and (file_id is null or exists (select 1 from pgmedlock.files f
                                               where f.id = file_id and f.owner_id = auth.uid()))
              and (folder_id is null or exists (select 1 from pgmedlock.folders f
                                                 where f.id = folder_id and f.owner_id = auth.uid())));

create policy "share_links: owner reads" on pgmedlock.share_links
  for select to authenticated using (owner_id = auth.uid());
create policy "share_links: owner links own files" on pgmedlock.share_links
  for insert to authenticated
  with check (owner_id = auth.uid() and created_by = auth.uid()
              and exists (select 1 from pgmedlock.files f
                           where f.id = file_id and f.owner_id = auth.uid()));
create policy "share_links: owner updates" on pgmedlock.share_links
  for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy "share_links: owner deletes" on pgmedlock.share_links
  for delete to authenticated using (owner_id = auth.uid());

create policy "access_log: owner reads" on pgmedlock.access_log
  for select to authenticated using (owner_id = auth.uid());

-- ───────────────────────────── RPCs (security invoker) ─────────────────────────────
create or replace function pgmedlock.move_folder(p_folder_id uuid, p_new_parent_id uuid)
returns pgmedlock.folders
language sql volatile
set search_path = ''
as $$
  update pgmedlock.folders set parent_id = p_new_parent_id where id = p_folder_id returning *
$$;

create or replace function pgmedlock.rename_folder(p_folder_id uuid, p_name text)
returns pgmedlock.folders
language sql volatile
set search_path = ''
as $$
  update pgmedlock.folders set name = p_name where id = p_folder_id returning *
$$;

create or replace function pgmedlock.trash_file(p_file_id uuid) returns pgmedlock.files
language sql volatile
set search_path = ''
as $$
  update pgmedlock.files set status = 'trashed' where id = p_file_id returning *
$$;

-- Back where it was; to the root when its folder is gone.
create or replace function pgmedlock.restore_file(p_file_id uuid) returns pgmedlock.files
language sql volatile
set search_path = ''
as $$
  update pgmedlock.files f
     set status = 'active',
         folder_id = (select d.id from pgmedlock.folders d where d.id = f.folder_id)
   where f.id = p_file_id and f.status = 'trashed'
  returning *
$$;

-- Files the caller owns, by name fragment, tag and MIME type prefix (each optional).
create or replace function pgmedlock.search_files(
  q text default null, tag text default null, mime text default null
) returns setof pgmedlock.files
language sql stable
set search_path = ''
as $$
  select *
    from pgmedlock.files f
   where f.owner_id = auth.uid() and f.status = 'active'
     and (q is null or strpos(lower(f.name), lower(q)) > 0)
     and (tag is null or f.tags @> array[tag])
     and (mime is null or left(f.mime_type, length(mime)) = mime)
   order by f.updated_at desc
$$;

create or replace function pgmedlock.revoke_share_link(p_link_id uuid) returns pgmedlock.share_links
language sql volatile
set search_path = ''
as $$
  update pgmedlock.share_links set revoked_at = coalesce(revoked_at, now())
   where id = p_link_id
  returning *
$$;

create type pgmedlock.locker_usage as (used_bytes bigint, quota_bytes bigint);

create or replace function pgmedlock.locker_usage() returns pgmedlock.locker_usage
language sql stable
set search_path = ''
as $$
  select row(pgmedlock_private.usage_of(auth.uid()),
             pgmedlock_private.quota_of(auth.uid()))::pgmedlock.locker_usage
$$;

grant execute on function pgmedlock.move_folder(uuid, uuid), pgmedlock.rename_folder(uuid, text),
  pgmedlock.trash_file(uuid), pgmedlock.restore_file(uuid), pgmedlock.search_files(text, text, text),
  pgmedlock.revoke_share_link(uuid), pgmedlock.locker_usage()
  to authenticated;
