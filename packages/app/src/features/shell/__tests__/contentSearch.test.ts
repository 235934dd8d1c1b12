import { describe, expect, it } from 'vitest';
import { contentUrl } from '../contentSearch';

describe('content search results open their own pages', () => {
  it.each([
    [{ kind: 'event', id: 'e-1', title: '' }, '/events/upcoming/eventDetails?uuid=e-1'],
    [{ kind: 'group', id: 'g-1', title: '' }, '/wsg/groupDetails?id=g-1'],
    [{ kind: 'hero', id: 'h-1', title: '' }, '/healthHero/sessionDetails?id=h-1'],
    [{ kind: 'product', id: '10004', title: '' }, '/marketplace/product/10004'],
    [{ kind: 'service', id: '10020', title: '' }, '/marketplace/service/10020'],
    [{ kind: 'affiliate', id: '10030', title: '' }, '/marketplace/affiliate/10030'],
  ] as const)('%o → %s', (result, url) => {
    expect(contentUrl(result)).toBe(url);
  });
});
