import { emptyAuditFilters } from '@athcare/shared/admin.schema';
import { describe, expect, it } from 'vitest';
import { auditQuery } from './admin-audit';

describe('auditQuery', () => {
  it('filters by actor and subject email, event prefix and a day range, newest first', () => {
    const q = auditQuery({
      actor: 'admin@',
      subject: 'asha(,)',
      event: 'admin_',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(q.order).toBe('at.desc,id.desc');
    expect(q.actorEmail).toBe('ilike.*admin@*');
    expect(q.subjectEmail).toBe('ilike.*asha*');
    expect(q.event).toBe('like.admin_*');
    const [from, to] = q.at as string[];
    expect(Date.parse(from!.slice(4))).toBe(new Date('2026-01-01T00:00:00').getTime());
    expect(Date.parse(to!.slice(3))).toBe(new Date('2026-02-01T00:00:00').getTime());
    expect(from).toMatch(/^gte\./);
    expect(to).toMatch(/^lt\./);
  });

  it('asks for everything when nothing is chosen', () => {
    expect(auditQuery(emptyAuditFilters)).toEqual({ order: 'at.desc,id.desc' });
  });
});
