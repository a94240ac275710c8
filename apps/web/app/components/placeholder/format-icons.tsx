import type { ReactNode } from 'react';
import type { FormatFamily } from './format-family.ts';

/**
 * One line drawing per format family, on a 24-unit grid, stroked in the current colour (drawn
 * here rather than taken from an icon library: sixteen small paths cost less than a dependency).
 */
export const FORMAT_ICONS: Record<FormatFamily, ReactNode> = {
  book: (
    <>
      <path d="M5 5.5A2.5 2.5 0 0 1 7.5 3H19v15H7.5A2.5 2.5 0 0 0 5 20.5z" />
      <path d="M5 20.5A2.5 2.5 0 0 1 7.5 18H19v3H7.5A2.5 2.5 0 0 1 5 20.5" />
      <path d="M9 7.5h6" />
    </>
  ),
  article: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4" />
      <path d="M9 11h7M9 14h7M9 17h4" />
    </>
  ),
  newspaper: (
    <>
      <path d="M4 4h13v15.5A1.5 1.5 0 0 0 18.5 21H5a1 1 0 0 1-1-1z" />
      <path d="M17 8h3v11.5a1.5 1.5 0 0 1-3 0" />
      <path d="M7 8h7M7 12h3M7 16h3" />
      <path d="M12.5 11.5h2v4.5h-2z" />
    </>
  ),
  periodical: (
    <>
      <rect x="8" y="3" width="12" height="15" rx="1" />
      <path d="M5 6v13.5A1.5 1.5 0 0 0 6.5 21H17" />
      <path d="M11 7h6M11 10h6M11 13h3" />
    </>
  ),
  map: (
    <>
      <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  picture: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.75" />
      <path d="m21 15.5-4.5-4.5L7 20" />
    </>
  ),
  object: (
    <>
      <path d="M9 3h6" />
      <path d="M10 3v3.5C7.5 8 6 10.5 6 14a6 6 0 0 0 12 0c0-3.5-1.5-6-4-7.5V3" />
      <path d="M6.5 12.5h11" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5.5L20 3v12.5" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="15.5" r="2.5" />
    </>
  ),
  sound: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5.5" width="13" height="13" rx="2" />
      <path d="m16 10 5-3v10l-5-3z" />
    </>
  ),
  manuscript: (
    <>
      <rect x="3" y="4" width="18" height="5" rx="1" />
      <path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9" />
      <path d="M10 13h4" />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.5 3.75 5.5 3.75 9S14.5 18.5 12 21c-2.5-2.5-3.75-5.5-3.75-9S9.5 5.5 12 3z" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  organisation: (
    <>
      <path d="M4 20V9.5L12 4l8 5.5V20" />
      <path d="M2.5 20h19" />
      <path d="M8.5 12.5v4.5M12 12.5v4.5M15.5 12.5v4.5" />
    </>
  ),
  list: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
    </>
  ),
  other: (
    <>
      <path d="M6 3h8l5 5v13H6z" />
      <path d="M14 3v5h5" />
    </>
  ),
};
