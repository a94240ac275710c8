import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId, withSource } from './columns.ts';

/** The catalogue: libraries, works and their versions, people, newspapers, periodicals, websites. */
export function catalogueMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('library'), dialect)
        .addColumn('nuc', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text')
        .addColumn('parent_nuc', 'text')
        .addColumn('parent_name', 'text')
        .addColumn('state', 'text')
        .addColumn('open_to_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('access_policy', 'text')
        .addColumn('homepage', 'text')
        .addColumn('total_holdings', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withSource(withId(db.schema.createTable('work'), dialect))
        .addColumn('group_key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('work_type', 'text', (c) => c.notNull().defaultTo('work'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('primary_format', 'text')
        .addColumn('formats', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('creators', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('subjects', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('summary', 'text')
        .addColumn('year_start', 'integer')
        .addColumn('year_end', 'integer')
        .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('thumbnail_url', 'text')
        .addColumn('australian', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('culturally_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_australians', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted_at', 'text')
        .addUniqueConstraint('work_source_uq', ['source', 'source_id'])
        .execute();
      await db.schema.createIndex('work_group_key_ix').on('work').column('group_key').execute();
      await db.schema.createIndex('work_category_ix').on('work').column('category').execute();

      await withSource(withId(db.schema.createTable('version'), dialect))
        .addColumn('work_id', 'integer', (c) => c.notNull().references('work.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('format', 'text')
        .addColumn('creators', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('contributors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('published', 'text')
        .addColumn('publisher', 'text')
        .addColumn('place', 'text')
        .addColumn('year', 'integer')
        .addColumn('date', 'text')
        .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('identifiers', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('thumbnail_url', 'text')
        .addColumn('image_url', 'text')
        .addColumn('online_text', 'text')
        .addColumn('full_text', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addUniqueConstraint('version_source_uq', ['source', 'source_id'])
        .execute();
      await db.schema.createIndex('version_work_ix').on('version').column('work_id').execute();

      await withId(db.schema.createTable('source_record'), dialect)
        .addColumn('version_id', 'integer', (c) => c.notNull().references('version.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('source_id', 'text', (c) => c.notNull())
        .addColumn('nuc', 'text')
        .addColumn('raw_format', 'text', (c) => c.notNull())
        .addColumn('raw', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('source_record_uq', ['source', 'source_id'])
        .execute();
      await db.schema
        .createIndex('source_record_version_ix')
        .on('source_record')
        .column('version_id')
        .execute();

      await withId(db.schema.createTable('holding'), dialect)
        .addColumn('version_id', 'integer', (c) => c.notNull().references('version.id').onDelete('cascade'))
        .addColumn('nuc', 'text', (c) => c.notNull())
        .addColumn('call_number', 'text')
        .addColumn('url', 'text')
        .execute();
      await db.schema.createIndex('holding_version_ix').on('holding').column('version_id').execute();

      await withId(db.schema.createTable('available_url'), dialect)
        .addColumn('version_id', 'integer', (c) => c.notNull().references('version.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('link_text', 'text')
        .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('f'))
        .addColumn('nuc', 'text')
        .execute();
      await db.schema
        .createIndex('available_url_version_ix')
        .on('available_url')
        .column('version_id')
        .execute();

      await withSource(withId(db.schema.createTable('person'), dialect))
        .addColumn('primary_name', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull().defaultTo('person'))
        .addColumn('alternative_names', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('birth_date', 'text')
        .addColumn('death_date', 'text')
        .addColumn('birth_place', 'text')
        .addColumn('gender', 'text')
        .addColumn('occupations', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('identifiers', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('thumbnail_url', 'text')
        .addColumn('culturally_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted_at', 'text')
        .addUniqueConstraint('person_source_uq', ['source', 'source_id'])
        .execute();

      await withId(db.schema.createTable('biography'), dialect)
        .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
        .addColumn('contributor_nuc', 'text')
        .addColumn('contributor_name', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('biography_person_ix').on('biography').column('person_id').execute();

      await db.schema
        .createTable('work_person')
        .addColumn('work_id', 'integer', (c) => c.notNull().references('work.id').onDelete('cascade'))
        .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
        .addColumn('relation', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('work_person_pk', ['work_id', 'person_id', 'relation'])
        .execute();
      await db.schema.createIndex('work_person_person_ix').on('work_person').column('person_id').execute();

      await withSource(withId(db.schema.createTable('newspaper_title'), dialect))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('newspaper'))
        .addColumn('state', 'text')
        .addColumn('place', 'text')
        .addColumn('start_date', 'text')
        .addColumn('end_date', 'text')
        .addColumn('issn', 'text')
        .addColumn('article_count', 'integer')
        .addColumn('latitude', 'real')
        .addColumn('longitude', 'real')
        .addUniqueConstraint('newspaper_title_source_uq', ['source', 'source_id'])
        .execute();

      await withSource(withId(db.schema.createTable('article'), dialect))
        .addColumn('title_id', 'integer', (c) => c.references('newspaper_title.id').onDelete('set null'))
        .addColumn('heading', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('date', 'text')
        .addColumn('page', 'text')
        .addColumn('page_sequence', 'integer')
        .addColumn('illustrated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('word_count', 'integer')
        .addColumn('correction_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('text', 'text')
        .addColumn('trove_url', 'text')
        .addColumn('culturally_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('article_source_uq', ['source', 'source_id'])
        .execute();
      await db.schema.createIndex('article_title_ix').on('article').column('title_id').execute();

      await withSource(withId(db.schema.createTable('periodical_issue'), dialect))
        .addColumn('work_id', 'integer', (c) => c.notNull().references('work.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date', 'text')
        .addColumn('year', 'integer')
        .addColumn('url', 'text')
        .addColumn('pages', 'integer')
        .addUniqueConstraint('periodical_issue_source_uq', ['source', 'source_id'])
        .execute();
      await db.schema
        .createIndex('periodical_issue_work_ix')
        .on('periodical_issue')
        .column('work_id')
        .execute();

      await withSource(withId(db.schema.createTable('website'), dialect))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('gov_au', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text')
        .addColumn('web_collections', 'text', (c) => c.notNull().defaultTo('[]'))
        .addUniqueConstraint('website_source_uq', ['source', 'source_id'])
        .execute();

      await withId(db.schema.createTable('website_capture'), dialect)
        .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id').onDelete('cascade'))
        .addColumn('timestamp', 'text', (c) => c.notNull())
        .addColumn('original_url', 'text', (c) => c.notNull())
        .addColumn('mimetype', 'text')
        .addColumn('status_code', 'integer')
        .addColumn('digest', 'text')
        .addColumn('length', 'integer')
        .addUniqueConstraint('website_capture_uq', ['website_id', 'timestamp', 'original_url'])
        .execute();

      await withSource(withId(db.schema.createTable('web_collection'), dialect))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('parent_source_id', 'text')
        .addColumn('title_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('web_collection_source_uq', ['source', 'source_id'])
        .execute();

      await withId(db.schema.createTable('search_change'), dialect)
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
