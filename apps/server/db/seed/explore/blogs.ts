/** 20 health articles for /explore/blogs. Authors are fictional. General information only. */

interface BlogEntry {
  title: string;
  author: string;
  tags: string[];
  intro: string;
  tipsHeading: string;
  tips: string[];
  doctor: string;
}

const entries: BlogEntry[] = [
  {
    title: 'Living Well with Type 2 Diabetes: Small Changes That Add Up',
    author: 'Dr. Kavya Raman',
    tags: ['diabetes', 'lifestyle', 'nutrition'],
    intro:
      'India is home to more than ten crore adults with diabetes, and many more have prediabetes without knowing it. The good news is that everyday habits have a large effect on blood sugar, often as large as a new medicine.',
    tipsHeading: 'Habits that help',
    tips: [
      'Fill half your plate with vegetables and salad, a quarter with dal, paneer, eggs or fish, and only a quarter with rice or rotis.',
      'Walk for ten minutes after each main meal; it blunts the sugar spike better than one long walk at another time.',
      'Swap sugary chai and packaged juices for unsweetened tea, buttermilk or plain water.',
      'Check your HbA1c every three months and keep a simple log of fasting and after-meal readings.',
      'Get your eyes, feet and kidneys checked once a year, even if you feel well.',
    ],
    doctor:
      'See your doctor promptly if you have readings above 300 mg/dL, frequent low sugars, a foot wound that is not healing, or blurred vision.',
  },
  {
    title: 'Dengue Season: How to Protect Your Family',
    author: 'Dr. Rahul Saxena',
    tags: ['dengue', 'monsoon', 'fever'],
    intro:
      'Dengue cases rise sharply during and after the monsoon. The Aedes mosquito that spreads it breeds in clean standing water and bites mainly during the day, so homes and offices are where most infections happen.',
    tipsHeading: 'Prevention and care at home',
    tips: [
      'Empty and scrub coolers, flower vases, plant trays and buckets at least once a week.',
      'Wear full-sleeved clothes and use repellents during the day, especially for children.',
      'Use paracetamol for fever; avoid ibuprofen and aspirin, which can worsen bleeding.',
      'Drink plenty of fluids such as ORS, coconut water, soups and juices.',
      'Do an NS1 antigen test in the first five days of fever if dengue is suspected.',
    ],
    doctor:
      'Go to a hospital at once for severe abdominal pain, persistent vomiting, bleeding from the gums or nose, drowsiness, or when the fever settles but the person feels worse. These warning signs usually appear between days three and seven.',
  },
  {
    title: 'Understanding High Blood Pressure: The Silent Risk',
    author: 'Dr. Vikram Malhotra',
    tags: ['hypertension', 'heart health'],
    intro:
      'Nearly one in four Indian adults has high blood pressure, yet most feel perfectly well. Over years, uncontrolled pressure damages the heart, brain, kidneys and eyes, which is why regular checks matter.',
    tipsHeading: 'Keeping your numbers down',
    tips: [
      'Measure your blood pressure at home after five minutes of rest, twice a day for a week, and share the readings with your doctor.',
      'Cut down on added salt, pickles, papad and packaged snacks; aim for less than one teaspoon of salt a day in total.',
      'Exercise for at least 150 minutes a week; brisk walking counts.',
      'Limit alcohol and stop smoking.',
      'Take prescribed medicines every day, even when the readings look normal.',
    ],
    doctor:
      'Seek urgent care for a reading above 180/120 with headache, chest pain, breathlessness, weakness or difficulty speaking.',
  },
  {
    title: 'Why So Many Indians Are Low on Vitamin D',
    author: 'Dr. Sneha Kulkarni',
    tags: ['vitamin d', 'bone health', 'nutrition'],
    intro:
      'Despite abundant sunshine, studies suggest that a majority of urban Indians have low vitamin D. Indoor lifestyles, covered clothing, pollution and darker skin all reduce how much the skin can make.',
    tipsHeading: 'What you can do',
    tips: [
      'Spend 15 to 30 minutes in midday sun with your arms and legs exposed a few times a week.',
      'Include eggs, fatty fish and fortified milk or oil in your diet.',
      'Test your level if you have bone pain, muscle weakness, frequent fractures or are over 60.',
      'Take supplements only in the dose your doctor advises; very high doses can be harmful.',
    ],
    doctor:
      'Consult a doctor for persistent bone or muscle pain, or before starting weekly high-dose supplements.',
  },
  {
    title: 'PCOS: Symptoms, Diagnosis and Management',
    author: 'Dr. Anjali Verma',
    tags: ['pcos', "women's health", 'hormones'],
    intro:
      'Polycystic ovary syndrome affects about one in ten Indian women of reproductive age. It can cause irregular periods, acne, excess hair growth, weight gain and difficulty conceiving, and raises the long-term risk of diabetes.',
    tipsHeading: 'Managing PCOS',
    tips: [
      'A loss of even five to ten percent of body weight can restore regular cycles in many women.',
      'Choose whole grains, pulses and vegetables, and keep sweets and refined flour for occasional treats.',
      'Regular strength training improves how the body responds to insulin.',
      'Medicines are chosen according to your goal, whether that is regular periods, clearer skin or pregnancy.',
    ],
    doctor:
      'See a gynaecologist if your periods are more than 35 days apart, you have fewer than eight periods a year, or you have been trying to conceive for a year without success.',
  },
  {
    title: 'Thyroid Problems: When Tiredness Is More Than Stress',
    author: 'Dr. Harini Subramanian',
    tags: ['thyroid', 'hormones'],
    intro:
      'An underactive thyroid is one of the most common hormone problems in India, particularly in women. Because its symptoms are gradual, it is often blamed on work, age or lack of sleep.',
    tipsHeading: 'Signs and good practice',
    tips: [
      'Common signs include tiredness, weight gain, feeling cold, dry skin, hair fall, constipation and heavy periods.',
      'A simple TSH blood test is the first step.',
      'Take thyroid tablets on an empty stomach with water, 30 to 60 minutes before breakfast or tea.',
      'Keep calcium and iron tablets at least four hours apart from your thyroid medicine.',
    ],
    doctor:
      'Women planning pregnancy or newly pregnant should have their thyroid checked early, since needs change during pregnancy.',
  },
  {
    title: 'Back Pain at Your Desk: An Ergonomic Guide',
    author: 'Ketaki Deshmukh, Physiotherapist',
    tags: ['back pain', 'physiotherapy', 'workplace'],
    intro:
      'Long hours at a laptop are one of the most common reasons people in Indian cities visit a physiotherapist. Most desk-related back and neck pain improves with better set-up and movement rather than rest.',
    tipsHeading: 'Set up and move',
    tips: [
      'Raise your screen so the top is at eye level; use a separate keyboard with a laptop.',
      'Sit with your back supported and feet flat; a rolled towel behind the lower back helps.',
      'Stand up and move for two minutes every half hour.',
      'Do chin tucks, shoulder rolls and gentle back extensions a few times a day.',
    ],
    doctor:
      'See a doctor if back pain comes with numbness in the legs, weakness, difficulty passing urine, fever or weight loss, or if it lasts beyond six weeks.',
  },
  {
    title: 'Heart Attack: Recognise the Warning Signs',
    author: 'Dr. Arindam Chatterjee',
    tags: ['heart health', 'emergency'],
    intro:
      'Indians tend to have heart attacks about a decade earlier than people in many other countries. Reaching a hospital that can open the blocked artery within the first hour saves heart muscle and lives.',
    tipsHeading: 'What to look for and what to do',
    tips: [
      'Chest pain or heaviness lasting more than a few minutes, which may spread to the arm, jaw or back.',
      'Breathlessness, sweating, nausea or sudden tiredness, especially in women, older people and people with diabetes.',
      'Call an ambulance instead of driving yourself, and chew a 300 mg aspirin if you are not allergic.',
      'Know the nearest hospital with a cath lab before you need it.',
    ],
    doctor:
      'Never wait to see whether chest pain passes. Acidity and a heart attack can feel similar; only an ECG can tell them apart.',
  },
  {
    title: 'Childhood Vaccination: A Parent’s Checklist',
    author: 'Dr. Meera Pillai',
    tags: ['vaccination', 'children', 'paediatrics'],
    intro:
      'Vaccines protect children from serious illnesses such as measles, whooping cough and pneumonia. India’s schedule starts at birth and continues into the teenage years.',
    tipsHeading: 'Staying on track',
    tips: [
      'Keep the vaccination card safe and bring it to every visit.',
      'Birth doses include BCG, hepatitis B and oral polio; further doses follow at 6, 10 and 14 weeks.',
      'A mild fever or soreness after a vaccine is common and settles in a day or two.',
      'Missed a dose? You do not need to restart; the schedule simply continues.',
    ],
    doctor:
      'Contact your paediatrician for high fever, continuous crying for more than three hours, or any swelling of the face after a vaccine.',
  },
  {
    title: 'Anxiety: When Worry Takes Over',
    author: 'Ishita Bose, Clinical Psychologist',
    tags: ['mental health', 'anxiety'],
    intro:
      'Everyone worries, but anxiety becomes a problem when it is constant, hard to control and affects sleep, work or relationships. Anxiety disorders are common and very treatable.',
    tipsHeading: 'Things that help',
    tips: [
      'Slow breathing, four seconds in and six seconds out, calms the body’s alarm response.',
      'Regular exercise reduces anxiety as effectively as some medicines for many people.',
      'Limit caffeine and late-night screen time.',
      'Talking therapies such as CBT teach skills that keep working after treatment ends.',
    ],
    doctor:
      'Reach out to a psychologist or psychiatrist if anxiety lasts most days for several weeks. If you have thoughts of harming yourself, contact a helpline or an emergency department immediately.',
  },
  {
    title: 'Fatty Liver: The Growing Problem Nobody Talks About',
    author: 'Dr. Sandeep Reddy',
    tags: ['liver', 'fatty liver', 'lifestyle'],
    intro:
      'Fatty liver is now found in about a third of urban Indian adults, many of whom never drink alcohol. It is closely linked to weight, diabetes and inactivity, and can progress silently to scarring.',
    tipsHeading: 'Reversing fatty liver',
    tips: [
      'Losing seven to ten percent of body weight can reduce liver fat substantially.',
      'Cut down on sugary drinks, sweets, fried snacks and refined flour.',
      'Aim for 30 minutes of activity on most days.',
      'Get your sugar and cholesterol checked, since they often go together.',
    ],
    doctor:
      'See a gastroenterologist if you have persistently raised liver enzymes, yellow eyes, swelling of the abdomen or legs, or blood in vomit.',
  },
  {
    title: 'Healthy Eating During Pregnancy',
    author: 'Riddhi Shah, Clinical Nutritionist',
    tags: ['pregnancy', 'nutrition'],
    intro:
      'Good nutrition in pregnancy supports the baby’s growth and protects the mother’s health. Eating for two means eating twice as well, not twice as much.',
    tipsHeading: 'A balanced pregnancy plate',
    tips: [
      'Include protein at every meal: dal, curd, paneer, eggs, fish or chicken.',
      'Take folic acid, iron and calcium as prescribed; do not take iron and calcium together.',
      'Eat small, frequent meals if you have nausea or heartburn.',
      'Avoid unpasteurised milk, raw eggs and undercooked meat.',
    ],
    doctor:
      'Tell your obstetrician about severe vomiting, swelling of the face or hands, headaches with blurred vision, or reduced baby movements.',
  },
  {
    title: 'Asthma Control in Polluted Cities',
    author: 'Dr. Gurpreet Sandhu',
    tags: ['asthma', 'air pollution', 'lungs'],
    intro:
      'Winter smog in north Indian cities makes asthma harder to control. With the right inhalers and a plan, most people with asthma can live without frequent attacks.',
    tipsHeading: 'Your asthma plan',
    tips: [
      'Use your preventer inhaler every day, even when you feel well.',
      'Learn the correct inhaler technique; a spacer helps many people.',
      'Check the air quality index and limit outdoor exercise on bad days.',
      'Keep your reliever inhaler with you at all times.',
    ],
    doctor:
      'Go to an emergency department if your reliever is not helping, you cannot speak in full sentences, or your lips turn bluish.',
  },
  {
    title: 'Kidney Stones: Prevention Starts with Water',
    author: 'Dr. Prasad Joshi',
    tags: ['kidney stones', 'urology'],
    intro:
      'Kidney stones are especially common in hot, dry parts of India. Once you have had one stone, there is a high chance of another within a few years unless you change some habits.',
    tipsHeading: 'Preventing the next stone',
    tips: [
      'Drink enough to pass about two and a half litres of pale urine a day; more in summer.',
      'Cut down on salt and packaged foods.',
      'Do not stop dairy; normal calcium intake actually protects against common stones.',
      'Lemon water adds citrate, which helps prevent stones.',
    ],
    doctor:
      'Seek care for severe flank pain, fever with pain, vomiting that prevents drinking, or blood in the urine.',
  },
  {
    title: 'Protecting Your Eyes from Screen Strain',
    author: 'Dr. Lavanya Krishnan',
    tags: ['eye care', 'digital health'],
    intro:
      'Long hours on phones and laptops can cause dry, tired eyes, headaches and blurred vision. The problem is rising quickly among schoolchildren too.',
    tipsHeading: 'Easy eye habits',
    tips: [
      'Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.',
      'Blink fully and often; lubricating drops help if your eyes feel dry.',
      'Keep screens an arm’s length away and slightly below eye level.',
      'Children should spend at least two hours outdoors every day to slow short-sightedness.',
    ],
    doctor:
      'Have an eye check every year if you wear glasses or have diabetes, and at once for sudden loss of vision or flashes of light.',
  },
  {
    title: 'Osteoarthritis of the Knee: Staying Active Without Pain',
    author: 'Dr. Aniket Patil',
    tags: ['arthritis', 'knee pain', 'orthopaedics'],
    intro:
      'Knee osteoarthritis is a leading cause of disability in older Indians, and habits such as squatting and sitting cross-legged can add strain. Most people can stay active with the right mix of exercise and treatment.',
    tipsHeading: 'Looking after your knees',
    tips: [
      'Strengthen the thigh muscles with straight-leg raises and mini-squats.',
      'Keep your weight in a healthy range; each kilogram lost takes several kilograms of load off the knee.',
      'Prefer chairs and western toilets over squatting.',
      'Swimming and cycling are easier on the joints than running.',
    ],
    doctor:
      'Consult an orthopaedic surgeon when pain limits walking or sleep despite exercise and medicines; joint replacement is an option for advanced arthritis.',
  },
  {
    title: 'Sleep Better: A Practical Guide',
    author: 'Dr. Nikhil Arora',
    tags: ['sleep', 'mental health', 'lifestyle'],
    intro:
      'Adults need seven to nine hours of sleep, but late work, screens and stress leave many people short. Poor sleep raises the risk of diabetes, high blood pressure and depression.',
    tipsHeading: 'Good sleep habits',
    tips: [
      'Go to bed and wake up at the same time every day, including weekends.',
      'Keep the bedroom dark, cool and quiet, and put the phone away an hour before bed.',
      'Avoid tea and coffee after mid-afternoon.',
      'If you cannot sleep after 20 minutes, get up and do something calm until you feel sleepy.',
    ],
    doctor:
      'See a doctor for loud snoring with pauses in breathing, daytime sleepiness while driving, or insomnia lasting more than three months.',
  },
  {
    title: 'Oral Health: More Than a Bright Smile',
    author: 'Dr. Tejas Mehta',
    tags: ['dental care', 'oral health'],
    intro:
      'Tooth decay and gum disease are among the most common health problems in India. Gum disease is also linked to diabetes and heart disease, so a healthy mouth supports a healthy body.',
    tipsHeading: 'Daily dental care',
    tips: [
      'Brush twice a day for two minutes with a fluoride toothpaste.',
      'Clean between your teeth with floss or interdental brushes.',
      'Avoid tobacco in every form; it is the main cause of oral cancer in India.',
      'Visit a dentist every six months for a check-up and cleaning.',
    ],
    doctor:
      'See a dentist for bleeding gums, a loose tooth, or any mouth ulcer or white patch that does not heal within two weeks.',
  },
  {
    title: 'Anaemia in Women: Causes and Cures',
    author: 'Dr. Swati Mishra',
    tags: ['anaemia', "women's health", 'nutrition'],
    intro:
      'More than half of Indian women have anaemia, most often from iron deficiency. It causes tiredness, breathlessness and poor concentration, and is especially risky in pregnancy.',
    tipsHeading: 'Building up your blood',
    tips: [
      'Eat iron-rich foods such as green leafy vegetables, pulses, jaggery, dates, eggs and meat.',
      'Add vitamin C, such as lemon or amla, to meals to improve iron absorption.',
      'Avoid tea and coffee for an hour after meals.',
      'Take iron tablets as prescribed; they work best on an empty stomach if tolerated.',
    ],
    doctor:
      'Get a haemoglobin test if you feel constantly tired, breathless on stairs or have very heavy periods.',
  },
  {
    title: 'Preventive Health Check-ups: What to Test and When',
    author: 'Dr. Karthik Iyer',
    tags: ['preventive health', 'lab tests'],
    intro:
      'Many serious conditions, including diabetes, high blood pressure and some cancers, can be caught early with simple tests. A yearly check-up is one of the best investments in your health after 30.',
    tipsHeading: 'A sensible schedule',
    tips: [
      'Every year after 30: blood pressure, fasting sugar or HbA1c, lipid profile, kidney and liver tests.',
      'Women: a Pap smear every three years from 25, and breast examination; mammography from 40 to 45 as advised.',
      'Men over 50: discuss prostate screening with your doctor.',
      'Everyone over 45: talk about bowel cancer screening, especially with a family history.',
    ],
    doctor:
      'Review your results with a doctor rather than reading them alone; a value slightly outside the range is not always a problem, and a normal report does not replace a consultation for symptoms.',
  },
];

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface BlogRow {
  id: number;
  slug: string;
  title: string;
  author: string;
  summary: string;
  body: string;
  tags: string[];
  cover_image: string | null;
  reading_minutes: number;
  published_at: string;
}

export const blogs: BlogRow[] = entries.map((b, i) => {
  const body = [
    b.intro,
    `## ${b.tipsHeading}`,
    b.tips.map((t) => `- ${t}`).join('\n'),
    '## When to see a doctor',
    b.doctor,
    '_This article is for general information and does not replace advice from your own doctor._',
  ].join('\n\n');
  const words = body.split(/\s+/).length;
  return {
    id: i + 1,
    slug: slugify(b.title),
    title: b.title,
    author: b.author,
    summary: b.intro.split('. ')[0]?.replace(/\.?$/, '.') ?? b.intro,
    body,
    tags: b.tags,
    cover_image: null,
    reading_minutes: Math.max(2, Math.round(words / 200)),
    // One article every nine days, going back from the seed date: stable across runs.
    published_at: new Date(Date.UTC(2026, 0, 10) - i * 9 * 86_400_000).toISOString(),
  };
});
