import { describe, expect, it } from 'vitest';
import { cartoonTitle } from '../src/sources/cartoons.ts';
import { releaseTitle } from '../src/sources/press-releases.ts';
import { domainFacts, hostFromSurt, titleFromUrl } from '../src/sources/web-archives.ts';

describe('titles derived from untitled sources', () => {
  it('takes a press release headline after its label, minister and date lines', () => {
    const text =
      'Media Release\n\nSenator the Hon Kay Patterson Minister for Health and Ageing\n\nMay 4, 2003\n\nAUSTRALIA JOINS THE FIGHT AGAINST SARS\n\nAustralian researchers will be encouraged';
    expect(releaseTitle(text, 'fallback')).toBe('AUSTRALIA JOINS THE FIGHT AGAINST SARS');
    expect(releaseTitle('Media Release\n\nMay 4, 2003', 'Press release, Patterson, Kay, 2003-05-04')).toBe(
      'Press release, Patterson, Kay, 2003-05-04',
    );
  });

  it("takes a Bulletin cartoon's caption, not the masthead, from the OCR text", () => {
    const ocr =
      '  The Bulletin Registered at the General Post Office, Sydney, for transmission by post as a Newspaper. Vol. 13-W0.708, SATURDAY, SEPTEMBER 9, 1893. Price f 6d, Fzfv THE RETURN OF THE NATIVE. TOBY BARTON (log.): “Ah! yes”';
    expect(cartoonTitle(ocr, '1893-09-09')).toBe('The return of the native');
    expect(cartoonTitle('The Bulletin Vol. 67', '1946-06-19')).toBe('Bulletin editorial cartoon, 1946-06-19');
  });

  it('names archived documents and domains from their URLs', () => {
    expect(
      titleFromUrl(
        'https://docs.education.gov.au/system/files/doc/other/2.presentation_to_go8_deans_of_engineering_8_may_2014.pptx',
      ),
    ).toBe('2 presentation to go8 deans of engineering 8 may 2014');
    expect(hostFromSurt('au,gov,qld,justice,mogservices')).toBe('mogservices.justice.qld.gov.au');
    expect(domainFacts('health.nsw.gov.au')).toEqual({ govAu: 1, state: 'NSW' });
    expect(domainFacts('education.gov.au')).toEqual({ govAu: 1, state: null });
    expect(domainFacts('example.com.au')).toEqual({ govAu: 0, state: null });
  });
});
