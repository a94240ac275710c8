/**
 * A Trove newspaper page's persistent address, whichever form a record gives it in: the API's
 * `trovePageUrl` (https://nla.gov.au/nla.news-page3309914) or a harvest's `page_url`
 * (http://trove.nla.gov.au/newspaper/page/25225411). One form, so that the page image template
 * (ADR 049) sees one page identifier, `nla.news-page{number}`, as its last segment. An address in
 * no Trove form is kept as it is; one that is not a web address is not kept.
 */
export function trovePageUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const trove =
    /^https?:\/\/(?:nla\.gov\.au\/nla\.news-page|trove\.nla\.gov\.au\/newspaper\/page\/)(\d+)\/?$/i.exec(
      value,
    );
  if (trove) return `https://nla.gov.au/nla.news-page${trove[1]}`;
  return /^https?:\/\/[^\s/]+\/\S*$/i.test(value) ? value : null;
}
