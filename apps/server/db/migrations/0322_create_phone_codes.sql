-- Phone verification (issue #17): once an SMS provider is configured (SMS_PROVIDER), a member's
-- phone contact is marked verified the way the email is: a 6-digit code, sent by SMS, kept only as
-- its HMAC under the server's secret, 10 minutes, at most 5 tries, one a minute and five an hour.
-- The server sends the SMS after the code is filed (auth/phone-codes.ts).
create table auth.phone_codes (
  id bigint primary key generated always as identity,
  user_id uuid not null references auth.users (id) on delete cascade,
  contact_id integer not null references pgusers.contacts (id) on delete cascade,
  -- The number the code was sent to: a contact changed since then is not verified by it.
  phone text not null check (char_length(phone) <= 20),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  attempts int not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index phone_codes_user_idx on auth.phone_codes (user_id, created_at desc);
create index phone_codes_contact_idx on auth.phone_codes (contact_id);
-- No member reads or writes it (RLS without policy): only the SECURITY DEFINER functions below.
alter table auth.phone_codes enable row level security;
revoke all on auth.phone_codes from public, anon, authenticated;

-- A contact whose number (or type) changes is no longer verified: the code proved the old one.
create function auth.unverify_changed_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.value is distinct from old.value or new.contact_type is distinct from old.contact_type then
    new.is_verified := false;
  end if;
  return new;
end
$$;
revoke execute on function auth.unverify_changed_contact() from public;
create trigger contacts_unverify_changed before update of value, contact_type on pgusers.contacts
  for each row execute function auth.unverify_changed_contact();

-- Files a code for the caller's phone contact: 'sent' with the number to send it to, 'verified'
-- when it is verified already, 'wait' past the limits (one a minute, five an hour per member;
-- nothing filed). An earlier live code of the member ends. SECURITY DEFINER: codes and the
-- verified flag are not the member's to write; it acts only for auth.uid() and their contacts.
create function auth.request_phone_verification(contact_id integer, code_hash text)
returns table (status text, phone text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  c pgusers.contacts;
begin
  if uid is null or not auth.account_active(uid) then
    raise sqlstate 'PT401' using message = 'Sign in to verify your phone.';
  end if;
  select * into c from pgusers.contacts x
   where x.id = request_phone_verification.contact_id and x.user_id = uid
     and x.contact_type = 'phone';
  if not found then
    raise sqlstate 'PT404' using message = 'Phone contact not found.';
  end if;
  if c.is_verified then
    return query select 'verified'::text, null::text;
    return;
  end if;
  if exists (select 1 from auth.phone_codes p
              where p.user_id = uid and p.created_at > now() - interval '1 minute')
     or (select count(*) from auth.phone_codes p
          where p.user_id = uid and p.created_at > now() - interval '1 hour') >= 5 then
    return query select 'wait'::text, null::text;
    return;
  end if;
  update auth.phone_codes p set used_at = now() where p.user_id = uid and p.used_at is null;
  insert into auth.phone_codes (user_id, contact_id, phone, code_hash, expires_at)
  values (uid, c.id, c.value, request_phone_verification.code_hash, now() + interval '10 minutes');
  return query select 'sent'::text, c.value;
end
$$;
revoke execute on function auth.request_phone_verification(integer, text) from public;
grant execute on function auth.request_phone_verification(integer, text) to authenticated;

-- Checks the caller's code for a contact: 'ok' (the contact is verified, the code used up),
-- 'wrong' (one try counted), 'expired' (none live, or the number changed since) or 'locked'
-- (5 wrong tries). Returns rather than raises, so a wrong try is counted.
create function auth.verify_phone(contact_id integer, code_hash text)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  p auth.phone_codes;
begin
  if uid is null or not auth.account_active(uid) then
    raise sqlstate 'PT401' using message = 'Sign in to verify your phone.';
  end if;
  select * into p from auth.phone_codes x
   where x.user_id = uid and x.contact_id = verify_phone.contact_id
     and x.used_at is null and x.expires_at > now()
   order by x.created_at desc limit 1
   for update;
  if not found or not exists (select 1 from pgusers.contacts c
                               where c.id = p.contact_id and c.user_id = uid and c.value = p.phone
                                 and c.contact_type = 'phone') then
    return 'expired';
  end if;
  if p.attempts >= 5 then
    return 'locked';
  end if;
  if p.code_hash <> verify_phone.code_hash then
    update auth.phone_codes set attempts = attempts + 1 where id = p.id;
    return case when p.attempts + 1 >= 5 then 'locked' else 'wrong' end;
  end if;
  update auth.phone_codes set used_at = now() where id = p.id;
  update pgusers.contacts set is_verified = true where id = p.contact_id and user_id = uid;
  perform auth.log_event('phone_verified', uid, null, '{}'::jsonb);
  return 'ok';
end
$$;
revoke execute on function auth.verify_phone(integer, text) from public;
grant execute on function auth.verify_phone(integer, text) to authenticated;

-- The server's own endpoints (auth/phone-verification.ts), listed in the OpenAPI document.
create function pgaccess.request_phone_verification(contact_id integer) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/request_phone_verification is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.request_phone_verification(integer) is
  'Sends a 6-digit code by SMS to verify one of the member''s phone contacts; served by apps/server/src/auth/phone-verification.ts (POST only).';
create function pgaccess.verify_phone(contact_id integer, code text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'POST /api/rpc/verify_phone is served by the server''s auth endpoint'
    using errcode = 'PT405';
end
$$;
comment on function pgaccess.verify_phone(integer, text) is
  'Marks a phone contact verified with the code sent by SMS; served by apps/server/src/auth/phone-verification.ts (POST only).';
revoke execute on function pgaccess.request_phone_verification(integer),
  pgaccess.verify_phone(integer, text) from public;
grant execute on function pgaccess.request_phone_verification(integer),
  pgaccess.verify_phone(integer, text) to anon, authenticated;
