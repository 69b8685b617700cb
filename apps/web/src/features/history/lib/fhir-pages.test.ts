import { describe, expect, it } from 'vitest';
import { mergeBundlePages } from './fhir-pages';

const patient = { resource: { resourceType: 'Patient', id: 'p' } };
const condition = (id: string) => ({ resource: { resourceType: 'Condition', id } });

describe('mergeBundlePages', () => {
  it('joins the pages, the Patient once, without paging links', () => {
    const { bundle, complete } = mergeBundlePages([
      {
        resourceType: 'Bundle',
        type: 'collection',
        link: [
          { relation: 'self', url: 'urn:x?page=1' },
          { relation: 'next', url: 'urn:x?page=2' },
        ],
        entry: [patient, condition('a')],
      },
      {
        resourceType: 'Bundle',
        type: 'collection',
        link: [{ relation: 'self', url: 'urn:x?page=2' }],
        entry: [patient, condition('b')],
      },
    ]);
    expect(complete).toBe(true);
    expect(bundle).toEqual({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [patient, condition('a'), condition('b')],
    });
  });
  it('says when pages were left', () => {
    const { complete } = mergeBundlePages([
      { link: [{ relation: 'next', url: 'urn:x?page=2' }], entry: [patient] },
    ]);
    expect(complete).toBe(false);
  });
});
