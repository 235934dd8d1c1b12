import { describe, expect, it } from 'vitest';
import { toneForStatus } from './StatusBadge';

describe('toneForStatus', () => {
  it('maps event statuses as DESIGN.md asks', () => {
    expect(toneForStatus('upcoming')).toBe('info');
    expect(toneForStatus('cancelled')).toBe('error');
    expect(toneForStatus('completed')).toBe('success');
    expect(toneForStatus('draft')).toBe('neutralStrong');
  });

  it('maps order statuses, with any other status light blue', () => {
    expect(toneForStatus('processing')).toBe('primary');
    expect(toneForStatus('pending')).toBe('warning');
    expect(toneForStatus('shipped')).toBe('neutralInfo');
    expect(toneForStatus('delivered')).toBe('neutralInfo');
  });

  it('ignores case and spaces, and keeps the spec spelling Canceled red', () => {
    expect(toneForStatus(' Canceled ')).toBe('error');
    expect(toneForStatus('Failed')).toBe('error');
    expect(toneForStatus('SUCCESS')).toBe('success');
  });

  it('does not treat inherited object keys as statuses', () => {
    expect(toneForStatus('constructor')).toBe('neutralInfo');
    expect(toneForStatus('toString')).toBe('neutralInfo');
  });
});
