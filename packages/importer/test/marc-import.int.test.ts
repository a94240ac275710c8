import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportContext } from '../src/core/context.ts';
import { silentProgress } from '../src/core/progress.ts';
import type { ImportSummary } from '../src/core/summary.ts';
import { marc } from '../src/marc/marc-source.ts';
import { runImport } from '../src/run-import.ts';
import { PYMARC, corpusExists } from './corpus.ts';

describe.skipIf(!corpusExists).each(await storesUnderTest())(
  "MARC import of pymarc's test folder on %s",
  (dialect) => {
    let store: Store;
    let summary: ImportSummary;
    const ctx = (): ImportContext => ({ store, log: () => undefined, progress: silentProgress });

    beforeAll(async () => {
      store = await createTestStore(dialect);
      summary = await runImport(ctx(), marc, null, PYMARC(''));
    }, 120_000);
    afterAll(() => store.destroy());

    it('reports each broken record with its file, position and reason, and imports the rest', () => {
      const at = (file: string) => summary.rejections.filter((r) => r.file.endsWith(`/${file}`));
      expect(at('bad_records.mrc').map((r) => r.position)).toEqual([
        'record 2 (byte 127)',
        'record 3 (byte 254)',
        'record 4 (byte 381)',
        'record 5 (byte 509)',
        'record 6 (byte 637)',
        'record 7 (byte 764)',
      ]);
      expect(at('bad_marc8_escape.dat')[0]?.reason).toMatch(
        /MARC-8 \(leader\/09 is blank\): unknown escape sequence/,
      );
      expect(at('bad_eacc_encoding.dat')[0]?.reason).toMatch(/CJK \(EACC\)/);
      expect(at('bad_indicator.dat')).toHaveLength(1);
      expect(at('bad_subfield_code.dat')).toHaveLength(1);
      expect(at('utf8_invalid.mrc')).toHaveLength(1);
      expect(at('bad_tag.xml')).toHaveLength(1);
      expect(at('utf8_errors.dat')).toEqual([]);
      expect(summary.created).toBeGreaterThan(30);
      expect(summary.created + summary.updated + summary.unchanged + summary.rejected + summary.skipped).toBe(
        summary.read,
      );
    });

    it('stores only clean text: no replacement characters and no MARC-8 escapes', async () => {
      const versions = await queryBuilderOf(store)
        .selectFrom('version')
        .select(['title', 'creators', 'details'])
        .execute();
      expect(versions.length).toBe(summary.created);
      for (const v of versions) {
        const text = `${v.title}${v.creators}${v.details}`;
        expect(text.includes('\uFFFD') || text.includes(String.fromCharCode(0x1b))).toBe(false);
      }
      // marc8.dat's uniform title (240), MARC-8 in the file, is kept as Unicode in the raw MARCXML
      // (which marcjs writes with character references).
      const raw = await queryBuilderOf(store)
        .selectFrom('sourceRecord')
        .select('raw')
        .where('raw', 'like', '%solitude%')
        .execute();
      const text = raw
        .map((r) =>
          r.raw.replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16))),
        )
        .join('');
      expect(text).toContain('De la solitude à la communauté.');
    });

    it('changes nothing when the folder is imported again', async () => {
      const again = await runImport(ctx(), marc, null, PYMARC(''));
      expect(again.created).toBe(0);
      expect(again.updated).toBe(0);
      expect(again.rejected).toBe(summary.rejected);
    });
  },
);
