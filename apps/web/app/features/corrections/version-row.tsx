import type { TextVersion } from '@trove/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profileBase } from '../../lib/profile-path.ts';
import { historyPath } from '../../lib/correction-paths.ts';
import { correctionTime, linesWord, versionKind } from './words.ts';

/** One version in the history table; a data manager's row can also revert the text to it. */
export function VersionRow({
  articleId,
  version,
  current,
  revert,
}: {
  articleId: number;
  version: TextVersion;
  current: boolean;
  revert: { open: boolean; node: ReactNode } | null;
}) {
  const number = version.version;
  const original = number === 0;
  return (
    <tr>
      <th scope="row">{number === null ? 'None' : `${number}${current ? ' (current)' : ''}`}</th>
      <td>
        {versionKind(version)}
        {version.reason ? <p>{`Reason: ${version.reason}`}</p> : null}
      </td>
      <td>
        {original ? (
          'The machine'
        ) : version.user ? (
          <Link to={profileBase(version.user.username)}>{version.user.displayName}</Link>
        ) : (
          'A visitor'
        )}
      </td>
      <td>{version.created ? correctionTime(version.created) : ''}</td>
      <td>{original ? '' : linesWord(version.lineCount)}</td>
      <td>{version.comment ?? ''}</td>
      <td>
        {number !== null && number > 0 && version.status === 'live' ? (
          <Link to={`${historyPath(articleId)}?from=${number - 1}&to=${number}#compare-heading`}>
            Show changes<span className="visually-hidden">{` made in version ${number}`}</span>
          </Link>
        ) : null}
        {revert && !current ? (
          revert.open ? (
            revert.node
          ) : (
            <p>
              <Link to={`${historyPath(articleId)}?revert=${number}`}>
                Revert to this version<span className="visually-hidden">{` (version ${number})`}</span>
              </Link>
            </p>
          )
        ) : null}
      </td>
    </tr>
  );
}
