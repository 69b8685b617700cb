-- Issue 16: hospitals belong to vendors. A vendor writes its own hospitals, rooms and amenities;
-- a hospital is listed (read by everyone, the explore pages included) only when it is published
-- and its vendor is verified (hospitals without a vendor, the platform's own, need only be
-- published). Rooms gain their base price in paise, the unit bookings are charged in.

alter table pgvendor.hospitals
  add constraint hospitals_vendor_fkey foreign key (vendor_id)
    references pgvendor.vendors (id) on delete cascade;

alter table pgvendor.hospital_rooms
  add column base_price_paise bigint generated always as ((base_price * 100)::bigint) stored;

-- SECURITY DEFINER: whether a vendor's listings may be public; anonymous readers cannot read
-- pgvendor.vendors, so the policy asks this function.
create or replace function pgvendor_private.vendor_is_verified(vendor integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select vendor is null
      or exists (select 1 from pgvendor.vendors v where v.id = vendor and v.verification_status = 'verified')
$$;

-- SECURITY DEFINER (both): the caller's own vendor id (null when none), and whether the caller's
-- vendor owns a hospital. Policies of readers who cannot read pgvendor.vendors (anonymous ones)
-- call them; they answer only about the caller.
create or replace function pgvendor_private.my_vendor_id() returns integer
language sql stable security definer
set search_path = ''
as $$
  select v.id from pgvendor.vendors v where v.owner_id = auth.uid()
$$;

create or replace function pgvendor_private.owns_hospital(hospital integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from pgvendor.hospitals h
                  where h.id = hospital and h.vendor_id is not null
                    and h.vendor_id = pgvendor_private.my_vendor_id())
$$;

drop policy "hospitals: anyone reads published, admin reads all" on pgvendor.hospitals;
create policy "hospitals: anyone reads listed, the vendor its own, admins all" on pgvendor.hospitals
  for select to anon, authenticated
  using ((is_published and pgvendor_private.vendor_is_verified(vendor_id))
         or (vendor_id is not null and vendor_id = (select pgvendor_private.my_vendor_id()))
         or (select auth.has_app_role('admin')));
create policy "hospitals: the vendor writes its own" on pgvendor.hospitals
  for all to authenticated
  using (vendor_id is not null and vendor_id = (select pgvendor_private.my_vendor_id()))
  with check (vendor_id is not null and vendor_id = (select pgvendor_private.my_vendor_id()));

create policy "hospital_rooms: the vendor writes its hospitals' rooms" on pgvendor.hospital_rooms
  for all to authenticated
  using (pgvendor_private.owns_hospital(hospital_id))
  with check (pgvendor_private.owns_hospital(hospital_id));
create policy "hospital_amenities: the vendor writes its hospitals' amenities" on pgvendor.hospital_amenities
  for all to authenticated
  using (pgvendor_private.owns_hospital(hospital_id))
  with check (pgvendor_private.owns_hospital(hospital_id));

-- A vendor's new hospital gets a slug from its name when it sends none.
create or replace function pgvendor_private.hospital_slug() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or new.slug = '' then
    new.slug := trim(both '-' from regexp_replace(lower(new.name), '[^a-z0-9]+', '-', 'g'));
    if new.slug = '' then new.slug := 'hospital'; end if;
    new.slug := left(new.slug, 80) || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 6);
  end if;
  return new;
end
$$;
create trigger hospitals_slug before insert on pgvendor.hospitals
  for each row execute function pgvendor_private.hospital_slug();

revoke execute on all functions in schema pgvendor_private from public;
grant execute on all functions in schema pgvendor_private to anon, authenticated;
