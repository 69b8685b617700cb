-- Issue 16: a vendor sets the amenities of its own hospital in one call (the whole set, replaced
-- atomically: a page never leaves half a list). Security invoker: the deletes and inserts run
-- under hospital_amenities' policies (the vendor writes its own hospitals' rows, admins any).
create function pgvendor.set_hospital_amenities(hospital_id integer, amenity_ids integer[])
returns setof pgvendor.hospital_amenities
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  wanted integer[] := array(select distinct x from unnest(coalesce(set_hospital_amenities.amenity_ids, '{}')) x
                             where x is not null);
begin
  if not (pgvendor_private.owns_hospital(set_hospital_amenities.hospital_id)
          or (select auth.has_app_role('admin'))) then
    raise exception using errcode = 'PT404', message = 'This hospital does not exist.';
  end if;
  if cardinality(wanted) > 100 then
    raise exception using errcode = '22023', message = 'At most 100 amenities.';
  end if;
  if exists (select 1 from unnest(wanted) w(id)
              where not exists (select 1 from pgvendor.amenities a where a.id = w.id)) then
    raise exception using errcode = '23503', message = 'Choose amenities from the list.';
  end if;
  delete from pgvendor.hospital_amenities ha
   where ha.hospital_id = set_hospital_amenities.hospital_id and not (ha.amenity_id = any(wanted));
  insert into pgvendor.hospital_amenities (hospital_id, amenity_id)
  select set_hospital_amenities.hospital_id, w.id from unnest(wanted) w(id)
  on conflict do nothing;
  return query select * from pgvendor.hospital_amenities ha
                where ha.hospital_id = set_hospital_amenities.hospital_id
                order by ha.amenity_id;
end
$$;
revoke execute on function pgvendor.set_hospital_amenities(integer, integer[]) from public;
grant execute on function pgvendor.set_hospital_amenities(integer, integer[]) to authenticated;
