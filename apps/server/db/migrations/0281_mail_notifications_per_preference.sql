-- Mail per notification preference (issue #17): a notification of a kind that warrants an email
-- queues one in auth.email_outbox, in the same transaction, unless the member turned email off
-- (preferred_settings.notifications.email = false) or off for that kind
-- (preferred_settings.notifications.kinds.<kind> = false). Absent settings mean on (§3 default).
-- The server's mail sender delivers the outbox (at the latest on its 30-second sweep).
alter table pgusers.notifications
  add column kind text check (kind in ('booking', 'prescription', 'share', 'order'));

-- The kind of a notification written without one, from its title: the ones that warrant an email
-- (a booking made, confirmed, moved or cancelled; a prescription ready). The doctor's own
-- "Prescription saved/updated" and answers to questions stay in the app only.
create function pgusers_private.notification_kind(title text)
returns text
language sql immutable
set search_path = ''
as $$
  select case notification_kind.title
           when 'Appointment booked' then 'booking'
           when 'Appointment confirmed' then 'booking'
           when 'Appointment cancelled' then 'booking'
           when 'Appointment rescheduled' then 'booking'
           when 'New appointment' then 'booking'
           when 'Prescription ready' then 'prescription'
         end
$$;

create function pgusers_private.classify_notification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind is null then
    new.kind := pgusers_private.notification_kind(new.title);
  end if;
  return new;
end
$$;
revoke execute on function pgusers_private.classify_notification() from public;
create trigger notifications_classify before insert on pgusers.notifications
  for each row execute function pgusers_private.classify_notification();

-- SECURITY DEFINER: the outbox and the member's address are not the notifying caller's to touch.
create function pgusers_private.mail_notification()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  p pgusers.profile;
  prefs jsonb;
begin
  if new.kind is null then
    return null;
  end if;
  select * into p from pgusers.profile x where x.id = new.user_id and x.is_active;
  if not found then
    return null;
  end if;
  prefs := coalesce(p.preferred_settings -> 'notifications', '{}'::jsonb);
  if prefs -> 'email' = 'false'::jsonb or prefs -> 'kinds' -> new.kind = 'false'::jsonb then
    return null;
  end if;
  insert into auth.email_outbox (kind, to_address, subject, body)
  values ('notification_' || new.kind, p.email, left(new.title, 200),
          left(concat_ws(E'\n\n', new.body,
                         case when new.link is not null then 'See it in Athcare: ' || new.link end,
                         'You can turn these emails off in your notification settings.'), 10000));
  return null;
end
$$;
revoke execute on function pgusers_private.mail_notification() from public;
create trigger notifications_mail after insert on pgusers.notifications
  for each row execute function pgusers_private.mail_notification();
