-- What a paid order starts, one small function per product kind. on_order_paid was copied whole
-- three times (0101, 0190, 0200) to change one branch; a change to what a wellness plan or a
-- lab-test profile starts now replaces only that kind's function.

-- A paid wellness plan activates the buyer's subscription from the payment, tied to the order so
-- that a whole refund ends it (on_order_refunded).
create function pgstore_private.activate_paid_plan(paid pgstore.orders, subscription_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into pgsubs.user_subscription (user_id, subscription_id, valid_from, order_id)
  select paid.user_id, s.id, now(), paid.id
    from pgsubs.subscriptions s
   where s.key = activate_paid_plan.subscription_key;
$$;
revoke execute on function pgstore_private.activate_paid_plan(pgstore.orders, text) from public;

-- A paid lab-test profile opens a lab-test booking enquiry with the billing contact, tied to the
-- order so that a whole refund closes it.
create function pgstore_private.open_paid_lab_test_booking(
  paid pgstore.orders, lab_test_id integer, line_title text
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into pgathcare.booking_enquiries (user_id, booking_type, contact_no, address,
      patient_name, patient_problem, lab_test_id, order_id)
  values (paid.user_id, 'Lab Test Booking',
    coalesce(paid.billing_phone, (select c.value from pgusers.contacts c
      where c.user_id = paid.user_id and c.contact_type = 'phone' order by c.id limit 1)),
    concat_ws(', ', paid.billing_address, paid.billing_city, paid.billing_state, paid.billing_zip),
    paid.billing_first_name || ' ' || paid.billing_last_name,
    format('Paid order %s: %s', paid.id, open_paid_lab_test_booking.line_title),
    open_paid_lab_test_booking.lab_test_id, paid.id);
$$;
revoke execute on function pgstore_private.open_paid_lab_test_booking(pgstore.orders, integer, text)
  from public;

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
    case r.category
      when 'wellness-plan' then
        perform pgstore_private.activate_paid_plan(v_order, r.subscription_key);
      when 'lab-test-profile' then
        perform pgstore_private.open_paid_lab_test_booking(v_order, r.lab_test_id, r.title);
      else
        null; -- goods wait for fulfilment
    end case;
  end loop;
  perform pgstore_private.issue_invoice(on_order_paid.order_id);
end
$$;
