-- GST tax invoices for paid store orders (issue #13). One invoice per paid order, numbered in a
-- per-financial-year series without gaps (the number is taken in the transaction that marks the
-- order paid, so a rollback returns it). Prices are GST-inclusive: each line's taxable value is
-- backed out of its price after its share of the coupon discount; CGST + SGST when the buyer's
-- state is the seller's, IGST otherwise. The checkout's fixed tax (§9) is shown as its own line.

-- GST state codes (the first two digits of a GSTIN).
create table pgstore_private.gst_states (
  code text primary key check (code ~ '^[0-9]{2}$'),
  name text not null unique
);
insert into pgstore_private.gst_states (code, name) values
  ('01', 'Jammu and Kashmir'), ('02', 'Himachal Pradesh'), ('03', 'Punjab'), ('04', 'Chandigarh'),
  ('05', 'Uttarakhand'), ('06', 'Haryana'), ('07', 'Delhi'), ('08', 'Rajasthan'),
  ('09', 'Uttar Pradesh'), ('10', 'Bihar'), ('11', 'Sikkim'), ('12', 'Arunachal Pradesh'),
  ('13', 'Nagaland'), ('14', 'Manipur'), ('15', 'Mizoram'), ('16', 'Tripura'), ('17', 'Meghalaya'),
  ('18', 'Assam'), ('19', 'West Bengal'), ('20', 'Jharkhand'), ('21', 'Odisha'),
  ('22', 'Chhattisgarh'), ('23', 'Madhya Pradesh'), ('24', 'Gujarat'),
  ('26', 'Dadra and Nagar Haveli and Daman and Diu'), ('27', 'Maharashtra'), ('29', 'Karnataka'),
  ('30', 'Goa'), ('31', 'Lakshadweep'), ('32', 'Kerala'), ('33', 'Tamil Nadu'),
  ('34', 'Puducherry'), ('35', 'Andaman and Nicobar Islands'), ('36', 'Telangana'),
  ('37', 'Andhra Pradesh'), ('38', 'Ladakh');
alter table pgstore_private.gst_states enable row level security;

-- The seller printed on every invoice (a fictional company for the demo; one row).
create table pgstore_private.seller (
  id boolean primary key default true check (id),
  legal_name text not null,
  address text not null,
  state_code text not null references pgstore_private.gst_states (code),
  gstin text not null check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  invoice_prefix text not null check (invoice_prefix ~ '^[A-Z]{2,6}$')
);
insert into pgstore_private.seller (legal_name, address, state_code, gstin, invoice_prefix) values
  ('Athcare Health Private Limited', '3rd Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
   '29', '29AAICA1234R1Z9', 'ATH');
alter table pgstore_private.seller enable row level security;

-- The last number used in each financial year ('2026-27').
create table pgstore_private.invoice_series (
  financial_year text primary key check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0)
);
alter table pgstore_private.invoice_series enable row level security;

create table pgstore.invoices (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references pgstore.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  financial_year text not null,
  sequence integer not null check (sequence > 0),
  invoice_number text not null unique,
  issued_at timestamptz not null default now(),
  seller_name text not null,
  seller_address text not null,
  seller_gstin text not null,
  seller_state_code text not null,
  buyer_name text not null,
  buyer_address text not null,
  -- Null when the billing state is not an Indian state or UT we know: treated as inter-state.
  buyer_state_code text,
  supply text not null check (supply in ('intra-state', 'inter-state')),
  -- [{title, hsn_sac, quantity, gst_rate, gross_paise, discount_paise, taxable_paise,
  --   cgst_paise, sgst_paise, igst_paise}]
  lines jsonb not null,
  taxable_paise bigint not null check (taxable_paise >= 0),
  cgst_paise bigint not null check (cgst_paise >= 0),
  sgst_paise bigint not null check (sgst_paise >= 0),
  igst_paise bigint not null check (igst_paise >= 0),
  checkout_tax_paise bigint not null check (checkout_tax_paise >= 0),
  total_paise bigint not null check (total_paise >= 0),
  -- The copy filed in the member's locker, when they have one.
  locker_file_id uuid references pgmedlock.files (id) on delete set null,
  unique (financial_year, sequence)
);
create index invoices_user_id_idx on pgstore.invoices (user_id, issued_at desc);
create index invoices_locker_file_id_idx on pgstore.invoices (locker_file_id);

