-- Issue 16: the paramedic's dashboard names the ambulance of each run (its number plate), so the
-- paramedic reads the ambulance they crew; nothing else of the vendor's fleet.
create policy "ambulances: the paramedic crewing it reads" on pgvendor.ambulances
  for select to authenticated
  using (paramedic_id is not null and paramedic_id = (select auth.uid()));
