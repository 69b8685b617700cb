import { describe, expect, it } from 'vitest';
import { kycMessages } from './kyc.ts';
import {
  bankDetailsInputSchema,
  hospitalBookingInputSchema,
  hospitalRoomInputSchema,
  identityDocumentInputSchema,
  vendorBusinessInputSchema,
} from './vendor.schema.ts';
import { messagesOf } from './messages-of.ts';

const business = {
  legalBusinessName: 'Sahyadri Care Private Limited',
  companyIncorporationNumber: '',
  gstNumber: '27aapfu0939f1zv',
  panNumber: 'AAPFU 0939 F',
  logo: '',
  termsAccepted: true,
  fireSafetyCertified: false,
  biomedicalWasteAuthorised: false,
  nabhAccredited: false,
};

describe('vendor forms (shared schemas)', () => {
  it('normalises KYC numbers and accepts a consistent business', () => {
    const r = vendorBusinessInputSchema.safeParse(business);
    expect(r.success && r.data).toMatchObject({
      gstNumber: '27AAPFU0939F1ZV',
      panNumber: 'AAPFU0939F',
      companyIncorporationNumber: null,
      logo: null,
    });
  });
  it('gives the KYC messages', () => {
    expect(
      messagesOf(
        vendorBusinessInputSchema.safeParse({ ...business, gstNumber: '27AAPFU0939F1ZA' }),
      ),
    ).toEqual([kycMessages.gstinCheck]);
    expect(
      messagesOf(vendorBusinessInputSchema.safeParse({ ...business, panNumber: 'AAGCB7383J' })),
    ).toEqual([kycMessages.gstinPan]);
    expect(
      messagesOf(
        vendorBusinessInputSchema.safeParse({ ...business, companyIncorporationNumber: 'U123' }),
      ),
    ).toEqual([kycMessages.cinFormat]);
    expect(
      messagesOf(
        bankDetailsInputSchema.safeParse({
          bankName: 'HDFC',
          bankHolderName: 'A',
          accountNumber: '12345678',
          bankAccountType: 'Savings',
          bankIfscCode: 'HDFC0001234',
        }),
      ),
    ).toEqual(['Account number must be 9 to 18 digits.']);
    expect(
      messagesOf(
        identityDocumentInputSchema.safeParse({
          documentType: 'Adhaar Card',
          documentNumber: '2341 2341 2345',
          fileIds: [],
        }),
      ),
    ).toEqual([kycMessages.aadhaarCheck]);
  });
  it('keeps room counts in bounds (§5)', () => {
    const room = { roomType: 'ICU', capacity: 2, availableRooms: 1, basePrice: 1500.5 };
    expect(hospitalRoomInputSchema.safeParse(room).success).toBe(true);
    expect(
      messagesOf(hospitalRoomInputSchema.safeParse({ ...room, capacity: 0, availableRooms: 0 })),
    ).toEqual(['Capacity must be positive.']);
    expect(messagesOf(hospitalRoomInputSchema.safeParse({ ...room, availableRooms: -1 }))).toEqual([
      'Available rooms cannot be negative.',
    ]);
    expect(messagesOf(hospitalRoomInputSchema.safeParse({ ...room, availableRooms: 3 }))).toEqual([
      'Available rooms cannot exceed capacity.',
    ]);
  });
  it('wants discharge after admission', () => {
    const booking = {
      roomId: 1,
      admissionType: 'ICU',
      admissionAt: '2030-01-02T10:00:00+05:30',
      dischargeAt: '2030-01-01T10:00:00+05:30',
      patientName: 'Asha',
      contactPhone: '9845012345',
      notes: '',
    };
    expect(messagesOf(hospitalBookingInputSchema.safeParse(booking))).toEqual([
      'Discharge must be after admission.',
    ]);
  });
});
