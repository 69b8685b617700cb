/** 30 treatments for /explore/treatments. General patient information, not medical advice. */

interface TreatmentEntry {
  name: string;
  departmentId: number;
  specializationIds: number[];
  what: string;
  who: string;
  how: string;
  recovery: string;
  price: [number, number];
}

const entries: TreatmentEntry[] = [
  {
    name: 'Angioplasty',
    departmentId: 2,
    specializationIds: [2],
    what: 'Angioplasty opens a narrowed or blocked heart artery with a small balloon, usually followed by placing a stent to keep it open.',
    who: 'It is advised for people with angina that does not settle with medicines, or as an emergency treatment during a heart attack.',
    how: 'A thin tube is passed through the wrist or groin under local anaesthesia and guided to the heart using X-ray imaging. The procedure usually takes one to two hours.',
    recovery:
      'Most people go home in one to three days and return to desk work within a week. Blood thinners must be taken exactly as prescribed.',
    price: [150000, 350000],
  },
  {
    name: 'Coronary Artery Bypass Grafting (CABG)',
    departmentId: 2,
    specializationIds: [2],
    what: 'Bypass surgery creates new routes for blood to flow around blocked heart arteries, using a vein from the leg or an artery from the chest.',
    who: 'It is recommended when several arteries are blocked, when the main left artery is involved, or in people with diabetes and multi-vessel disease.',
    how: 'The operation is done under general anaesthesia and takes four to six hours. Some centres offer off-pump (beating heart) surgery.',
    recovery:
      'The hospital stay is usually five to seven days. Cardiac rehabilitation over the next six to eight weeks helps people regain strength safely.',
    price: [250000, 500000],
  },
  {
    name: 'Cataract Surgery',
    departmentId: 9,
    specializationIds: [9],
    what: 'Cataract surgery removes the clouded natural lens of the eye and replaces it with a clear artificial lens.',
    who: 'It is advised when blurred or glaring vision starts to affect reading, driving or daily activities.',
    how: 'Phacoemulsification uses ultrasound to break up the lens through a tiny cut. It is done under eye drops or local anaesthesia and takes about 20 minutes.',
    recovery:
      'Vision improves within days. Eye drops are used for about a month, and rubbing the eye or splashing water into it should be avoided.',
    price: [25000, 90000],
  },
  {
    name: 'LASIK Eye Surgery',
    departmentId: 9,
    specializationIds: [9],
    what: 'LASIK reshapes the cornea with a laser to correct short sight, long sight and astigmatism.',
    who: 'It suits adults over 18 with a stable spectacle power for at least a year and a cornea thick enough for the procedure.',
    how: 'After numbing drops, a thin corneal flap is created and the laser reshapes the tissue beneath. Both eyes take about 15 minutes.',
    recovery:
      'Most people see clearly the next day. Screens should be limited for a few days and eye make-up avoided for a week.',
    price: [40000, 120000],
  },
  {
    name: 'Total Knee Replacement',
    departmentId: 6,
    specializationIds: [6],
    what: 'Knee replacement resurfaces a worn-out knee joint with metal and high-grade plastic components.',
    who: 'It helps people with advanced arthritis whose pain limits walking and sleep despite medicines, physiotherapy and weight control.',
    how: 'The surgery is done under spinal or general anaesthesia and takes one and a half to two hours per knee.',
    recovery:
      'Walking with support begins the next day. Regular physiotherapy for six to twelve weeks is key to a good result.',
    price: [180000, 350000],
  },
  {
    name: 'Arthroscopic ACL Reconstruction',
    departmentId: 6,
    specializationIds: [6],
    what: 'ACL reconstruction replaces a torn anterior cruciate ligament of the knee with a graft, using keyhole surgery.',
    who: 'It is advised for active people and athletes whose knee gives way after an ACL tear.',
    how: 'A camera and instruments are passed through small cuts. The graft is usually taken from the hamstring tendons.',
    recovery:
      'Crutches are used for a few weeks. Return to sport takes six to nine months of guided rehabilitation.',
    price: [120000, 250000],
  },
  {
    name: 'Spine Surgery for Slipped Disc',
    departmentId: 7,
    specializationIds: [19, 6],
    what: 'Microdiscectomy removes the part of a slipped disc that presses on a nerve in the lower back.',
    who: 'It is considered when leg pain from sciatica persists beyond six weeks of treatment, or sooner if there is weakness or loss of bladder control.',
    how: 'Through a small incision and with a microscope, the surgeon frees the nerve. The operation takes about an hour.',
    recovery:
      'Most people walk the same day and go home in one to two days. Heavy lifting should be avoided for six weeks.',
    price: [150000, 300000],
  },
  {
    name: 'Laparoscopic Hernia Repair',
    departmentId: 17,
    specializationIds: [17],
    what: 'Hernia repair pushes bulging tissue back into place and strengthens the weak area of the abdominal wall with a mesh.',
    who: 'It is advised for most groin and umbilical hernias, especially if they are painful or growing.',
    how: 'Keyhole surgery is performed under general anaesthesia through three small cuts and takes about an hour.',
    recovery: 'Most people go home the same or next day and return to light work within a week.',
    price: [60000, 150000],
  },
  {
    name: 'Laparoscopic Gallbladder Removal',
    departmentId: 17,
    specializationIds: [17, 12],
    what: 'Laparoscopic cholecystectomy removes a gallbladder that contains stones or is inflamed.',
    who: 'It is recommended for gallstones that cause pain, jaundice, pancreatitis or repeated infections.',
    how: 'Under general anaesthesia, the gallbladder is removed through small cuts in about an hour.',
    recovery:
      'Hospital stay is usually one day. A lighter, low-fat diet helps for the first few weeks.',
    price: [60000, 140000],
  },
  {
    name: 'Piles (Haemorrhoids) Treatment',
    departmentId: 17,
    specializationIds: [17],
    what: 'Piles are swollen veins in the anal canal; treatment ranges from diet changes and banding to laser or stapler surgery.',
    who: 'Procedures are considered when bleeding or prolapse continues despite fibre, fluids and medicines.',
    how: 'Rubber band ligation is done in the clinic; laser haemorrhoidoplasty and stapler surgery are day-care procedures.',
    recovery:
      'Most people resume work within two to five days. A high-fibre diet helps prevent recurrence.',
    price: [30000, 90000],
  },
  {
    name: 'Appendix Removal (Appendectomy)',
    departmentId: 17,
    specializationIds: [17],
    what: 'Appendectomy removes an inflamed appendix, usually by keyhole surgery.',
    who: 'It is the standard treatment for acute appendicitis, which typically causes pain that moves to the lower right abdomen.',
    how: 'The operation is done under general anaesthesia and takes less than an hour.',
    recovery:
      'Most people go home in one to two days and return to normal activity within two weeks.',
    price: [50000, 120000],
  },
  {
    name: 'Kidney Stone Removal (URSL and RIRS)',
    departmentId: 15,
    specializationIds: [15, 14],
    what: 'Ureteroscopy and RIRS use a thin scope passed through the urinary passage to break stones with a laser.',
    who: 'They are used for stones that are too large to pass, cause repeated pain or infection, or block the kidney.',
    how: 'There is no cut on the skin. A temporary stent may be left for one to two weeks.',
    recovery:
      'Most people go home the next day. Drinking two and a half to three litres of water daily reduces new stones.',
    price: [60000, 150000],
  },
  {
    name: 'Prostate Surgery (TURP)',
    departmentId: 15,
    specializationIds: [15],
    what: 'TURP removes excess prostate tissue that blocks the flow of urine.',
    who: 'It is advised for men with an enlarged prostate whose urinary symptoms do not improve with medicines.',
    how: 'Done through the urinary passage under spinal anaesthesia, with no external cut.',
    recovery:
      'A catheter stays for one to three days. Heavy lifting should be avoided for four weeks.',
    price: [70000, 160000],
  },
  {
    name: 'Dialysis',
    departmentId: 14,
    specializationIds: [14],
    what: 'Haemodialysis filters waste and extra fluid from the blood when the kidneys can no longer do so.',
    who: 'It is needed in advanced kidney failure, or temporarily in sudden kidney injury.',
    how: 'Blood passes through a filter via a fistula in the arm or a catheter; each session lasts about four hours, usually two to three times a week.',
    recovery:
      'People feel tired after early sessions; diet and fluid limits advised by the team make dialysis safer.',
    price: [1500, 4000],
  },
  {
    name: 'Normal Delivery',
    departmentId: 5,
    specializationIds: [5],
    what: 'A vaginal birth supported by an obstetrician, nurses and, where needed, pain relief such as an epidural.',
    who: 'Most healthy pregnancies without complications can aim for a normal delivery.',
    how: 'Labour is monitored closely; the baby’s heart rate is checked regularly and interventions are used only when needed.',
    recovery: 'Mother and baby usually go home in one to two days, with a check-up at six weeks.',
    price: [30000, 90000],
  },
  {
    name: 'Caesarean Section (C-Section)',
    departmentId: 5,
    specializationIds: [5],
    what: 'A caesarean delivers the baby through a cut in the abdomen and womb.',
    who: 'It is planned or performed as an emergency when a vaginal birth would be unsafe for mother or baby.',
    how: 'It is done under spinal anaesthesia, so the mother is awake; the operation takes about 45 minutes.',
    recovery:
      'Hospital stay is three to four days. Lifting heavy weights should be avoided for six weeks.',
    price: [50000, 150000],
  },
  {
    name: 'Hysterectomy',
    departmentId: 5,
    specializationIds: [5],
    what: 'Hysterectomy removes the uterus and sometimes the ovaries and tubes.',
    who: 'It may be advised for large fibroids, heavy bleeding not controlled by other treatments, prolapse or certain cancers.',
    how: 'It can be done laparoscopically, vaginally or through an open cut, depending on the condition.',
    recovery: 'Recovery takes two to six weeks depending on the approach.',
    price: [80000, 200000],
  },
  {
    name: 'IVF (In Vitro Fertilisation)',
    departmentId: 5,
    specializationIds: [5, 11],
    what: 'IVF fertilises eggs with sperm in the laboratory and places an embryo in the womb.',
    who: 'It helps couples with blocked tubes, low sperm counts, unexplained infertility or failed simpler treatments.',
    how: 'After about two weeks of hormone injections, eggs are collected under sedation; the embryo transfer is painless.',
    recovery:
      'A pregnancy test is done about two weeks after transfer. Success depends strongly on age.',
    price: [120000, 250000],
  },
  {
    name: 'Tonsillectomy',
    departmentId: 8,
    specializationIds: [8],
    what: 'Tonsillectomy removes the tonsils.',
    who: 'It is considered for frequent tonsillitis (for example seven episodes in a year) or tonsils that block breathing during sleep.',
    how: 'It is done under general anaesthesia through the mouth and takes about 30 minutes.',
    recovery: 'Sore throat lasts about a week; cool, soft foods and plenty of fluids help.',
    price: [30000, 80000],
  },
  {
    name: 'Functional Endoscopic Sinus Surgery (FESS)',
    departmentId: 8,
    specializationIds: [8],
    what: 'FESS clears blocked sinus passages using an endoscope through the nose.',
    who: 'It is advised for chronic sinusitis or nasal polyps that persist despite sprays and medicines.',
    how: 'There are no cuts on the face; the operation takes one to two hours.',
    recovery: 'Nasal saline washes are used for a few weeks. Most people go home the next day.',
    price: [50000, 120000],
  },
  {
    name: 'Root Canal Treatment',
    departmentId: 19,
    specializationIds: [20],
    what: 'Root canal treatment removes infected pulp from inside a tooth, cleans the canals and seals them.',
    who: 'It saves teeth with deep decay or infection that cause pain to hot and cold or swelling.',
    how: 'It is done under local anaesthesia in one to three sittings, usually followed by a crown.',
    recovery:
      'Mild soreness for a few days is common. Avoid chewing hard food on the tooth until the crown is fitted.',
    price: [3500, 12000],
  },
  {
    name: 'Dental Implants',
    departmentId: 19,
    specializationIds: [20],
    what: 'A dental implant is a titanium post placed in the jaw bone to support a replacement tooth.',
    who: 'It suits adults with missing teeth and enough healthy bone, who do not smoke heavily.',
    how: 'The implant is placed under local anaesthesia; the crown is fixed after three to six months of healing.',
    recovery:
      'Soft food is advised for a few days. Good oral hygiene keeps implants healthy for many years.',
    price: [25000, 60000],
  },
  {
    name: 'Orthodontic Braces and Aligners',
    departmentId: 19,
    specializationIds: [21],
    what: 'Braces and clear aligners gradually move teeth into better alignment.',
    who: 'They help children and adults with crowded, gapped or protruding teeth or bite problems.',
    how: 'Metal, ceramic or clear aligner systems are fitted after records and planning; adjustments are made every four to eight weeks.',
    recovery: 'Treatment usually lasts 12 to 24 months, followed by retainers.',
    price: [35000, 250000],
  },
  {
    name: 'Physiotherapy for Back Pain',
    departmentId: 20,
    specializationIds: [22, 6],
    what: 'A structured programme of exercise, posture correction and pain-relief methods for back pain.',
    who: 'It helps most people with non-specific low back pain, sciatica and posture-related pain.',
    how: 'Sessions include stretching, core strengthening, manual therapy and advice on work and sleep posture.',
    recovery:
      'Most people improve within four to six weeks of regular sessions and home exercises.',
    price: [500, 1200],
  },
  {
    name: 'Stroke Rehabilitation',
    departmentId: 20,
    specializationIds: [22, 7],
    what: 'Rehabilitation helps people regain movement, balance, speech and independence after a stroke.',
    who: 'It should begin as early as the treating team allows after a stroke.',
    how: 'A team of physiotherapists, occupational therapists and speech therapists sets goals and trains daily tasks.',
    recovery:
      'The biggest gains come in the first three to six months, though progress can continue for longer.',
    price: [800, 2000],
  },
  {
    name: 'Diabetes Management Programme',
    departmentId: 11,
    specializationIds: [11, 1, 23],
    what: 'A coordinated plan of medicines, diet, activity and monitoring to keep blood sugar in range.',
    who: 'It benefits people with type 2 diabetes, prediabetes and gestational diabetes.',
    how: 'Regular consultations, HbA1c checks every three months, foot and eye screening, and personalised diet counselling.',
    recovery: 'With steady habits many people lower their HbA1c within three to six months.',
    price: [3000, 15000],
  },
  {
    name: 'Thyroid Disorder Treatment',
    departmentId: 11,
    specializationIds: [11],
    what: 'Treatment restores normal thyroid hormone levels in hypothyroidism or hyperthyroidism.',
    who: 'It is for people with abnormal thyroid tests and symptoms such as tiredness, weight change or palpitations.',
    how: 'Hypothyroidism is treated with a daily tablet taken on an empty stomach; hyperthyroidism may need tablets, radioiodine or surgery.',
    recovery: 'Doses are adjusted with TSH tests every six to eight weeks until stable.',
    price: [1000, 8000],
  },
  {
    name: 'Upper GI Endoscopy',
    departmentId: 12,
    specializationIds: [12],
    what: 'Endoscopy looks inside the food pipe, stomach and duodenum with a thin camera.',
    who: 'It is advised for persistent acidity, difficulty swallowing, vomiting blood, anaemia or weight loss.',
    how: 'After a throat spray or light sedation, the scope is passed through the mouth; it takes 10 to 15 minutes.',
    recovery: 'You can eat about an hour later. Do not drive for the rest of the day if sedated.',
    price: [2500, 6000],
  },
  {
    name: 'Chemotherapy',
    departmentId: 16,
    specializationIds: [16],
    what: 'Chemotherapy uses medicines to destroy cancer cells or slow their growth.',
    who: 'It is used for many cancers, alone or with surgery and radiotherapy.',
    how: 'Medicines are given by drip or tablets in cycles, typically every two to three weeks, in a day-care unit.',
    recovery:
      'Side effects such as tiredness and nausea are managed with supportive medicines; blood counts are checked before each cycle.',
    price: [15000, 150000],
  },
  {
    name: 'Cognitive Behavioural Therapy (CBT)',
    departmentId: 22,
    specializationIds: [24, 10],
    what: 'CBT is a structured talking therapy that helps change unhelpful thoughts and behaviours.',
    who: 'It is effective for anxiety, depression, panic attacks, OCD and insomnia.',
    how: 'Weekly sessions of about 50 minutes over eight to sixteen weeks, with exercises between sessions.',
    recovery: 'Many people notice improvement within six to eight sessions.',
    price: [800, 2500],
  },
];

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const formatRupees = (n: number): string => `₹${n.toLocaleString('en-IN')}`;

export interface TreatmentRow {
  id: number;
  slug: string;
  name: string;
  summary: string;
  body: string;
  department_id: number;
  price_from: number;
  price_to: number;
  is_published: boolean;
}

export const treatments: TreatmentRow[] = entries.map((t, i) => ({
  id: i + 1,
  slug: slugify(t.name),
  name: t.name,
  summary: t.what,
  body: [
    `## What is it?\n\n${t.what}`,
    `## Who needs it?\n\n${t.who}`,
    `## How is it done?\n\n${t.how}`,
    `## Recovery\n\n${t.recovery}`,
    `## Cost in India\n\nThe typical cost ranges from ${formatRupees(t.price[0])} to ${formatRupees(t.price[1])}, depending on the city, the hospital, the room category and the materials used. Many hospitals offer cashless treatment with health insurance.`,
    'This page is general information. Please consult a qualified specialist for advice about your own condition.',
  ].join('\n\n'),
  department_id: t.departmentId,
  price_from: t.price[0],
  price_to: t.price[1],
  is_published: true,
}));

export const treatmentSpecializations: { treatment_id: number; specialization_id: number }[] =
  entries.flatMap((t, i) =>
    t.specializationIds.map((s) => ({ treatment_id: i + 1, specialization_id: s })),
  );
