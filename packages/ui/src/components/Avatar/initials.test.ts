import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../theme/contrast';
import { avatarColourOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Jane Mary Doe')).toBe('JM');
    expect(initialsOf('ada lovelace')).toBe('AL');
  });

  it('uses one letter for a one-word name and nothing for a blank one', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });

  it('ignores extra spaces and keeps non-Latin letters', () => {
    expect(initialsOf('  Ömer   Faruk  Yılmaz ')).toBe('ÖF');
    expect(initialsOf('سارة أحمد')).toBe('سأ');
  });
});

describe('avatarColourOf', () => {
  it('gives the same colour for the same name and usually different ones for different names', () => {
    expect(avatarColourOf('Jane Mary Doe')).toEqual(avatarColourOf('Jane Mary Doe'));
    const names = ['Jane Doe', 'John Smith', 'Ayşe Kaya', 'Omar Ali', 'Li Wei', 'Maria Garcia'];
    const colours = new Set(names.map((n) => avatarColourOf(n).background));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('keeps the initials readable (4.5:1) whatever the hue', () => {
    for (let i = 0; i < 500; i += 1) {
      const { background, text } = avatarColourOf(`Member ${i}`);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
