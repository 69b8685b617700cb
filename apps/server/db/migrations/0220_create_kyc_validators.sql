-- Issue 16: Indian KYC identifiers checked by the database with the same rules and messages as the
-- shared TypeScript checks (packages/shared/src/kyc.ts); a server test compares the two on
-- generated numbers. Each *_problem function returns null for a valid value, else the message a
-- person reads; pgvendor_private.kyc_ok turns a message into a check violation (23514) carrying it,
-- so a CHECK constraint built on it answers with that message instead of the constraint's name.
-- Values are checked as stored: upper case, no spaces (clients normalise before sending).

create schema if not exists pgvendor_private;
grant usage on schema pgvendor_private to anon, authenticated;

create or replace function pgvendor_private.kyc_ok(problem text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if problem is not null then
    raise exception using errcode = '23514', message = problem;
  end if;
  return true;
end
$$;

-- GSTIN: state code, PAN, entity number, Z, and a mod-36 check character over the first 14
-- (weights 1 and 2 alternating; each product contributes its base-36 quotient plus remainder).
create or replace function pgvendor_private.gstin_problem(value text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  charset constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  total integer := 0;
  product integer;
begin
  if value is null then return null; end if;
  if value !~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' then
    return 'GST number must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character.';
  end if;
  for i in 1..14 loop
    product := (strpos(charset, substr(value, i, 1)) - 1) * (case when i % 2 = 1 then 1 else 2 end);
    total := total + product / 36 + product % 36;
  end loop;
  if substr(charset, (36 - total % 36) % 36 + 1, 1) <> substr(value, 15, 1) then
    return 'GST number is not valid: its last (check) character does not match.';
  end if;
  return null;
end
$$;

create or replace function pgvendor_private.gstin_pan_problem(gstin text, pan text) returns text
language sql immutable
set search_path = ''
as $$
  select case when gstin is null or pan is null or substr(gstin, 3, 10) = pan then null
    else 'GST number must contain the PAN (characters 3 to 12).' end
$$;

create or replace function pgvendor_private.pan_problem(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case when value is null or value ~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then null
    else 'PAN must be 10 characters: 5 letters, 4 digits and a letter (like ABCDE1234F).' end
$$;

create or replace function pgvendor_private.cin_problem(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case when value is null or value ~ '^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$' then null
    else 'Company incorporation number must be 21 characters (like U85110KA2015PTC012345).' end
$$;

create or replace function pgvendor_private.ifsc_problem(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case when value is null or value ~ '^[A-Z]{4}0[A-Z0-9]{6}$' then null
    else 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (like HDFC0001234).' end
$$;

-- Aadhaar: 12 digits, not starting with 0 or 1, ending in a Verhoeff check digit.
create or replace function pgvendor_private.aadhaar_problem(value text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  d constant integer[] := array[
    [0,1,2,3,4,5,6,7,8,9], [1,2,3,4,0,6,7,8,9,5], [2,3,4,0,1,7,8,9,5,6], [3,4,0,1,2,8,9,5,6,7],
    [4,0,1,2,3,9,5,6,7,8], [5,9,8,7,6,0,4,3,2,1], [6,5,9,8,7,1,0,4,3,2], [7,6,5,9,8,2,1,0,4,3],
    [8,7,6,5,9,3,2,1,0,4], [9,8,7,6,5,4,3,2,1,0]];
  p constant integer[] := array[
    [0,1,2,3,4,5,6,7,8,9], [1,5,7,6,2,8,3,0,9,4], [5,8,0,3,7,9,6,1,4,2], [8,9,1,6,0,4,3,7,2,5],
    [9,4,5,3,1,2,6,8,7,0], [4,2,8,6,5,7,3,9,0,1], [2,7,9,3,8,0,6,4,1,5], [7,0,4,6,9,1,3,2,5,8]];
  c integer := 0;
  digit integer;
begin
  if value is null then return null; end if;
  if value !~ '^[2-9][0-9]{11}$' then
    return 'Aadhaar number must be 12 digits and cannot start with 0 or 1.';
  end if;
  for i in 0..11 loop
    digit := substr(value, 12 - i, 1)::integer;
    c := d[c + 1][p[i % 8 + 1][digit + 1] + 1];
  end loop;
  if c <> 0 then
    return 'Aadhaar number is not valid: its last (check) digit does not match.';
  end if;
  return null;
end
$$;

-- Indian number plates: state series (KA 01 AB 1234: a known state code, 1–2 digit RTO, 0–3
-- letters, 4 digits) or Bharat series (22 BH 1234 AB); the number is never 0000.
create or replace function pgvendor_private.vehicle_registration_problem(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when value is null then null
    when value ~ '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$'
         and substr(value, 1, 2) = any (array['AN','AP','AR','AS','BR','CG','CH','DD','DL','DN',
           'GA','GJ','HP','HR','JH','JK','KA','KL','LA','LD','MH','ML','MN','MP','MZ','NL','OD',
           'OR','PB','PY','RJ','SK','TN','TR','TS','UK','UP','WB'])
         and right(value, 4) <> '0000' then null
    when value ~ '^[0-9]{2}BH[0-9]{4}[A-HJ-NP-Z]{1,2}$' and substr(value, 5, 4) <> '0000' then null
    else 'Registration number must be an Indian one, like KA01AB1234 or 22BH1234AB.'
  end
$$;

revoke execute on all functions in schema pgvendor_private from public;
grant execute on all functions in schema pgvendor_private to anon, authenticated;
