/** An address's text lines, empty: the default values of a form that takes a new address. */
export const emptyAddressLines = {
  addressLine1: '',
  societyBlockPocket: '',
  areaSector: '',
  addressLine2: '',
  nearbyLandmark: '',
  city: '',
  postalCode: '',
};