grant select on pgstore.invoices to authenticated;
alter table pgstore.invoices enable row level security;
create policy "invoices: member reads own, admin reads all" on pgstore.invoices
  for select to authenticated
  using (user_id = (select auth.uid()) or (select auth.has_app_role('admin')));

-- The financial year (April–March, India time) of an instant: '2026-27'.
create function pgstore_private.financial_year(instant timestamptz) returns text
language sql immutable
set search_path = ''
as $$
  select case when extract(month from financial_year.instant at time zone 'Asia/Kolkata') >= 4
    then to_char(financial_year.instant at time zone 'Asia/Kolkata', 'YYYY') || '-'
         || to_char((financial_year.instant at time zone 'Asia/Kolkata') + interval '1 year', 'YY')
    else to_char((financial_year.instant at time zone 'Asia/Kolkata') - interval '1 year', 'YYYY') || '-'
         || to_char(financial_year.instant at time zone 'Asia/Kolkata', 'YY') end
$$;

-- Issues the invoice of a paid order (once). Called by complete_payment in the paying transaction.
create function pgstore_private.issue_invoice(order_id uuid) returns pgstore.invoices
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_order pgstore.orders;
  v_seller pgstore_private.seller;
  v_invoice pgstore.invoices;
  v_fy text;
  v_seq integer;
  v_buyer_state text;
  v_intra boolean;
  v_lines jsonb;
begin
  select * into v_invoice from pgstore.invoices where order_id = issue_invoice.order_id;
  if found then
    return v_invoice;
  end if;
  select * into v_order from pgstore.orders where id = issue_invoice.order_id;
  if v_order.status not in ('paid', 'fulfilled') then
    raise exception using errcode = 'PT409', message = 'Only a paid order has an invoice.';
  end if;
  select * into v_seller from pgstore_private.seller;
  select code into v_buyer_state from pgstore_private.gst_states
   where lower(name) = lower(btrim(v_order.billing_state)) or code = btrim(v_order.billing_state);
  v_intra := v_buyer_state is not distinct from v_seller.state_code;
  v_fy := pgstore_private.financial_year(now());
  insert into pgstore_private.invoice_series as s (financial_year, last_number) values (v_fy, 1)
  on conflict (financial_year) do update set last_number = s.last_number + 1
  returning last_number into v_seq;

  with l as (
    select i.id, i.title, i.hsn_sac, i.quantity, i.gst_rate, i.line_total_paise as gross,
           (v_order.discount_paise * i.line_total_paise / nullif(v_order.subtotal_paise, 0)) as share,
           row_number() over (order by i.id) as rn
      from pgstore.order_items i where i.order_id = issue_invoice.order_id
  ), d as (
    -- The rounding remainder of the discount goes to the first line.
    select l.*, coalesce(l.share, 0) + case when rn = 1
             then v_order.discount_paise - coalesce(sum(coalesce(l.share, 0)) over (), 0)::bigint else 0 end as discount
      from l
  ), t as (
    select d.*, ((gross - discount) * 200 + (100 + gst_rate)) / (2 * (100 + gst_rate)) as taxable
      from d
  )
  select jsonb_agg(jsonb_build_object(
      'title', title, 'hsn_sac', hsn_sac, 'quantity', quantity, 'gst_rate', gst_rate,
      'gross_paise', gross, 'discount_paise', discount, 'taxable_paise', taxable,
      'cgst_paise', case when v_intra then (gross - discount - taxable) / 2 else 0 end,
      'sgst_paise', case when v_intra then (gross - discount - taxable) - (gross - discount - taxable) / 2 else 0 end,
      'igst_paise', case when v_intra then 0 else gross - discount - taxable end
    ) order by id)
    into v_lines from t;

  insert into pgstore.invoices (order_id, user_id, financial_year, sequence, invoice_number,
      seller_name, seller_address, seller_gstin, seller_state_code, buyer_name, buyer_address,
      buyer_state_code, supply, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise,
      checkout_tax_paise, total_paise)
  select v_order.id, v_order.user_id, v_fy, v_seq,
         format('%s/%s/%s', v_seller.invoice_prefix, v_fy, lpad(v_seq::text, 6, '0')),
         v_seller.legal_name, v_seller.address, v_seller.gstin, v_seller.state_code,
         v_order.billing_first_name || ' ' || v_order.billing_last_name,
         concat_ws(', ', v_order.billing_address, v_order.billing_city, v_order.billing_state,
           v_order.billing_zip),
         v_buyer_state, case when v_intra then 'intra-state' else 'inter-state' end, v_lines,
         (select coalesce(sum((x ->> 'taxable_paise')::bigint), 0) from jsonb_array_elements(v_lines) x),
         (select coalesce(sum((x ->> 'cgst_paise')::bigint), 0) from jsonb_array_elements(v_lines) x),
         (select coalesce(sum((x ->> 'sgst_paise')::bigint), 0) from jsonb_array_elements(v_lines) x),
         (select coalesce(sum((x ->> 'igst_paise')::bigint), 0) from jsonb_array_elements(v_lines) x),
         v_order.tax_paise, v_order.total_price_paise
  returning * into v_invoice;
  return v_invoice;
