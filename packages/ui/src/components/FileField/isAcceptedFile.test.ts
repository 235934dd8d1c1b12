import { describe, expect, it } from 'vitest';
import { isAcceptedFile, parseAccept } from './isAcceptedFile';

const imageAccept = '.jpg,.jpeg,.png';

describe('isAcceptedFile', () => {
  it('accepts the extensions of the list whatever their letter case', () => {
    expect(isAcceptedFile({ name: 'logo.png', type: 'image/png' }, imageAccept)).toBe(true);
    expect(isAcceptedFile({ name: 'Holiday.JPG', type: 'image/jpeg' }, imageAccept)).toBe(true);
    expect(isAcceptedFile({ name: 'scan.jpeg', type: '' }, imageAccept)).toBe(true);
  });

  it('rejects other extensions, and names that only contain an accepted one', () => {
    expect(isAcceptedFile({ name: 'logo.gif', type: 'image/gif' }, imageAccept)).toBe(false);
    expect(isAcceptedFile({ name: 'photo.png.exe', type: 'application/x-msdownload' }, imageAccept)).toBe(
      false,
    );
    expect(isAcceptedFile({ name: 'png', type: '' }, imageAccept)).toBe(false);
  });

  it('matches exact MIME types and type wildcards', () => {
    expect(isAcceptedFile({ name: 'a', type: 'image/png' }, 'image/png')).toBe(true);
    expect(isAcceptedFile({ name: 'a', type: 'image/jpeg' }, 'image/png')).toBe(false);
    expect(isAcceptedFile({ name: 'story.mkv', type: 'video/x-matroska' }, 'video/*, .pdf')).toBe(true);
    expect(isAcceptedFile({ name: 'story.mp3', type: 'audio/mpeg' }, 'video/*, .pdf')).toBe(false);
  });

  it('takes the list as an array as well as a string', () => {
    expect(isAcceptedFile({ name: 'talk.PPTX', type: '' }, ['.mp4', '.pptx'])).toBe(true);
    expect(isAcceptedFile({ name: 'talk.key', type: '' }, ['.mp4', '.pptx'])).toBe(false);
  });

  it('accepts any file when the list is empty', () => {
    expect(isAcceptedFile({ name: 'anything.bin', type: '' }, '')).toBe(true);
    expect(isAcceptedFile({ name: 'anything.bin', type: '' }, [' ', ''])).toBe(true);
  });

  it('works on real File objects', () => {
    expect(isAcceptedFile(new File(['x'], 'me.png', { type: 'image/png' }), imageAccept)).toBe(true);
  });
});

describe('parseAccept', () => {
  it('trims, lower-cases and drops empty entries', () => {
    expect(parseAccept(' .JPG, image/PNG ,, ')).toEqual(['.jpg', 'image/png']);
  });
});
