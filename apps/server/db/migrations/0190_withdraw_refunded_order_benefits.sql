-- A refunded order takes back what its payment set going (issue 13): the wellness plan it
-- activated stops, and the lab-test booking enquiry it opened is closed if nobody has closed it.
-- Only a whole refund does this (the order moves paid → refunded); a partial refund is an amount,
-- not a line, so what was bought stays.
-- Each row remembers the order that created it, so the withdrawal touches exactly those rows and
-- never a plan the member holds from another order or a grant.
alter table pgsubs.user_subscription
  add column order_id uuid references pgstore.orders (id) on delete set null;
create index user_subscription_order_id_idx on pgsubs.user_subscription (order_id)
  where order_id is not null;

alter table pgathcare.booking_enquiries
  add column order_id uuid references pgstore.orders (id) on delete set null;
create index booking_enquiries_order_id_idx on pgathcare.booking_enquiries (order_id)
  where order_id is not null;

-- As in 0101 (which added the invoice), and each created row now names its order.
create or replace function pgstore_private.on_order_paid(order_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_order pgstore.orders;
  r record;
begin
  select * into v_order from pgstore.orders where id = on_order_paid.order_id;
  for r in
    select p.category, p.subscription_key, p.lab_test_id, i.title
      from pgstore.order_items i join pgstore.products p on p.id = i.product_id
     where i.order_id = on_order_paid.order_id
  loop
    if r.category = 'wellness-plan' then
      insert into pgsubs.user_subscription (user_id, subscription_id, valid_from, valid_until,
          order_id)
      select v_order.user_id, s.id, now(),
             now() + make_interval(months => coalesce(case s.duration_unit when 'Months'
               then s.discounted_duration when 'Years' then s.discounted_duration * 12 end, 12)),
             v_order.id
        from pgsubs.subscriptions s where s.key = r.subscription_key;
    elsif r.category = 'lab-test-profile' then
      insert into pgathcare.booking_enquiries (user_id, booking_type, contact_no, address,
          patient_name, patient_problem, lab_test_id, order_id)
      values (v_order.user_id, 'Lab Test Booking',
        coalesce(v_order.billing_phone, (select c.value from pgusers.contacts c
          where c.user_id = v_order.user_id and c.contact_type = 'phone' order by c.id limit 1)),
        concat_ws(', ', v_order.billing_address, v_order.billing_city, v_order.billing_state,
          v_order.billing_zip),
        v_order.billing_first_name || ' ' || v_order.billing_last_name,
        format('Paid order %s: %s', v_order.id, r.title), r.lab_test_id, v_order.id);
    end if;
  end loop;
  perform pgstore_private.issue_invoice(on_order_paid.order_id);
end
$$;
revoke execute on function pgstore_private.on_order_paid(uuid) from public;

-- After an order becomes refunded: its plan ends now and its open enquiry is closed. A trigger on
-- the order's state, so every path to refunded (the provider's webhook, the admin's refund, the
-- test provider) takes it back in the same transaction.
create function pgstore_private.on_order_refunded() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update pgsubs.user_subscription
     set is_active = false, valid_until = least(coalesce(valid_until, now()), now())
   where order_id = new.id and is_active;
  update pgathcare.booking_enquiries
     set status = 'closed'
   where order_id = new.id and status <> 'closed';
  return null;
end
$$;
revoke execute on function pgstore_private.on_order_refunded() from public;
create trigger orders_refunded after update of status on pgstore.orders
  for each row when (new.status = 'refunded' and old.status is distinct from 'refunded')
  execute function pgstore_private.on_order_refunded();
