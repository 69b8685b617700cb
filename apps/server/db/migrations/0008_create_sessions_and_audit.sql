-- Credentials, sessions with rotating refresh tokens, login attempts and the audit log. The auth
-- schema is never exposed: only the server (the owner role) reads and writes these tables.

create table auth.credentials (
  user_id uuid primary key references auth.users (id) on delete cascade,
  password_hash text not null check (password_hash like '$argon2id$%'),
  password_changed_at timestamptz not null default now()
);

-- A session is one refresh-token family; its id is the access token's sid claim. It ends 7 days
-- after its last use, 30 days after it began, or when revoked (logout, replay, password change).
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('logout', 'refresh_replay', 'password_change', 'admin')),
  ip text,
  user_agent text check (char_length(user_agent) <= 500)
);
create index sessions_user_id_idx on auth.sessions (user_id) where revoked_at is null;

-- Only SHA-256 hashes of tokens are kept. successor_sealed is the child token encrypted under a
-- key derived from this (parent) token, so that a client whose refresh response was lost can get
-- the same child again within 10 s; nobody without the parent token can read it.
create table auth.refresh_tokens (
  id bigint primary key generated always as identity,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint references auth.refresh_tokens (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  successor_sealed text,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);

create table auth.login_attempts (
  id bigint primary key generated always as identity,
  at timestamptz not null default now(),
  ip text,
  identifier text not null check (char_length(identifier) <= 254),
  user_id uuid references auth.users (id) on delete set null,
  succeeded boolean not null
);
create index login_attempts_user_id_at_idx on auth.login_attempts (user_id, at desc);
create index login_attempts_ip_at_idx on auth.login_attempts (ip, at desc);

-- Who did what to an account, when and from where. Never passwords, tokens or medical data.
create table auth.audit_log (
  id bigint primary key generated always as identity,
  at timestamptz not null default now(),
  user_id uuid references auth.users (id) on delete set null,
  ip text,
  event text not null check (event ~ '^[a-z_]{1,64}$'),
  detail jsonb not null default '{}'
);
create index audit_log_user_id_at_idx on auth.audit_log (user_id, at desc);
create index audit_log_event_at_idx on auth.audit_log (event, at desc);

alter table auth.credentials enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.login_attempts enable row level security;
alter table auth.audit_log enable row level security;
revoke all on auth.users, auth.credentials, auth.sessions, auth.refresh_tokens, auth.login_attempts,
  auth.audit_log from anon, authenticated;

-- The client address of the current data-API request, when the server set one.
create function auth.request_ip() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
begin
  if nullif(current_setting('request.ip', true), '') is not null then
    return current_setting('request.ip', true);
  end if;
  if headers is null then
    return null;
  end if;
  return nullif(trim(split_part(headers::jsonb ->> 'x-forwarded-for', ',', 1)), '');
exception when others then
  return null;
end
$$;
revoke execute on function auth.request_ip() from public;
grant execute on function auth.request_ip() to anon, authenticated;

-- SECURITY DEFINER: lets account functions running as the caller write the audit log, which
-- callers cannot touch. Records the caller (auth.uid()) and the request's IP.
create function auth.audit(p_event text, p_detail jsonb default '{}') returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into auth.audit_log (user_id, ip, event, detail)
  values (auth.uid(), auth.request_ip(), p_event, coalesce(p_detail, '{}'))
$$;
revoke execute on function auth.audit(text, jsonb) from public;
grant execute on function auth.audit(text, jsonb) to authenticated;
