/** The navigation in हिन्दी (lib/shell-messages.ts loads it only for members who chose it). */
export const hindi: Readonly<Record<string, string>> = {
  Home: 'होम',
  Summary: 'सारांश',
  Docs: 'दस्तावेज़',
  History: 'इतिहास',
  Ambulance: 'एम्बुलेंस',
  Store: 'स्टोर',
  Social: 'सोशल',
  Appointments: 'अपॉइंटमेंट',
  'Book Slots': 'स्लॉट बुक करें',
  'My Cases': 'मेरे केस',
  'Questions By User': 'उपयोगकर्ताओं के प्रश्न',
  Profile: 'प्रोफ़ाइल',
  'Add New Vendor': 'नया विक्रेता जोड़ें',
  'Vendor Dashboard': 'विक्रेता डैशबोर्ड',
  'Paramedic Dashboard': 'पैरामेडिक डैशबोर्ड',
  Dashboards: 'डैशबोर्ड',
};
