-- Identity rows every feature points at (owner_id, user_id → auth.users.id). The accounts
-- migrations add credentials, sessions and the public profile around it. Never exposed.
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  username text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (lower(email));
create unique index users_username_key on auth.users (lower(username));
alter table auth.users enable row level security;
