-- Notifications for a share received and an order paid (issue #17), written next to those flows
-- with the kinds 'share' and 'order', so that the mail-per-preference rule (0281) mails them
-- unless the member turned email off, for all or for that kind.

-- A member shares a locker file or folder with a person, or with a group (each member but the
-- owner): the person is told who shared, never the record's name (a file name can say what the
-- record is about, and the notification may be emailed). Sharing several things at once tells each
-- person once: a share within ten minutes of an unread one from the same owner adds nothing.
-- SECURITY DEFINER: the sharer may not write another member's notifications.
create function pgmedlock_private.notify_share_received()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  sharer text;
  what text := case when new.file_id is not null then 'a file' else 'a folder' end;
  r record;
begin
  if new.revoked_at is not null then
    return null;
  end if;
  select btrim(concat_ws(' ', p.first_name, p.last_name)) into sharer
    from pgusers.profile p where p.id = new.owner_id;
  sharer := coalesce(nullif(sharer, ''), 'A member');
  for r in
    select u.id, u.username
      from auth.users u
     where u.id <> new.owner_id
       and (u.id = new.grantee_user_id
            or u.id in (select m.user_id from pgmedlock.group_members m
                         where m.group_id = new.grantee_group_id))
  loop
    continue when exists (
      select 1 from pgusers.notifications n
       where n.user_id = r.id and n.kind = 'share' and n.read_at is null
         and n.created_at > now() - interval '10 minutes'
         and left(n.body, char_length(sharer) + 8) = sharer || ' shared ');
    insert into pgusers.notifications (user_id, title, body, link, kind)
    values (r.id, 'Records shared with you',
            format('%s shared %s from their locker with you.', sharer, what),
            '/' || r.username || '/docs?show=shared', 'share');
  end loop;
  return null;
end
$$;
revoke execute on function pgmedlock_private.notify_share_received() from public;
create trigger asset_access_notify_share after insert on pgmedlock.asset_access
  for each row execute function pgmedlock_private.notify_share_received();

-- A store order becomes paid: its buyer is told once, with the total in rupees.
-- SECURITY DEFINER: whoever marks it paid (the payment flow, an admin) writes the buyer's note.
create function pgstore_private.notify_order_paid()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into pgusers.notifications (user_id, title, body, link, kind)
  values (new.user_id, 'Order paid',
          format('Your payment of ₹%s.%s for your order is received. Thank you!',
                 new.total_price_paise / 100, lpad((new.total_price_paise % 100)::text, 2, '0')),
          '/order-confirmation/' || new.id, 'order');
  return null;
end
$$;
revoke execute on function pgstore_private.notify_order_paid() from public;
create trigger orders_notify_paid after update of status on pgstore.orders
  for each row when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function pgstore_private.notify_order_paid();
