import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.ts';

const noCorpus = () => null;

describe('readSettings', () => {
  it('uses the documented defaults', () => {
    const settings = readSettings({}, '/repo', noCorpus);
    expect(settings).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      corpusDir: null,
      logLevel: 'info',
      server: { productName: 'Trove', publicUrl: 'http://localhost:3000', systemTag: null },
    });
  });

  it('reads every variable, treating empty ones as unset', () => {
    const settings = readSettings(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db/trove',
        PRODUCT_NAME: 'Atlas',
        SYSTEM_TAG: 'STAGING',
        PUBLIC_URL: 'https://atlas.example/',
        LOG_LEVEL: 'warn',
        API_ORIGIN: 'http://api.internal:3000/',
        DATA_DIR: '',
      },
      '/repo',
      () => '/repo/../shared/data',
    );
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: 'postgres://u@db/trove',
      corpusDir: '/repo/../shared/data',
      logLevel: 'warn',
      apiOrigin: 'http://api.internal:3000',
      server: { productName: 'Atlas', publicUrl: 'https://atlas.example', systemTag: 'STAGING' },
    });
  });

  it('answers on the loopback names at PORT and ALLOWED_HOSTS while PUBLIC_URL is unset; PUBLIC_URL wins', () => {
    expect(readSettings({ PORT: '3410' }, '/repo', noCorpus).server).toMatchObject({
      publicUrl: 'http://localhost:3410',
      allowedHosts: ['localhost:3410', '127.0.0.1:3410', '[::1]:3410'],
    });
    const listed = readSettings(
      { PORT: '3410', ALLOWED_HOSTS: ' Portal.Example, portal.example:8443 ,127.0.0.1:3410' },
      '/repo',
      noCorpus,
    );
    expect(listed.server.allowedHosts).toEqual([
      'localhost:3410',
      '127.0.0.1:3410',
      '[::1]:3410',
      'portal.example',
      'portal.example:8443',
    ]);
    const fixed = readSettings(
      { PUBLIC_URL: 'https://trove.example', ALLOWED_HOSTS: 'portal.example' },
      '/repo',
      noCorpus,
    );
    expect(fixed.server).toMatchObject({ publicUrl: 'https://trove.example', allowedHosts: null });
  });

  it('reads CONTACT_EMAIL, the address for reports of barriers, and refuses one that is not an address', () => {
    expect(readSettings({}, '/repo', noCorpus).server.contactEmail).toBeNull();
    expect(
      readSettings({ CONTACT_EMAIL: 'access@portal.example' }, '/repo', noCorpus).server.contactEmail,
    ).toBe('access@portal.example');
    expect(() => readSettings({ CONTACT_EMAIL: 'nobody' }, '/repo', noCorpus)).toThrow(/CONTACT_EMAIL/);
  });

  it('refuses an ALLOWED_HOSTS entry that is not a host or host:port', () => {
    expect(() =>
      readSettings({ ALLOWED_HOSTS: 'ok.example,https://x.example/,a b' }, '/repo', noCorpus),
    ).toThrow(/ALLOWED_HOSTS: not a host or host:port: https:\/\/x\.example\/, a b/);
  });

  it('names every invalid variable in one message', () => {
    expect(() =>
      readSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/repo', noCorpus),
    ).toThrow(
      /The environment is not valid:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}LOG_LEVEL: /,
    );
  });

  it('reads TRUST_PROXY as true or false, a number of hops, or addresses and ranges', () => {
    const trust = (value?: string) =>
      readSettings(value === undefined ? {} : { TRUST_PROXY: value }, '/repo', noCorpus).server.trustProxy;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('FALSE')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.1, 192.168.0.0/16 ,loopback,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'proxy.example', '0'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: /);
    expect(() => trust('10.0.0.1,proxy.example')).toThrow(
      "TRUST_PROXY: must be true, false, a number of hops, or addresses and CIDR ranges separated by commas; not 'proxy.example'",
    );
  });

  it('reads the load queue and the API timeout, with defaults', () => {
    const defaults = readSettings({}, '/repo', noCorpus);
    expect(defaults.apiTimeoutMs).toBe(10_000);
    expect(defaults.server.loadLimits).toMatchObject({ length: 256, waitMs: 5_000 });
    const set = readSettings(
      { QUEUE_CONCURRENCY: '3', QUEUE_LENGTH: '0', QUEUE_WAIT_MS: '250', API_TIMEOUT_MS: '1500' },
      '/repo',
      noCorpus,
    );
    expect(set.server.loadLimits).toEqual({ concurrency: 3, length: 0, waitMs: 250 });
    expect(set.apiTimeoutMs).toBe(1500);
    expect(() => readSettings({ QUEUE_CONCURRENCY: '0', QUEUE_WAIT_MS: 'soon' }, '/repo', noCorpus)).toThrow(
      /QUEUE_CONCURRENCY: .*\n {2}QUEUE_WAIT_MS: /,
    );
  });

  it('searches the embedded index unless SEARCH_ENGINE=solr names a SolrCloud, and refuses a bad one', () => {
    expect(readSettings({}, '/repo', noCorpus).search).toEqual({ engine: 'fts5' });
    const solr = readSettings(
      {
        SEARCH_ENGINE: 'solr',
        SOLR_URLS: 'http://a:8983/solr/, http://b:8983/solr',
        SOLR_COLLECTION: 'trove_2',
      },
      '/repo',
      noCorpus,
    );
    expect(solr.search).toEqual({
      engine: 'solr',
      urls: ['http://a:8983/solr', 'http://b:8983/solr'],
      collection: 'trove_2',
    });
    expect(
      readSettings({ SEARCH_ENGINE: 'solr', SOLR_URLS: 'http://a/solr' }, '/repo', noCorpus).search,
    ).toEqual({
      engine: 'solr',
      urls: ['http://a/solr'],
      collection: 'trove',
    });
    expect(() => readSettings({ SEARCH_ENGINE: 'solr' }, '/repo', noCorpus)).toThrow(
      'SOLR_URLS: must be set with SEARCH_ENGINE=solr',
    );
    expect(() => readSettings({ SEARCH_ENGINE: 'lucene' }, '/repo', noCorpus)).toThrow(/SEARCH_ENGINE/);
    expect(() => readSettings({ SOLR_URLS: 'a:8983, ftp://x' }, '/repo', noCorpus)).toThrow(
      /SOLR_URLS: not a list of http\(s\) addresses of Solr nodes: a:8983, ftp:\/\/x/,
    );
    expect(() => readSettings({ SOLR_COLLECTION: 'no/slash' }, '/repo', noCorpus)).toThrow(/SOLR_COLLECTION/);
  });

  it('rejects a CORPUS_DIR that does not exist', () => {
    expect(() => readSettings({ CORPUS_DIR: '/no/such/dir' }, '/repo', noCorpus)).toThrow(
      'CORPUS_DIR /no/such/dir does not exist',
    );
  });

  it('starts without a corpus when CORPUS_DIR is none, even where a default corpus exists', () => {
    const settings = readSettings({ CORPUS_DIR: 'none' }, '/repo', () => '/repo/../shared/data');
    expect(settings.corpusDir).toBeNull();
  });
  it('reads an external OpenID Connect issuer, and refuses one without a client id', () => {
    expect(readSettings({}, '/repo', noCorpus).server.oidc).toBeNull();
    const settings = readSettings(
      {
        OIDC_ISSUER: 'https://sso.example/realms/trove',
        OIDC_CLIENT_ID: 'portal',
        OIDC_CLIENT_SECRET: 's3cret',
      },
      '/repo',
      noCorpus,
    );
    expect(settings.server.oidc).toEqual({
      issuer: 'https://sso.example/realms/trove',
      clientId: 'portal',
      clientSecret: 's3cret',
    });
    expect(() =>
      readSettings({ OIDC_ISSUER: 'https://sso.example/realms/trove' }, '/repo', noCorpus),
    ).toThrow('OIDC_CLIENT_ID: must be set with OIDC_ISSUER');
  });

  it('reads text correction’s limits and periods, the defaults where unset, and refuses bad ones', () => {
    expect(readSettings({}, '/repo', noCorpus).server.corrections).toEqual({
      linesPerMinutePerAccount: 120,
      linesPerMinutePerAddress: 200,
      originalSearchableDays: 90,
      survivalDays: 7,
      pageImageUrlTemplate: 'https://trove.nla.gov.au/ndp/imageservice/{pageId}/level3',
    });
    const set = readSettings(
      { CORRECTION_LINES_PER_MINUTE_PER_ACCOUNT: '30', CORRECTION_SURVIVAL_DAYS: '14' },
      '/repo',
      noCorpus,
    );
    expect(set.server.corrections).toMatchObject({ linesPerMinutePerAccount: 30, survivalDays: 14 });
    expect(() => readSettings({ CORRECTION_LINES_PER_MINUTE_PER_ADDRESS: '0' }, '/repo', noCorpus)).toThrow(
      /CORRECTION_LINES_PER_MINUTE_PER_ADDRESS/,
    );
  });

  it("reads the page image template, 'none' included, and refuses one without the page", () => {
    const iiif = 'https://images.example/iiif/{pageId}/full/1200,/0/default.jpg';
    expect(
      readSettings({ PAGE_IMAGE_URL_TEMPLATE: iiif }, '/repo', noCorpus).server.corrections,
    ).toMatchObject({
      pageImageUrlTemplate: iiif,
    });
    expect(
      readSettings({ PAGE_IMAGE_URL_TEMPLATE: 'none' }, '/repo', noCorpus).server.corrections
        ?.pageImageUrlTemplate,
    ).toBe('none');
    expect(() =>
      readSettings({ PAGE_IMAGE_URL_TEMPLATE: 'https://images.example/page.jpg' }, '/repo', noCorpus),
    ).toThrow("PAGE_IMAGE_URL_TEMPLATE: must hold {pageId}, or be 'none'");
  });
});