end
$$;
revoke execute on function pgstore_private.issue_invoice(uuid) from public;

-- The paid order's follow-ups now also issue its invoice (the rest of on_order_paid is unchanged).
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
      insert into pgsubs.user_subscription (user_id, subscription_id, valid_from, valid_until)
      select v_order.user_id, s.id, now(),
             now() + make_interval(months => coalesce(case s.duration_unit when 'Months'
               then s.discounted_duration when 'Years' then s.discounted_duration * 12 end, 12))
        from pgsubs.subscriptions s where s.key = r.subscription_key;
    elsif r.category = 'lab-test-profile' then
      insert into pgathcare.booking_enquiries (user_id, booking_type, contact_no, address,
          patient_name, patient_problem, lab_test_id)
      values (v_order.user_id, 'Lab Test Booking',
        coalesce(v_order.billing_phone, (select c.value from pgusers.contacts c
          where c.user_id = v_order.user_id and c.contact_type = 'phone' order by c.id limit 1)),
        concat_ws(', ', v_order.billing_address, v_order.billing_city, v_order.billing_state,
          v_order.billing_zip),
        v_order.billing_first_name || ' ' || v_order.billing_last_name,
        format('Paid order %s: %s', v_order.id, r.title), r.lab_test_id);
    end if;
  end loop;
  perform pgstore_private.issue_invoice(on_order_paid.order_id);
end
$$;

-- Records the locker copy of the caller's invoice (the server wrote the blob and the file row).
create function pgstore_private.set_invoice_file(invoice_id uuid, file_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update pgstore.invoices set locker_file_id = set_invoice_file.file_id
   where id = set_invoice_file.invoice_id and user_id = auth.uid() and locker_file_id is null
     and exists (select 1 from pgmedlock.files f where f.id = set_invoice_file.file_id and f.owner_id = auth.uid())
$$;
revoke execute on function pgstore_private.set_invoice_file(uuid, uuid) from public;
grant execute on function pgstore_private.set_invoice_file(uuid, uuid) to authenticated;

-- The caller's invoice of an order (invoker: the invoices policy decides), and whether the caller
-- can file it in their locker.
create function pgstore_private.invoice_of(order_id uuid)
returns table (invoice pgstore.invoices, can_file boolean)
language sql stable
set search_path = ''
as $$
  select i, pgsubs_private.has_active_subscription(auth.uid(), 'medilocker') and i.locker_file_id is null
    from pgstore.invoices i where i.order_id = invoice_of.order_id
$$;
revoke execute on function pgstore_private.invoice_of(uuid) from public;
grant execute on function pgstore_private.invoice_of(uuid) to authenticated;
