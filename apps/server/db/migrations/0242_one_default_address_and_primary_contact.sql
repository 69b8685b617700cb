-- Setting an address as the default shipping or billing address, or a contact as the primary one
-- of its type, unsets the previous one in the same statement (issue #17): one PATCH, atomic, no
-- window with two defaults or none. Concurrent changes for one member are serialized by a
-- transaction-scoped advisory lock, so the second sees the first's result and clears it (without
-- it, the second would fail on the partial unique indexes of migrations 0005 and 0006).
-- Runs as the caller: row-level security keeps the clearing to the member's own rows.
create function auth.keep_one_default_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('pgusers.addresses:defaults'), hashtext(new.user_id::text));
  if new.is_default_shipping then
    update pgusers.addresses a set is_default_shipping = false
     where a.user_id = new.user_id and a.id <> new.id and a.is_default_shipping;
  end if;
  if new.is_default_billing then
    update pgusers.addresses a set is_default_billing = false
     where a.user_id = new.user_id and a.id <> new.id and a.is_default_billing;
  end if;
  if new.is_primary then
    update pgusers.addresses a set is_primary = false
     where a.user_id = new.user_id and a.id <> new.id and a.is_primary;
  end if;
  return new;
end
$$;
revoke execute on function auth.keep_one_default_address() from public;

create trigger addresses_one_default before insert or update of is_default_shipping,
  is_default_billing, is_primary on pgusers.addresses
  for each row when (new.is_default_shipping or new.is_default_billing or new.is_primary)
  execute function auth.keep_one_default_address();

create function auth.keep_one_primary_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('pgusers.contacts:primary'), hashtext(new.user_id::text));
  update pgusers.contacts c set is_primary = false
   where c.user_id = new.user_id and c.contact_type = new.contact_type and c.id <> new.id
     and c.is_primary;
  return new;
end
$$;
revoke execute on function auth.keep_one_primary_contact() from public;

create trigger contacts_one_primary before insert or update of is_primary, contact_type
  on pgusers.contacts
  for each row when (new.is_primary)
  execute function auth.keep_one_primary_contact();
