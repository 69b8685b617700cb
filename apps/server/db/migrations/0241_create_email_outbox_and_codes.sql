-- Email (issue #17): an outbox the server's sender (http/mailer.ts) delivers from, and the
-- 6-digit codes that verify an email address or reset a forgotten password.
--
-- The outbox: a mail is written in the same transaction as what it tells (a code is never sent
-- for a request that failed), then delivered by the sender through SMTP (SMTP_URL) or, offline,
-- into a folder under DATA_DIR. Once delivered its subject and body are cleared: a code lives in
-- the database in clear only until it is sent. No member reads or writes it (RLS without policy).
create table auth.email_outbox (
  id bigint primary key generated always as identity,
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  to_address text not null check (char_length(to_address) between 3 and 320),
  subject text check (char_length(subject) <= 200),
  body text check (char_length(body) <= 10000),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 100),
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_outbox_due_idx on auth.email_outbox (next_attempt_at) where sent_at is null;
alter table auth.email_outbox enable row level security;
revoke all on auth.email_outbox from public, anon, authenticated;

-- Codes: only their HMAC (keyed with the server's secret, so a stolen table cannot be tried
-- offline), 10 minutes, at most 5 tries, one live code per user and purpose.
create table auth.email_codes (
  id bigint primary key generated always as identity,
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  email text not null,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  attempts int not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_codes_user_purpose_idx on auth.email_codes (user_id, purpose, created_at desc);
alter table auth.email_codes enable row level security;
revoke all on auth.email_codes from public, anon, authenticated;

-- Files a code for a user and queues its mail. Sending is limited: one code a minute and five an
-- hour per user and purpose; past that 'wait' and nothing is filed. An earlier live code ends.
create function auth.file_email_code(
  user_id uuid, purpose text, email text, code_hash text, subject text, body text
) returns text
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from auth.email_codes c
              where c.user_id = file_email_code.user_id and c.purpose = file_email_code.purpose
                and c.created_at > now() - interval '1 minute')
     or (select count(*) from auth.email_codes c
          where c.user_id = file_email_code.user_id and c.purpose = file_email_code.purpose
            and c.created_at > now() - interval '1 hour') >= 5 then
    return 'wait';
  end if;
  update auth.email_codes c set used_at = now()
   where c.user_id = file_email_code.user_id and c.purpose = file_email_code.purpose
     and c.used_at is null;
  insert into auth.email_codes (user_id, purpose, email, code_hash, expires_at)
  values (file_email_code.user_id, file_email_code.purpose, file_email_code.email,
          file_email_code.code_hash, now() + interval '10 minutes');
  insert into auth.email_outbox (kind, to_address, subject, body)
  values (file_email_code.purpose, file_email_code.email, file_email_code.subject,
          file_email_code.body);
  return 'sent';
end
$$;
revoke execute on function auth.file_email_code(uuid, text, text, text, text, text) from public;

-- Checks a code: 'ok' (and it is used up), 'wrong' (one try counted), 'expired' (none live) or
-- 'locked' (5 wrong tries: ask for a new code). Returns rather than raises, so a wrong try is
-- counted even though the request answers with an error.
create function auth.use_email_code(user_id uuid, purpose text, code_hash text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  c auth.email_codes;
begin
  select * into c from auth.email_codes x
   where x.user_id = use_email_code.user_id and x.purpose = use_email_code.purpose
     and x.used_at is null and x.expires_at > now()
   order by x.created_at desc limit 1
   for update;
  if not found then
    return 'expired';
  end if;
  if c.attempts >= 5 then
    return 'locked';
  end if;
  if c.code_hash <> use_email_code.code_hash then
    update auth.email_codes set attempts = attempts + 1 where id = c.id;
    return case when c.attempts + 1 >= 5 then 'locked' else 'wrong' end;
  end if;
  update auth.email_codes set used_at = now() where id = c.id;
  return 'ok';
end
$$;
revoke execute on function auth.use_email_code(uuid, text, text) from public;

-- Email verification, as the signed-in caller (SECURITY DEFINER: codes and the verified flag are
-- not theirs to write). The code goes to the profile's current address.
create function auth.request_email_verification(code_hash text, subject text, body text)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  p pgusers.profile;
begin
  select * into p from pgusers.profile x where x.id = auth.uid() and x.is_active;
  if not found then
    raise sqlstate 'PT401' using message = 'Sign in to verify your email.';
  end if;
  if p.email_verified then
    return 'verified';
  end if;
  return auth.file_email_code(p.id, 'verify_email', p.email, request_email_verification.code_hash,
    request_email_verification.subject, request_email_verification.body);
end
$$;
revoke execute on function auth.request_email_verification(text, text, text) from public;
grant execute on function auth.request_email_verification(text, text, text) to authenticated;

create function auth.verify_email(code_hash text)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  result text;
begin
  if uid is null then
    raise sqlstate 'PT401' using message = 'Sign in to verify your email.';
  end if;
  result := auth.use_email_code(uid, 'verify_email', verify_email.code_hash);
  if result = 'ok' then
    update pgusers.profile set email_verified = true where id = uid;
    perform auth.log_event('email_verified', uid, null, '{}'::jsonb);
  end if;
  return result;
end
$$;
revoke execute on function auth.verify_email(text) from public;
grant execute on function auth.verify_email(text) to authenticated;

-- Forgotten password, as the service (nobody is signed in). The answer never says whether the
-- address belongs to an account: an unknown one files nothing and returns like a known one.
create function auth.request_password_reset(email text, code_hash text, subject text, body text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  uid uuid;
begin
  select p.id into uid from pgusers.profile p
    join auth.credentials c on c.user_id = p.id
   where p.email = lower(trim(request_password_reset.email)) and p.is_active;
  if uid is not null then
    perform auth.file_email_code(uid, 'reset_password', lower(trim(request_password_reset.email)),
      request_password_reset.code_hash, request_password_reset.subject, request_password_reset.body);
  end if;
end
$$;
revoke execute on function auth.request_password_reset(text, text, text, text) from public;

-- Sets the new password when the code is right ('ok'); every session ends (auth.set_password).
-- An unknown address answers 'expired', as an address without a live code does.
create function auth.reset_password(email text, code_hash text, password_hash text, ip text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  uid uuid;
  result text;
begin
  select p.id into uid from pgusers.profile p
   where p.email = lower(trim(reset_password.email)) and p.is_active;
  if uid is null then
    return 'expired';
  end if;
  result := auth.use_email_code(uid, 'reset_password', reset_password.code_hash);
  if result = 'ok' then
    perform auth.set_password(uid, reset_password.password_hash, reset_password.ip);
    -- The code reached the mailbox: the address is the member's.
    update pgusers.profile set email_verified = true where id = uid and not email_verified;
  end if;
  return result;
end
$$;
revoke execute on function auth.reset_password(text, text, text, text) from public;

-- The sender's side: claim due mails (each try pushes the next one back: 1, 4, 9 … minutes),
-- then mark each sent (clearing its content) or failed (an error code, never a message: those
-- can carry the address).
create function auth.claim_outbox(max_rows int)
returns table (id bigint, kind text, to_address text, subject text, body text)
language sql volatile
set search_path = ''
as $$
  update auth.email_outbox o
     set attempts = o.attempts + 1,
         next_attempt_at = now() + make_interval(mins => (o.attempts + 1) * (o.attempts + 1))
   where o.id in (select x.id from auth.email_outbox x
                   where x.sent_at is null and x.next_attempt_at <= now() and x.attempts < 8
                   order by x.id limit claim_outbox.max_rows
                   for update skip locked)
  returning o.id, o.kind, o.to_address, o.subject, o.body
$$;
revoke execute on function auth.claim_outbox(int) from public;

create function auth.outbox_sent(id bigint)
returns void
language sql volatile
set search_path = ''
as $$
  update auth.email_outbox o set sent_at = now(), subject = null, body = null, last_error = null
   where o.id = outbox_sent.id
$$;
revoke execute on function auth.outbox_sent(bigint) from public;

create function auth.outbox_failed(id bigint, error_code text)
returns void
language sql volatile
set search_path = ''
as $$
  update auth.email_outbox o set last_error = left(outbox_failed.error_code, 100)
   where o.id = outbox_failed.id
$$;
revoke execute on function auth.outbox_failed(bigint, text) from public;

-- The server's own endpoints (auth/*.ts), listed in the OpenAPI document by these stubs.
create function pgaccess.request_email_verification() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/request_email_verification is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.request_email_verification() is
  'Emails a 6-digit code to verify the member''s address; served by apps/server/src/auth/request-email-verification.ts (POST only).';
create function pgaccess.verify_email(code text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/verify_email is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.verify_email(text) is
  'Marks the email verified with the emailed code; served by apps/server/src/auth/verify-email.ts (POST only).';
create function pgaccess.request_password_reset(email text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/request_password_reset is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.request_password_reset(text) is
  'Emails a code to reset a forgotten password; the same answer for any address; served by apps/server/src/auth/request-password-reset.ts (POST only).';
create function pgaccess.reset_password(email text, code text, new_password text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/reset_password is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.reset_password(text, text, text) is
  'Sets a new password with the emailed code and ends every session; served by apps/server/src/auth/reset-password.ts (POST only).';
revoke execute on function pgaccess.request_email_verification(), pgaccess.verify_email(text),
  pgaccess.request_password_reset(text), pgaccess.reset_password(text, text, text) from public;
grant execute on function pgaccess.request_email_verification(), pgaccess.verify_email(text),
  pgaccess.request_password_reset(text), pgaccess.reset_password(text, text, text)
  to anon, authenticated;
